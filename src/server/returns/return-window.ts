import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { orderEvents } from '#server/platform/db/schema/index';
import { ORDER_STATUS } from '#lib/order-status';
import { returnWindowDays } from './return-settings';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReturnWindow = { deliveredAt: Date | null; closesAt: Date | null; open: boolean; windowDays: number };

/**
 * The return window of an order: from the time it was marked delivered (its 'deliver' event)
 * for the merchant's number of days. An order not delivered has no window.
 */
export async function returnWindowOf(db: Db, order: { id: string; status: number }, now = new Date()): Promise<ReturnWindow> {
  const windowDays = await returnWindowDays(db);
  if (order.status !== ORDER_STATUS.DELIVERED) return { deliveredAt: null, closesAt: null, open: false, windowDays };
  const [delivered] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'deliver')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  if (!delivered) return { deliveredAt: null, closesAt: null, open: false, windowDays };
  const closesAt = new Date(delivered.at.getTime() + windowDays * DAY_MS);
  return { deliveredAt: delivered.at, closesAt, open: now.getTime() <= closesAt.getTime(), windowDays };
}
