import { useStore } from '@nanostores/react';
import { badgeText, cartLabel } from '../../lib/badge-text';
import { $cartCount } from '../../stores/cart-count';

/** The navbar's cart button. Hydrated at once, so it imports nothing but the cart count. */
export default function CartBadge() {
  // The server cannot see localStorage: render 0 on the server and during hydration, then the real count.
  const count = useStore($cartCount, { ssr: () => 0 });
  const label = cartLabel(count);
  return (
    <a
      href="/cart"
      aria-label={label}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-plum/10"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
        <path d="M3 6h18" />
        <path d="M16 10a4 4 0 0 1-8 0" />
      </svg>
      {count > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="tabular absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-plum px-1 text-center text-[11px] font-semibold leading-5 text-white"
        >
          {badgeText(count)}
        </span>
      )}
    </a>
  );
}
