import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { schedule } from '#server/platform/jobs/job-queue';
import { clockNow } from '#server/platform/clock';
import { checkoutRecoveries, savedCarts } from '#server/platform/db/schema/index';
import { mergeCarts } from '#lib/cart-merge';
import { decodeCart, type CartLine } from '#lib/cart-schema';
import { MAX_CART_LINES } from '#lib/validation/saved-cart';

export const CHECKOUT_REMINDER_JOB = 'checkout-reminder';
/** A shopper who reached /shipping and has not ordered this long after is reminded. */
export const FIRST_REMINDER_MS = 3_600_000;

/** Stored lines read back through the cart's own schema: whatever fails it is dropped. */
export function readLines(raw: unknown): CartLine[] {
  return decodeCart(JSON.stringify({ items: Array.isArray(raw) ? raw : [] })).items;
}

export async function savedCartLines(customerId: string, db?: Db): Promise<CartLine[]> {
  const d = db ?? (await getDb());
  const [row] = await d.select({ lines: savedCarts.lines }).from(savedCarts).where(eq(savedCarts.customerId, customerId)).limit(1);
  return readLines(row?.lines);
}

async function writeLines(db: Db, customerId: string, lines: readonly CartLine[], now: Date): Promise<void> {
  await db
    .insert(savedCarts)
    .values({ customerId, lines: [...lines], updatedAt: now })
    .onConflictDoUpdate({ target: savedCarts.customerId, set: { lines: [...lines], updatedAt: now } });
}

/** Ends the customer's running sequence, if any, saying why ('emptied', 'opted-out', 'off', …). */
export async function endOpenRecovery(db: Db, customerId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(checkoutRecoveries)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(checkoutRecoveries.customerId, customerId), isNull(checkoutRecoveries.endedAt)));
}

/**
 * Starts the sequence when a shopper reaches /shipping with something in the cart. Coming back
 * before the reminder went moves its hour on; once it went, the sequence runs on unchanged (one
 * reminder per sequence, however often the shopper returns).
 */
async function noteCheckoutReached(db: Db, customerId: string, lines: readonly CartLine[], now: Date): Promise<void> {
  const [open] = await db
    .select()
    .from(checkoutRecoveries)
    .where(and(eq(checkoutRecoveries.customerId, customerId), isNull(checkoutRecoveries.endedAt)))
    .limit(1);
  let id: number;
  if (open) {
    if (open.firstSentAt) return;
    await db.update(checkoutRecoveries).set({ reachedAt: now, lines: [...lines] }).where(eq(checkoutRecoveries.id, open.id));
    id = open.id;
  } else {
    const [row] = await db.insert(checkoutRecoveries).values({ customerId, reachedAt: now, lines: [...lines] }).returning({ id: checkoutRecoveries.id });
    id = row!.id;
  }
  await schedule(CHECKOUT_REMINDER_JOB, new Date(now.getTime() + FIRST_REMINDER_MS), { recoveryId: id, step: 1 }, db);
}

/**
 * PUT /api/web/cart: the browser's cart, kept for the signed-in shopper. `merge` (the first sync
 * after signing in) joins the kept cart to the browser's by the spec's rule and answers the
 * result; otherwise the browser's cart replaces the kept one. An emptied cart ends a running
 * reminder sequence; `reachedShipping` starts one.
 */
export async function syncCart(
  customerId: string,
  input: { items: readonly CartLine[]; merge: boolean; reachedShipping: boolean },
  now: Date,
): Promise<CartLine[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-cart:${customerId}`}))`);
    // Joining two carts may pass the limit a cart has; the browser's own lines come first.
    const lines = input.merge
      ? mergeCarts({ items: [...input.items], totalItems: 0 }, await savedCartLines(customerId, tx)).items.slice(0, MAX_CART_LINES)
      : [...input.items];
    await writeLines(tx, customerId, lines, now);
    if (lines.length === 0) await endOpenRecovery(tx, customerId, 'emptied', now);
    else if (input.reachedShipping) await noteCheckoutReached(tx, customerId, lines, now);
    return lines;
  });
}

/**
 * In the order's transaction (the one call create-order makes): the order ends the sequence, and
 * is counted as recovered when a reminder went before it. The kept cart is emptied, as the
 * browser's is on the status page.
 */
export async function endRecoveryOnOrder(tx: Db, customerId: string, orderId: string, totalPaise: number, now = new Date(clockNow())): Promise<void> {
  // One statement, as it runs inside every order's transaction: the sequence ends and the kept cart empties.
  const ended = tx
    .update(checkoutRecoveries)
    .set({ orderId, orderPaise: totalPaise, orderedAt: now, endedAt: now, endReason: 'ordered' })
    .where(and(eq(checkoutRecoveries.customerId, customerId), isNull(checkoutRecoveries.endedAt)));
  await tx
    .with(tx.$with('ended').as(ended))
    .insert(savedCarts)
    .values({ customerId, lines: [], updatedAt: now })
    .onConflictDoUpdate({ target: savedCarts.customerId, set: { lines: [], updatedAt: now } });
}
