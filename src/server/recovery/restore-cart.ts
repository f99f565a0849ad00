import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { checkoutRecoveries } from '#server/platform/db/schema/index';
import type { CartLine } from '#lib/cart-schema';
import { checkRecoveryToken } from './recovery-link';
import { readLines } from './saved-cart';

export type RestoreOutcome = { ok: true; lines: CartLine[] } | { ok: false; status: 404 | 410; message: string };

const BAD = 'This link is not a cart link from Kanmani. Open the link from your latest message, or shop again from the home page.';
const EXPIRED = 'This cart link has expired. Your cart may still be in this browser; otherwise shop again from the home page.';
const USED = 'This cart link has already been used. Open your cart to carry on.';
const ORDERED = 'You have already placed an order for this cart. See it in My Account.';

/**
 * The lines a reminder's link restores, once per message: the restore is written on the
 * recovery row (which the weekly report counts), and the same link again answers 410. The link
 * is bound to its recovery, so it only ever restores that one shopper's cart.
 */
export async function restoreCart(token: string, now: Date): Promise<RestoreOutcome> {
  const check = checkRecoveryToken(token, now);
  if (!check.ok) return check.why === 'expired' ? { ok: false, status: 410, message: EXPIRED } : { ok: false, status: 404, message: BAD };
  const db = await getDb();
  const [r] = await db.select().from(checkoutRecoveries).where(eq(checkoutRecoveries.id, check.recoveryId)).limit(1);
  const sentAt = check.step === 1 ? r?.firstSentAt : r?.secondSentAt;
  if (!r || !sentAt) return { ok: false, status: 404, message: BAD };
  if (r.orderId) return { ok: false, status: 410, message: ORDERED };
  // Unused for this message: never restored, or (the second message's link) restored only before it went.
  const unused = check.step === 1 ? isNull(checkoutRecoveries.restoredAt) : or(isNull(checkoutRecoveries.restoredAt), lt(checkoutRecoveries.restoredAt, sentAt));
  const [taken] = await db
    .update(checkoutRecoveries)
    .set({ restoredAt: now })
    .where(and(eq(checkoutRecoveries.id, r.id), unused))
    .returning({ lines: checkoutRecoveries.lines });
  if (!taken) return { ok: false, status: 410, message: USED };
  return { ok: true, lines: readLines(taken.lines) };
}
