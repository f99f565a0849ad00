import { useEffect, useState } from 'react';
import type { CartLine } from '#lib/cart-schema';
import type { Offer } from '#lib/catalog-types';
import { $cart, replaceCart } from '../../stores/cart';

/**
 * Re-prices the stored cart against the server (POST /api/web/cart/quote). A changed price is
 * written into the cart and remembered as a notice the shopper sees; a vanished product is
 * flagged, never silently charged. Quantity changes re-ask too: the shelf may not hold that many.
 */
type QuotedLine = { customId: string; available: boolean; price: number | null; offers: Offer[]; priceChanged: boolean; stockProblem: string | null };
export type PriceNotice = { from: number; to: number };
/** `short`: lines the shelf cannot fill, with what to do about it. */
export type QuoteState = { unavailable: Set<string>; short: Map<string, string>; notices: Map<string, PriceNotice>; checked: boolean };

const sameOffers = (a: readonly Offer[], b: readonly Offer[]) =>
  a.length === b.length && a.every((o, i) => o.quantity === b[i]!.quantity && o.offerPrice === b[i]!.offerPrice && o.isVisible === b[i]!.isVisible);

function signature(items: readonly CartLine[]): string {
  return items.map((l) => `${l.customId}:${l.selectedSize._id}:${l.price}:${l.quantity}`).join('|');
}

export function useCartQuote(items: readonly CartLine[], enabled: boolean): QuoteState {
  const [state, setState] = useState<QuoteState>({ unavailable: new Set(), short: new Map(), notices: new Map(), checked: false });
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
        const short = new Map<string, string>();
        let changed = false;
        const next = current.map((line) => {
          const q = quoted.get(line.customId);
          if (!q) return line;
          if (q.stockProblem) short.set(line.customId, q.stockProblem);
          if (!q.available || q.price === null) {
            unavailable.add(line.customId);
            return line;
          }
          if (q.price === line.price && sameOffers(q.offers, line.selectedSize.offers)) return line;
          changed = true;
          if (q.price !== line.price) notices.set(line.customId, { from: line.price, to: q.price });
          return { ...line, price: q.price, selectedSize: { ...line.selectedSize, price: q.price, offers: q.offers } };
        });
        setState((prev) => ({ unavailable, short, notices: new Map([...prev.notices, ...notices]), checked: true }));
        if (changed) replaceCart(next);
      } catch {
        // Offline or aborted: the cart keeps its stored prices and the order is re-priced anyway.
      }
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for the lines, prices and quantities that matter.
  }, [key, enabled]);

  return state;
}
