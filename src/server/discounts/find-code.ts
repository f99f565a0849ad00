import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { discountCodes, discountUses, orders } from '#server/platform/db/schema/index';
import { DomainError } from '#server/platform/errors';
import { ORDER_STATUS } from '#lib/order-status';
import { CODE_REFUSALS, judgeCode, type CodeLine, type CodeSaving, type DiscountCode, type ShopperHistory } from './code-rules';

/** Codes are kept in capitals: what the shopper types is compared in capitals, spaces trimmed. */
export const normaliseCode = (text: string) => text.trim().toUpperCase();

export async function codeByText(db: Db, text: string): Promise<DiscountCode | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, normaliseCode(text))).limit(1);
  return row ?? null;
}

/** The shopper's uses of the code and orders so far (cancelled orders are not a first order). */
export async function shopperHistory(db: Db, codeId: string, customerId: string | null): Promise<ShopperHistory> {
  if (!customerId) return null;
  const [[uses], [placed]] = await Promise.all([
    db.select({ n: count() }).from(discountUses).where(and(eq(discountUses.codeId, codeId), eq(discountUses.customerId, customerId))),
    db.select({ n: count() }).from(orders).where(and(eq(orders.customerId, customerId), ne(orders.status, ORDER_STATUS.CANCELLED))),
  ]);
  return { usesOfCode: Number(uses?.n ?? 0), ordersPlaced: Number(placed?.n ?? 0) };
}

/** A refusal the shopper reads, 422: the order is not placed and the quote shows no saving. */
export const codeRefused = (message: string, code: string) => new DomainError('unprocessable', message, { data: { code } });

/** The saving `text` gives these lines for this shopper now, or a 422 with the reason it does not apply. */
export async function priceCode(db: Db, text: string, lines: readonly CodeLine[], customerId: string | null, now = new Date()): Promise<CodeSaving> {
  const code = await codeByText(db, text);
  if (!code) throw codeRefused(CODE_REFUSALS.unknown, normaliseCode(text));
  const judged = judgeCode(code, lines, await shopperHistory(db, code.id, customerId), now);
  if ('refusal' in judged) throw codeRefused(judged.refusal, code.code);
  return judged;
}
