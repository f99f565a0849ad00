import { asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orderItems, orders, shipments } from '#server/platform/db/schema/index';
import type { OrderQueueQuery } from '#lib/validation/admin-orders';
import { orderNumber, orderStatusLabel, paymentStatusLabel } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { csvLine } from '#lib/csv';
import { queueConditions } from './order-queue';

/**
 * The order queue as a CSV, filtered exactly as /admin/orders shows it (the same conditions),
 * newest first. Figures are rupees with two decimals so a spreadsheet sums them; the order number
 * keeps its '#', so a number such as 12e45 stays text instead of becoming 1.2E+46. Nothing here
 * is a cost or a margin: a role that reads orders sees only what the order page shows it.
 */
export const ORDER_CSV_COLUMNS = [
  'Order',
  'Placed (IST)',
  'Customer',
  'Mobile',
  'PIN',
  'Items',
  'Pieces',
  'Subtotal (₹)',
  'Shipping (₹)',
  'COD charge (₹)',
  'Paid online discount (₹)',
  'Total (₹)',
  'Payment method',
  'Payment status',
  'Status',
  'Courier',
  'AWB',
] as const;

/** Read this many orders at a time, so a long history never sits in memory at once. */
const BATCH = 500;

const rupees = (paise: number) => (paise / 100).toFixed(2);

const placed = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' });
/** '2026-11-23 14:05' in India Standard Time: sorts as text and reads as a date in a spreadsheet. */
const placedAt = (d: Date) => placed.format(d).replace(', ', ' ');

export async function exportOrdersCsv(filters: OrderQueueQuery): Promise<string> {
  const db = await getDb();
  let out = csvLine(ORDER_CSV_COLUMNS);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select({ order: orders, courier: shipments.courier, awb: shipments.awb })
      .from(orders)
      .leftJoin(shipments, eq(shipments.orderId, orders.id))
      .where(queueConditions(filters, true))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(BATCH)
      .offset(offset);
    if (rows.length === 0) break;
    const ids = rows.map((r) => r.order.id);
    const lines = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.orderId), asc(orderItems.position));
    for (const { order: o, courier, awb } of rows) {
      const mine = lines.filter((l) => l.orderId === o.id);
      out += csvLine([
        `#${orderNumber(o.id)}`,
        placedAt(o.createdAt),
        o.customerName,
        o.customerMobile,
        o.shippingAddress.pincode,
        mine.map((l) => `${l.productName} (${l.colorName}, ${l.sizeName}) x ${l.quantity}`).join('; '),
        mine.reduce((n, l) => n + l.quantity, 0),
        rupees(o.subtotalPaise),
        rupees(o.shippingPaise),
        rupees(o.codFeePaise),
        rupees(o.prepaidDiscountPaise),
        rupees(o.totalPaise),
        o.paymentMethod === PAYMENT_METHOD.COD ? 'Cash on delivery' : 'Online',
        paymentStatusLabel(o.paymentStatus).name,
        orderStatusLabel(o.status).name,
        courier ?? '',
        awb ?? '',
      ]);
    }
    if (rows.length < BATCH) break;
  }
  return out;
}

/** The ids of the orders the queue's filters match, newest first, at most `max` + 1 so the caller knows when there are more. */
export async function filteredOrderIds(filters: OrderQueueQuery, max: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ id: orders.id }).from(orders).where(queueConditions(filters, true)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(max + 1);
  return rows.map((r) => r.id);
}
