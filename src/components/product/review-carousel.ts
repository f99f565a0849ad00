// The product page's review carousel buttons (ProductReviews.astro).
// The client router swaps pages without re-running module scripts; astro:page-load fires on every page.
document.addEventListener('astro:page-load', () => {
  // Spec: the review carousel scrolls 320 px per click: exactly one 304 px card plus its 16 px gap.
  const STEP_PX = 320;
  for (const root of document.querySelectorAll<HTMLElement>('[data-reviews]')) {
    const track = root.querySelector<HTMLElement>('[data-review-track]');
    for (const b of root.querySelectorAll<HTMLElement>('[data-step]')) {
      b.addEventListener('click', () => track?.scrollBy({ left: Number(b.dataset.step) * STEP_PX }));
    }
  }
});
