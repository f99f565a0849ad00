import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { invoices, orders } from '#server/platform/db/schema/index';
import { notFound } from '#server/platform/errors';
import type { GstDocument } from '#lib/gst/document';

/** A shopper's own order's invoice; anyone else's order, or one not yet shipped, is a 404 alike. */
export async function ownInvoice(db: Db, customerId: string, orderId: string): Promise<GstDocument> {
  const [row] = await db
    .select({ particulars: invoices.particulars })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.orderId, orderId), eq(orders.customerId, customerId)));
  if (!row) throw notFound('This order has no tax invoice on your account yet: it is issued when the order ships.');
  return row.particulars;
}
