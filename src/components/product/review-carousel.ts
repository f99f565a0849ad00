// The product page's review carousel buttons (ProductReviews.astro).
import { onPageReady } from '../ui/on-page-ready';

// Spec: the review carousel scrolls 320 px per click: exactly one 304 px card plus its 16 px gap.
const STEP_PX = 320;

onPageReady('[data-reviews]', (root) => {
  const track = root.querySelector<HTMLElement>('[data-review-track]');
  for (const b of root.querySelectorAll<HTMLElement>('[data-step]')) {
    b.addEventListener('click', () => track?.scrollBy({ left: Number(b.dataset.step) * STEP_PX }));
  }
});
