import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { orderItems } from '#server/platform/db/schema/index';
import { invoiceOfOrder } from '#server/gst';

export type OrderLine = typeof orderItems.$inferSelect;

/**
 * An order's lines in invoice order, with what was paid for some pieces of each: the invoice
 * line's share (a 'Pay now and save' discount spread as the invoice spreads it, rounded as a
 * return's credit note rounds it), else the line's own total less its share of a discount code for an order never invoiced.
 */
export async function paidShares(db: Db, orderId: string): Promise<{ items: OrderLine[]; paidFor: (index: number, quantity: number) => number }> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const invoice = await invoiceOfOrder(db, orderId);
  const paidFor = (index: number, quantity: number) => {
    const line = invoice?.particulars.lines[index];
    const item = items[index]!;
    const [whole, of] = line ? [line.grossPaise, line.quantity] : [item.lineTotalPaise - item.discountPaise, item.quantity];
    return quantity === of ? whole : Math.round((whole * quantity) / of);
  };
  return { items, paidFor };
}
