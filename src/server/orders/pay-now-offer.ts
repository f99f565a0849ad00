import { asc } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { shippingRateTiers, type orders } from '#server/platform/db/schema/index';
import { fromPaise } from '#lib/money';
import { payNowQuote, type PayNowQuote } from '#lib/pay-now';
import { PAYMENT_METHOD, pickTier } from '#lib/shipping';
import { shipsFree } from '#lib/free-shipping';
import type { PayNowOffer } from '#lib/order-types';
import { deliverySettings } from '#server/delivery';
import { payNowRefusal } from './switch-to-online';

type OrderRow = typeof orders.$inferSelect;

/**
 * What the order would cost paid online now: today's online rate for its weight (nothing where
 * the free-shipping rule covers an online order, or where the order's code waived shipping), the
 * merchant's discount on the goods after the code's saving, no COD charge.
 */
export async function quoteFor(db: Db, order: OrderRow): Promise<PayNowQuote> {
  const [settings, tiers] = await Promise.all([deliverySettings(), db.select().from(shippingRateTiers).orderBy(asc(shippingRateTiers.weightInGrams))]);
  const tier = pickTier(tiers, order.totalWeightGrams);
  const goodsPaise = order.subtotalPaise - order.discountPaise;
  // A code that made shipping free keeps it free: the order shipped at nothing with that code.
  const codeWaived = order.discountCode !== null && order.shippingPaise === 0;
  const free = codeWaived || shipsFree(settings.freeShipping, { state: order.shippingAddress.state, method: PAYMENT_METHOD.ONLINE, goodsPaise });
  return payNowQuote({
    subtotalPaise: order.subtotalPaise,
    codeDiscountPaise: order.discountPaise,
    totalPaise: order.totalPaise,
    // A parcel the rate card no longer fits keeps the shipping it was placed with.
    onlineShippingPaise: free ? 0 : tier ? tier.onlinePaymentRatePaise : order.shippingPaise,
    discountPercent: settings.prepaidDiscountPercent,
  });
}

/**
 * The 'Pay now and save' offer for a COD order awaiting dispatch, or null: the merchant turns it
 * on by setting a prepaid discount, and it is made only when paying now costs less.
 */
export async function payNowOfferFor(db: Db, order: OrderRow): Promise<PayNowOffer | null> {
  if (payNowRefusal(order) !== null) return null;
  const q = await quoteFor(db, order);
  if (q.prepaidDiscountPaise <= 0 || q.savingPaise <= 0) return null;
  return { total: fromPaise(q.totalPaise), saving: fromPaise(q.savingPaise), prepaidDiscount: fromPaise(q.prepaidDiscountPaise), shippingCharge: fromPaise(q.shippingPaise) };
}

