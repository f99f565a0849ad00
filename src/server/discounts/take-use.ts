import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { discountCodes, discountUses } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { CODE_REFUSALS } from './code-rules';
import { codeRefused, shopperHistory } from './find-code';

/**
 * Counts one use of a code inside the order's transaction. The conditional update raises the
 * count only while it is under the limit, so under any concurrency a code of 100 uses admits
 * exactly 100 orders; the loser's transaction rolls back with 'used up'. The shopper's own limits
 * are judged again here: the caller holds the customer's row lock, so their orders are one at a time.
 */
export async function takeCodeUse(tx: Db, use: { codeId: string; code: string; orderId: string; customerId: string; usesPerCustomer: number | null; firstOrderOnly: boolean }): Promise<void> {
  const history = await shopperHistory(tx, use.codeId, use.customerId);
  // The order being placed is already inserted, so a first order counts itself once.
  if (use.firstOrderOnly && history!.ordersPlaced > 1) throw codeRefused(CODE_REFUSALS.firstOrder, use.code);
  if (use.usesPerCustomer !== null && history!.usesOfCode >= use.usesPerCustomer) throw codeRefused(CODE_REFUSALS.usedByYou, use.code);
  const [taken] = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(and(eq(discountCodes.id, use.codeId), or(isNull(discountCodes.totalUses), lt(discountCodes.usedCount, discountCodes.totalUses))))
    .returning({ id: discountCodes.id });
  if (!taken) throw codeRefused(CODE_REFUSALS.usedUp, use.code);
  await tx.insert(discountUses).values({ id: newId(), codeId: use.codeId, orderId: use.orderId, customerId: use.customerId });
}
