import { asc, inArray } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orderItems, orders } from '#server/platform/db/schema/index';
import { conflict, notFound } from '#server/platform/errors';
import { refusalOf } from './transitions';
import { ORDER_STATUS, orderNumber, orderStatusLabel, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';

export type PackingSlip = {
  id: string;
  number: string;
  createdAt: string;
  name: string;
  phone: string;
  address: (typeof orders.$inferSelect)['shippingAddress'];
  lines: { productName: string; sizeName: string; colorName: string; quantity: number }[];
  /** what the courier collects at the door: the total for unpaid cash on delivery, else 0 */
  codAmountPaise: number;
};

type OrderRow = typeof orders.$inferSelect;

export function codToCollect(o: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'totalPaise'>): number {
  return o.paymentMethod === PAYMENT_METHOD.COD && o.paymentStatus !== PAYMENT_STATUS.PAID ? o.totalPaise : 0;
}

/**
 * Why an order is not ready to pack, or null: it is ready when the machine would let it ship
 * now, or it is a paid online order still waiting for its confirmation (the console's 'Paid
 * orders to pack'). A COD order waits for its confirmation; an unpaid online one for its money.
 */
export function notReadyToPack(o: OrderRow): string | null {
  if (o.status === ORDER_STATUS.WAITING && o.paymentMethod === PAYMENT_METHOD.ONLINE && o.paymentStatus === PAYMENT_STATUS.PAID) return null;
  const refusal = refusalOf(o, 'ship');
  if (!refusal) return null;
  return o.status === ORDER_STATUS.WAITING && o.paymentMethod === PAYMENT_METHOD.COD ? `it is ${orderStatusLabel(o.status).name}; confirm it first.` : refusal;
}

/**
 * Whether a slip may be printed for the console's bundle of slips and invoices: an order ready to
 * pack, or one just shipped (bulk shipping issues the invoice first, and the parcel, still at the
 * shop, takes both); its cash to collect is still right, as nothing was collected yet.
 */
export function slipPrintable(o: OrderRow): boolean {
  return notReadyToPack(o) === null || o.status === ORDER_STATUS.SHIPPED;
}

/**
 * Packing slips for the given orders, in the order asked for; an unknown id is a 404, and an
 * order the machine would not let ship (waiting, on hold, an online order not paid, cancelled,
 * already gone) is a 409: its slip would tell the courier the wrong cash to collect (issue 35).
 * `alsoShipped` lets a just-shipped order through (slipPrintable).
 */
export async function packingSlips(orderIds: readonly string[], opts: { alsoShipped?: boolean } = {}): Promise<PackingSlip[]> {
  const db = await getDb();
  const ids = [...new Set(orderIds)];
  const [rows, items] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.orderId), asc(orderItems.position)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const o = byId.get(id);
    if (!o) throw notFound(`No order has the id ${id}. Remove it from the selection and print again.`);
    const notReady = opts.alsoShipped && o.status === ORDER_STATUS.SHIPPED ? null : notReadyToPack(o);
    if (notReady) throw conflict(`Order #${orderNumber(id)} is not ready to pack: ${notReady} Remove it from the selection and print again.`);
    // The address's own mobile reaches the person at the door; the account's is the fallback.
    const phone = o.shippingAddress.mobile || o.customerMobile;
    return {
      id,
      number: orderNumber(id),
      createdAt: o.createdAt.toISOString(),
      name: o.shippingAddress.contactPerson || o.customerName,
      phone,
      address: o.shippingAddress,
      lines: items.filter((i) => i.orderId === id).map((i) => ({ productName: i.productName, sizeName: i.sizeName, colorName: i.colorName, quantity: i.quantity })),
      codAmountPaise: codToCollect(o),
    };
  });
}

export async function packingSlip(orderId: string): Promise<PackingSlip> {
  const [slip] = await packingSlips([orderId]);
  return slip!;
}
