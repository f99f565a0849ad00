import { sql, type SQL } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { deliverySettings, lookupPincode } from '#server/delivery';
import { codRefusal } from '#lib/delivery/cod-rules';
import { estimateDelivery } from './estimate';
import { ORDER_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';

export type DeliveryQuote = {
  serviceable: boolean;
  /** YYYY-MM-DD in India; null when not serviceable */
  prepaidDate: string | null;
  codDate: string | null;
  /** why cash on delivery is not offered, or null when it is */
  codReason: string | null;
};

/** `returnedCodOrders`: the customer's count when the caller has read it already (the look before an order). */
export type DeliveryAsk = { pincode: string; goodsPaise: number; customerId: string | null; mobile: string | null; weightGrams?: number; returnedCodOrders?: number };

/** A typical parcel (two or three pieces in a mailer) when the weight is not known yet (the product page). */
const PARCEL_GRAMS = 500;
const NO_COD_HERE = 'Cash on delivery is not available for this PIN code. Please pay online.';

/** The customer's COD orders that came back (Returned to Origin), as a scalar subquery. */
export function returnedCodOrdersSql(customerId: string): SQL {
  return sql`select count(*)::int from orders where customer_id = ${customerId} and payment_method = ${PAYMENT_METHOD.COD} and status = ${ORDER_STATUS.RETURNED_TO_ORIGIN}`;
}

async function returnedCodOrders(customerId: string | null): Promise<number> {
  if (!customerId) return 0;
  const db = await getDb();
  const [row] = await query<{ n: number }>(db, sql`select (${returnedCodOrdersSql(customerId)}) as n`);
  return row?.n ?? 0;
}

/** Whether and when a parcel reaches a PIN code, and whether it may be paid on delivery. */
export async function deliveryQuote(ask: DeliveryAsk, now = new Date()): Promise<DeliveryQuote> {
  const settings = await deliverySettings();
  // A PIN code India Post does not list has no post office to deliver to.
  // The zones, or live Shiprocket's estimated delivery dates when the merchant chose it.
  const estimate = lookupPincode(ask.pincode)
    ? await estimateDelivery(settings, { pincode: ask.pincode, goodsPaise: ask.goodsPaise, weightGrams: ask.weightGrams ?? PARCEL_GRAMS }, now)
    : null;
  if (!estimate) return { serviceable: false, prepaidDate: null, codDate: null, codReason: null };
  // A courier that collects no cash there refuses COD as a zone without it does; the merchant's limits come after.
  const codReason = estimate.codAllowed
    ? codRefusal({ ...settings, zones: [] }, { ...ask, returnedCodOrders: ask.returnedCodOrders ?? (await returnedCodOrders(ask.customerId)) })
    : NO_COD_HERE;
  return { serviceable: true, prepaidDate: estimate.prepaidDate, codDate: estimate.codDate, codReason };
}
