// The header cart link's badge and label (CartLink.astro) follow the persisted cart.
import { badgeText, cartLabel } from '#lib/badge-text';
import { fill } from '#lib/i18n/fill';
import { $cartCount } from '../../stores/cart-count';

/** 'Cart, 3 items' in the page's language: the link carries its one/other templates (English's are lib/badge-text's). */
function label(link: HTMLElement, count: number): string {
  const { labelOne, labelOther } = link.dataset;
  if (!labelOne || !labelOther) return cartLabel(count);
  const form = new Intl.PluralRules(document.documentElement.lang || 'en-IN').select(count);
  return fill(form === 'one' ? labelOne : labelOther, { count });
}

// The header persists across client-side navigations, but look the link up each time anyway.
$cartCount.subscribe((count) => {
  const link = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const badge = link?.querySelector<HTMLElement>('[data-testid="cart-count"]');
  if (!link || !badge) return;
  link.setAttribute('aria-label', label(link, count));
  badge.hidden = count === 0;
  badge.textContent = count > 0 ? badgeText(count) : '';
});
