// The overlay (PageOverlay.astro) shown while the client router loads the next page.
import { PAGE_OVERLAY_MS } from '#lib/ui-timings';

const overlay = () => document.getElementById('page-overlay');
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A listing's sort or filter change stays on the page: no overlay, no jump to the top.
let inPlace = false;

document.addEventListener('astro:before-preparation', (event) => {
  inPlace = Boolean(event.sourceElement?.closest('[data-listing-form]'));
  if (inPlace) return;
  overlay()?.setAttribute('data-visible', '');
  const load = event.loader;
  // The spec's minimum display time: the new page swaps in only after both are done.
  event.loader = async () => {
    await Promise.all([load(), wait(PAGE_OVERLAY_MS)]);
  };
});
document.addEventListener('astro:after-swap', () => {
  overlay()?.removeAttribute('data-visible');
  if (inPlace) return;
  window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
});
