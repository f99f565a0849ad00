import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect } from 'react';
import { syncSavedCart } from '../../stores/cart-sync';
import { cartTotals } from '#lib/cart-lines';
import { EMPTY_CART } from '#lib/cart-schema';
import { $cart } from '../../stores/cart';
import { useHydrated } from '../ui/use-hydrated';
import CartGroup from './CartGroup';
import EmptyCart from './EmptyCart';
import OrderSummary from './OrderSummary';
import { useCartQuote } from './use-cart-quote';
import { useCartCharges } from './use-cart-charges';
import { cartWeightGrams } from '#lib/cart-weight';
import type { Locale } from '#lib/i18n/locales';
import type { CartKey } from '#lib/i18n/messages/cart';
import { IslandWords, useWords } from '../ui/island-words';

/**
 * The /cart page (spec section 2): lines grouped by product, the grouped offer pricing
 * (spec section 9) and prices re-checked against the server.
 */
type Props = { words: Readonly<Record<CartKey, string>>; locale?: Locale | undefined };

export default function CartPage({ words, locale }: Props) {
  return (
    <IslandWords words={words} locale={locale}>
      <Cart />
    </IslandWords>
  );
}

function Cart() {
  const { t } = useWords<CartKey>();
  const hydrated = useHydrated();
  const cart = useStore($cart, { ssr: () => EMPTY_CART });
  const quote = useCartQuote(cart.items, hydrated);
  const charges = useCartCharges(cartWeightGrams(cart.items.filter((l) => !quote.unavailable.has(l.customId))), hydrated);
  // A signed-in shopper's cart is kept on the server (the reminder restores it); an emptied one ends the reminder.
  const lines = cart.items.map((l) => `${l.customId}:${l.quantity}`).join('|');
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => void syncSavedCart(), 500);
    return () => window.clearTimeout(timer);
  }, [hydrated, lines]);
  // The page's first-paint copy of the empty cart (cart.astro) gives way in the same frame as this renders.
  useLayoutEffect(() => {
    if (!hydrated) return;
    const firstPaint = document.querySelector('[data-cart-first-paint]');
    firstPaint?.parentElement?.removeAttribute('data-cart-empty');
    firstPaint?.remove();
  }, [hydrated]);

  if (!hydrated) {
    return (
      <p role="status" className="py-16 text-center text-muted">
        {t('cart.loading')}
      </p>
    );
  }
  if (cart.items.length === 0) return <EmptyCart />;

  const available = cart.items.filter((l) => !quote.unavailable.has(l.customId));
  const display = cartTotals(cart.items);
  const priced = cartTotals(available);
  const pricedByProduct = new Map(priced.groups.map((g) => [g.productId, g]));
  const changed = quote.notices.size > 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
      <div>
        {(changed || quote.unavailable.size > 0 || quote.short.size > 0) && (
          <div role="alert" className="mb-4 rounded-[12px] border border-error/30 bg-error/5 p-4 text-sm text-ink">
            {changed && <p>{t('cart.pricesChanged')}</p>}
            {quote.unavailable.size > 0 && <p>{t('cart.someUnavailable')}</p>}
            {quote.short.size > 0 && <p>{t('cart.someShort')}</p>}
          </div>
        )}
        <ul className="space-y-4" aria-label={t('cart.listLabel')}>
          {display.groups.map((g) => (
            <CartGroup
              key={g.productId}
              group={pricedByProduct.get(g.productId) ?? { productId: g.productId, lines: [], quantity: 0, listSubtotalPaise: 0, subtotalPaise: 0 }}
              unavailableLines={g.lines.filter((l) => quote.unavailable.has(l.line.customId))}
              quote={quote}
            />
          ))}
        </ul>
      </div>
      <OrderSummary
        totalItems={available.reduce((s, l) => s + l.quantity, 0)}
        listTotalPaise={priced.listTotalPaise}
        totalPaise={priced.totalPaise}
        blocked={quote.unavailable.size > 0 || quote.short.size > 0}
        charges={charges}
      />
    </div>
  );
}
