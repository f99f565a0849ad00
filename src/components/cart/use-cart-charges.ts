import { useEffect, useState } from 'react';
import { apiFetch } from '../../client/api-client';
import type { ShippingCost } from '#lib/catalog-types';
import type { FreeShippingRule } from '#lib/free-shipping';
import { toPaise } from '#lib/money';

/** What this cart will be charged besides its goods, from the rates and settings checkout uses. */
export type CartCharges = { onlinePaise: number; codPaise: number; codFeePaise: number; freeShipping: FreeShippingRule | null };

/**
 * Asks the checkout's own shipping-cost answer for the cart's weight, so the cart shows every
 * charge (shipping by method, the COD charge, the free-shipping rule) before checkout. Null until
 * it answers, or when it cannot (the summary then says the charge is shown at checkout).
 */
export function useCartCharges(weightGrams: number, enabled: boolean): CartCharges | null {
  const [charges, setCharges] = useState<CartCharges | null>(null);
  useEffect(() => {
    if (!enabled || weightGrams <= 0) return;
    let live = true;
    void apiFetch<ShippingCost>('/order/shipping-cost', { body: { weight: weightGrams } }).then((r) => {
      if (!live) return;
      if (r.status !== 200 || !r.data) return setCharges(null);
      const rule = r.data.freeShipping;
      setCharges({
        onlinePaise: toPaise(r.data.onlinePayment),
        codPaise: toPaise(r.data.cod),
        codFeePaise: toPaise(r.data.codFee),
        freeShipping: rule ? { states: rule.states, payment: rule.payment, minOrderPaise: toPaise(rule.minOrder) } : null,
      });
    });
    return () => {
      live = false;
    };
  }, [weightGrams, enabled]);
  return charges;
}
