import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { orders } from '../db/schema';
import { notFound } from '../http/errors';
import type { Order } from '../../lib/order-types';
import { withItems } from './order-dto';

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
