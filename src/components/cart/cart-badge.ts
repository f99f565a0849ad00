// The header cart link's badge and label (CartLink.astro) follow the persisted cart.
import { badgeText, cartLabel } from '#lib/badge-text';
import { $cartCount } from '../../stores/cart-count';

// The header persists across client-side navigations, but look the link up each time anyway.
$cartCount.subscribe((count) => {
  const link = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const badge = link?.querySelector<HTMLElement>('[data-testid="cart-count"]');
  if (!link || !badge) return;
  link.setAttribute('aria-label', cartLabel(count));
  badge.hidden = count === 0;
  badge.textContent = count > 0 ? badgeText(count) : '';
});
