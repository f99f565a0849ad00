// Reports the product page's ViewContent event from the block ViewContentTracker.astro renders.
import { trackViewContent } from '../../client/pixel';
import type { ProductDetail } from '#lib/catalog-types';

const seen = new WeakSet<Element>();
function report() {
  const el = document.querySelector('script[data-kanmani-view-content]');
  if (!el || seen.has(el) || !el.textContent) return;
  seen.add(el);
  try {
    trackViewContent(JSON.parse(el.textContent) as ProductDetail);
  } catch {
    // a malformed block only costs one analytics event
  }
}
report();
document.addEventListener('astro:page-load', report);
