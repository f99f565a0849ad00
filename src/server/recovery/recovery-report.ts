import { and, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { checkoutRecoveries } from '#server/platform/db/schema/index';
import { istDate } from '#lib/gst/ist-date';
import { addDays, mondayOf } from '#lib/reports/report-weeks';

export type RecoveryWeek = { week: string; messages: number; restored: number; orders: number; revenuePaise: number };

/**
 * Recovered checkouts by India week (Monday first), each sequence counted in the week of its
 * first reminder: messages sent (the first, and the second if it went), carts restored from a
 * link, orders placed after a reminder, and their value at placing. Newest week first; weeks
 * with nothing show zeros.
 */
export async function recoveryWeeks(db: Db, weeks: number, now: Date): Promise<RecoveryWeek[]> {
  const thisWeek = mondayOf(istDate(now));
  const first = addDays(thisWeek, -7 * (weeks - 1));
  const since = new Date(Date.parse(`${first}T00:00:00+05:30`));
  const rows = await db
    .select()
    .from(checkoutRecoveries)
    .where(and(isNotNull(checkoutRecoveries.firstSentAt), gte(checkoutRecoveries.firstSentAt, since)));
  const table = new Map<string, RecoveryWeek>();
  for (let i = 0; i < weeks; i++) {
    const week = addDays(thisWeek, -7 * i);
    table.set(week, { week, messages: 0, restored: 0, orders: 0, revenuePaise: 0 });
  }
  for (const r of rows) {
    const w = table.get(mondayOf(istDate(r.firstSentAt!)));
    if (!w) continue;
    w.messages += r.secondSentAt ? 2 : 1;
    if (r.restoredAt) w.restored++;
    if (r.orderId && r.orderedAt && r.orderedAt >= r.firstSentAt!) {
      w.orders++;
      w.revenuePaise += Number(r.orderPaise ?? 0);
    }
  }
  return [...table.values()];
}
