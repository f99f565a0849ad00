import { sql } from 'drizzle-orm';
import { getDb, query } from '../db/client';
import { deliverySettings } from './settings-store';
import { lookupPincode } from './pincodes';
import { codRefusal } from '../../lib/delivery/cod-rules';
import { matchZone } from '../../lib/delivery/settings';
import { deliveryDate } from '../../lib/delivery/working-days';
import { ORDER_STATUS } from '../../lib/order-status';
import { PAYMENT_METHOD } from '../../lib/shipping';

export type DeliveryQuote = {
  serviceable: boolean;
  /** YYYY-MM-DD in India; null when not serviceable */
  prepaidDate: string | null;
  codDate: string | null;
  /** why cash on delivery is not offered, or null when it is */
  codReason: string | null;
};

export type DeliveryAsk = { pincode: string; goodsPaise: number; customerId: string | null; mobile: string | null };

/** The customer's COD orders that came back (Returned to Origin). */
async function returnedCodOrders(customerId: string | null): Promise<number> {
  if (!customerId) return 0;
  const db = await getDb();
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where customer_id = ${customerId} and payment_method = ${PAYMENT_METHOD.COD} and status = ${ORDER_STATUS.RETURNED_TO_ORIGIN}`,
  );
  return row?.n ?? 0;
}

/** Whether and when a parcel reaches a PIN code, and whether it may be paid on delivery. */
export async function deliveryQuote(ask: DeliveryAsk, now = new Date()): Promise<DeliveryQuote> {
  const settings = await deliverySettings();
  // A PIN code India Post does not list has no post office to deliver to.
  const zone = lookupPincode(ask.pincode) ? matchZone(settings.zones, ask.pincode) : null;
  if (!zone) return { serviceable: false, prepaidDate: null, codDate: null, codReason: null };
  const holidays = new Set(settings.holidays);
  const codReason = codRefusal(settings, { ...ask, returnedCodOrders: await returnedCodOrders(ask.customerId) });
  return {
    serviceable: true,
    prepaidDate: deliveryDate(now, zone.prepaidDays, holidays),
    codDate: deliveryDate(now, zone.codDays, holidays),
    codReason,
  };
}
