import { useEffect, useState } from 'react';
import type { CartLine } from '../../lib/cart-schema';
import type { Offer } from '../../lib/catalog-types';
import { $cart, replaceCart } from '../../stores/cart';

/**
 * Re-prices the stored cart against the server (POST /api/web/cart/quote). A changed price is
 * written into the cart and remembered as a notice the shopper sees; a vanished product is
 * flagged, never silently charged. Quantity changes do not re-ask: prices do not depend on them.
 */
type QuotedLine = { customId: string; available: boolean; price: number | null; offers: Offer[]; priceChanged: boolean };
export type PriceNotice = { from: number; to: number };
export type QuoteState = { unavailable: Set<string>; notices: Map<string, PriceNotice>; checked: boolean };

const sameOffers = (a: readonly Offer[], b: readonly Offer[]) =>
  a.length === b.length && a.every((o, i) => o.quantity === b[i]!.quantity && o.offerPrice === b[i]!.offerPrice && o.isVisible === b[i]!.isVisible);

function signature(items: readonly CartLine[]): string {
  return items.map((l) => `${l.customId}:${l.selectedSize._id}:${l.price}`).join('|');
}

export function useCartQuote(items: readonly CartLine[], enabled: boolean): QuoteState {
  const [state, setState] = useState<QuoteState>({ unavailable: new Set(), notices: new Map(), checked: false });
  const key = signature(items);

  useEffect(() => {
    if (!enabled || items.length === 0) return;
    const controller = new AbortController();
    const body = {
      items: items.map((l) => ({ customId: l.customId, productId: l._id, colorId: l.selectedColor._id, sizeId: l.selectedSize._id, quantity: l.quantity, price: l.price })),
    };
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch('/api/web/cart/quote', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        if (!res.ok) return;
        const json = (await res.json()) as { data?: { lines?: QuotedLine[] } };
        const quoted = new Map((json.data?.lines ?? []).map((l) => [l.customId, l]));
        const current = $cart.get().items;
        const notices = new Map<string, PriceNotice>();
        const unavailable = new Set<string>();
        let changed = false;
        const next = current.map((line) => {
          const q = quoted.get(line.customId);
          if (!q) return line;
          if (!q.available || q.price === null) {
            unavailable.add(line.customId);
            return line;
          }
          if (q.price === line.price && sameOffers(q.offers, line.selectedSize.offers)) return line;
          changed = true;
          if (q.price !== line.price) notices.set(line.customId, { from: line.price, to: q.price });
          return { ...line, price: q.price, selectedSize: { ...line.selectedSize, price: q.price, offers: q.offers } };
        });
        setState((prev) => ({ unavailable, notices: new Map([...prev.notices, ...notices]), checked: true }));
        if (changed) replaceCart(next);
      } catch {
        // Offline or aborted: the cart keeps its stored prices and the order is re-priced anyway.
      }
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for the lines and prices that matter; quantities alone never re-ask.
  }, [key, enabled]);

  return state;
}
