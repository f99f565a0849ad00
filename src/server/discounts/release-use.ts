import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { discountCodes, discountUses } from '#server/platform/db/schema/index';

/**
 * A cancelled order gives its code's use back, inside the cancel's transaction: a shopper whose
 * online payment failed and whose order was cancelled may use their once-only code again, and an
 * abandoned order does not eat into the code's total uses.
 */
export async function releaseCodeUse(tx: Db, orderId: string): Promise<void> {
  const released = await tx.delete(discountUses).where(eq(discountUses.orderId, orderId)).returning({ codeId: discountUses.codeId });
  for (const { codeId } of released) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} - 1` })
      .where(and(eq(discountCodes.id, codeId), gt(discountCodes.usedCount, 0)));
  }
}
