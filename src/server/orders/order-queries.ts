import { and, asc, desc, eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orderEvents, orders } from '#server/platform/db/schema/index';
import { notFound } from '#server/platform/errors';
import type { Order, OrderDetailAnswer } from '#lib/order-types';
import { shopperTimeline } from '#lib/order-timeline';
import { withItems } from './order-dto';
import { payNowOfferFor } from './pay-now-offer';

/** A cap so one request stays cheap; a shopper with more sees the newest. */
export const HISTORY_LIMIT = 100;

export async function listOwnOrders(customerId: string): Promise<Order[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(HISTORY_LIMIT);
  return withItems(db, rows);
}

/** The customer's own order row; anyone else's is a 404, exactly as a missing one. */
export async function getOwnOrderRow(customerId: string, orderId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound('No such order on your account.');
  return row;
}

export async function getOwnOrder(customerId: string, orderId: string): Promise<Order> {
  const db = await getDb();
  const [order] = await withItems(db, [await getOwnOrderRow(customerId, orderId)]);
  return order!;
}

/** One of the customer's own orders with its life in the shopper's words (404 for anyone else's). */
export async function getOwnOrderDetail(customerId: string, orderId: string): Promise<OrderDetailAnswer> {
  const db = await getDb();
  const order = await getOwnOrder(customerId, orderId);
  const events = await db
    .select({ kind: orderEvents.kind, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return { order, timeline: shopperTimeline(events), payNow: await payNowOfferFor(db, await getOwnOrderRow(customerId, orderId)) };
}
