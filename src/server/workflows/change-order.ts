import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { orderItems, orders } from '#server/platform/db/schema/index';
import { conflict, DomainError, notFound } from '#server/platform/errors';
import { newId } from '#server/platform/db/ids';
import { auditOrder, CHANGE_RULES, changeRefusal, orderLedger, paidOnline, priceOrder, recordOrderEvent, type StaffActionContext } from '#server/orders';
import { lockAttempts, recordRefundIn } from '#server/payments';
import { giveBackPieces, takePieces } from '#server/stock';
import { formatINR2 } from '#lib/money';
import { PAYMENT_METHOD } from '#lib/shipping';
import type { ChangeLineInput, RemoveLineInput } from '#lib/validation/admin-order-changes';
import { settleChange, type ChangeOutcome, type SavedChange } from './settle-change';

/**
 * Changing an order before it ships (issue 28 item 7): a line's colour, size or quantity, or a
 * line removed. One transaction locks the order, re-prices the changed line, moves the stock,
 * rewrites the line and the order's figures, and writes the order event and the audit row; the
 * money follows after it (settle-change.ts). Pricing, as the server is the price authority:
 * - pieces that stay as they were keep what the shopper paid for them;
 * - fewer pieces of the same size: the pieces taken off are worth what was paid for them;
 * - more pieces of the same size: the added pieces are priced from today's catalog;
 * - another colour or size: the line is priced from today's catalog, as order creation does.
 * Shipping and the cash-on-delivery charge stay as agreed at checkout; a 'Pay now and save'
 * discount follows the goods' value in proportion.
 */
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const actorOf = (ctx: StaffActionContext) => ({ kind: 'staff' as const, id: ctx.staff.id });

const PAYING_NOW = 'The shopper is paying for this order online right now: try again in a few minutes.';

/**
 * Locks the order's payment attempts, then the order (the lock order of gateway callbacks), and
 * refuses an order that may not change. A cash-on-delivery order whose 'Pay now' attempt is
 * still open may not change either: that payment would switch the order to the figures frozen
 * when the shopper opened the pay-now page, undoing the change. (A new delivery address leaves
 * the figures alone: `linesChange: false`.)
 */
export async function lockChangeable(tx: Db, orderId: string, { linesChange = true } = {}): Promise<OrderRow> {
  const attempts = await lockAttempts(tx, orderId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  if (!order) throw notFound('No order has that id.');
  const refusal = changeRefusal(order);
  if (refusal) throw conflict(refusal, { status: order.status, paymentStatus: order.paymentStatus });
  if (linesChange && order.paymentMethod === PAYMENT_METHOD.COD && attempts.some((a) => a.state === 'PENDING')) throw conflict(PAYING_NOW);
  return order;
}

async function linesOf(tx: Db, orderId: string): Promise<ItemRow[]> {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
}

function lineAt(lines: readonly ItemRow[], position: number): ItemRow {
  const line = lines.find((l) => l.position === position);
  if (!line) throw notFound('The order has no such item. Reload the order page: it may have been changed meanwhile.');
  return line;
}

/** Today's price of `quantity` pieces of a product in a colour and size, as order creation prices them. */
async function priceToday(db: Db, order: OrderRow, productId: string, colorVariantId: string, size: string, quantity: number) {
  try {
    const priced = await priceOrder(db, [{ productId, selectedColor: colorVariantId, selectedSize: size, quantity }], order.paymentMethod as 1 | 2, order.shippingAddress.state);
    return priced.items[0]!;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'conflict') throw conflict(`This product is no longer sold in that colour and size (size ${size}). Choose another.`);
    throw err;
  }
}

const describeLine = (l: Pick<ItemRow, 'colorName' | 'sizeName' | 'quantity' | 'lineTotalPaise'>) => `${l.colorName}, size ${l.sizeName}, qty ${l.quantity} (${formatINR2(l.lineTotalPaise)})`;

/**
 * The order's figures once its lines are `lines`: charges as agreed, the prepaid discount in
 * proportion, a discount code's saving as the lines that stay carry it (issue 29).
 */
function figuresOf(order: OrderRow, lines: readonly Pick<ItemRow, 'lineTotalPaise' | 'quantity' | 'weightGrams' | 'discountPaise'>[]) {
  const subtotalPaise = lines.reduce((s, l) => s + l.lineTotalPaise, 0);
  const discountPaise = lines.reduce((s, l) => s + l.discountPaise, 0);
  const prepaidDiscountPaise = order.subtotalPaise > 0 ? Math.round((order.prepaidDiscountPaise * subtotalPaise) / order.subtotalPaise) : 0;
  return {
    subtotalPaise,
    prepaidDiscountPaise,
    discountPaise,
    totalPaise: subtotalPaise + order.shippingPaise + order.codFeePaise - prepaidDiscountPaise - discountPaise,
    totalWeightGrams: lines.reduce((s, l) => s + l.weightGrams * l.quantity, 0),
  };
}

/** An online order not paid yet has a payment open for its old total: its total may not change. */
function guardUnpaidOnline(order: OrderRow, totalPaise: number) {
  if (order.paymentMethod === PAYMENT_METHOD.ONLINE && !paidOnline(order) && totalPaise !== order.totalPaise) throw conflict(CHANGE_RULES.unpaidOnline);
}

type Applied = { order: OrderRow; before: Record<string, unknown>; after: Record<string, unknown>; note: string; action: string };

/**
 * Writes the order's new figures, its event and the audit row, and the money that follows from
 * the ledger, not from the old total: a paid order gets back what it paid beyond the new total
 * (a rise never paid and then undone refunds nothing), recorded NEW here so that the refund is
 * on record with the change even if sending it fails; it is sent after commit (settle-change.ts).
 */
async function record(tx: Db, ctx: StaffActionContext, a: Applied, figures: ReturnType<typeof figuresOf>): Promise<SavedChange> {
  const refundable = paidOnline(a.order);
  const ledger = await orderLedger(tx, a.order.id);
  const heldPaise = ledger.collectedPaise - ledger.refundedPaise;
  const refundPaise = refundable ? Math.max(0, heldPaise - figures.totalPaise) : 0;
  const owedPaise = refundable ? Math.max(0, figures.totalPaise - heldPaise) : 0;
  await tx.update(orders).set({ ...figures, updatedAt: new Date() }).where(eq(orders.id, a.order.id));
  const differencePaise = figures.totalPaise - a.order.totalPaise;
  const refundKey = `C${newId().slice(0, 12)}`;
  if (refundPaise > 0) await recordRefundIn(tx, { orderId: a.order.id, amountPaise: refundPaise, actor: actorOf(ctx), key: refundKey });
  const data = { before: a.before, after: a.after, totalBeforePaise: a.order.totalPaise, totalAfterPaise: figures.totalPaise, differencePaise, refundPaise, owedPaise, refundKey };
  await recordOrderEvent(tx, a.order.id, 'orderChanged', { actor: actorOf(ctx), note: a.note, data });
  await auditOrder(tx, ctx, a.action, a.order.id, { ...a.before, totalPaise: a.order.totalPaise }, { ...a.after, totalPaise: figures.totalPaise });
  return { orderId: a.order.id, totalBeforePaise: a.order.totalPaise, totalPaise: figures.totalPaise, differencePaise, refundPaise, owedPaise, refundKey, refundable };
}

export async function changeLine(ctx: StaffActionContext, orderId: string, input: ChangeLineInput): Promise<ChangeOutcome> {
  const db = await getDb();
  // Today's price is read before the order is locked: pricing reads the catalog and the delivery
  // settings on connections of its own, which must never wait on this transaction (PGlite has one).
  const seen = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!seen[0]) throw notFound('No order has that id.');
  const refused = changeRefusal(seen[0]);
  if (refused) throw conflict(refused, { status: seen[0].status, paymentStatus: seen[0].paymentStatus });
  // A code's saving was shared over the lines when the order was placed; a new size or quantity
  // would need the code judged again, so such an order's items are removed, not changed.
  if (seen[0].discountPaise > 0) {
    throw conflict(`This order was placed with discount code ${seen[0].discountCode}, whose saving is shared over its items, so an item cannot be changed. Remove the item instead, or cancel the order.`);
  }
  const was = lineAt(await linesOf(db, orderId), input.line);
  const sameSize = was.colorVariantId === input.colorVariantId && was.sizeName === input.size;
  if (sameSize && input.quantity === was.quantity) throw conflict('Nothing to change: the item already has this colour, size and quantity.');
  const priced =
    sameSize && input.quantity < was.quantity
      ? null
      : sameSize
        ? await priceToday(db, seen[0], was.productId, was.colorVariantId, was.sizeName, input.quantity - was.quantity)
        : await priceToday(db, seen[0], was.productId, input.colorVariantId, input.size, input.quantity);
  const change = await db.transaction(async (tx) => {
    const order = await lockChangeable(tx, orderId);
    const lines = await linesOf(tx, orderId);
    const line = lineAt(lines, input.line);
    if (line.id !== was.id || line.quantity !== was.quantity || line.sizeName !== was.sizeName || line.colorVariantId !== was.colorVariantId) {
      throw conflict('This item was changed meanwhile. Reload the order page and try again.');
    }
    const consume = paidOnline(order);
    const actor = actorOf(ctx);
    let next: ItemRow;
    if (!priced) {
      const kept = line.lineTotalPaise - Math.round((line.lineTotalPaise * (line.quantity - input.quantity)) / line.quantity);
      next = { ...line, quantity: input.quantity, lineTotalPaise: kept, unitPricePaise: Math.round(kept / input.quantity) };
      if (line.sizeId) await giveBackPieces(tx, orderId, line.sizeId, line.quantity - input.quantity, actor);
    } else if (sameSize) {
      const total = line.lineTotalPaise + priced.lineTotalPaise;
      next = { ...line, quantity: input.quantity, lineTotalPaise: total, unitPricePaise: Math.round(total / input.quantity) };
      await takePieces(tx, orderId, { sizeId: priced.sizeId, pieces: priced.quantity, productName: line.productName, colorName: line.colorName, sizeName: line.sizeName }, consume, actor);
    } else {
      next = { ...line, ...priced, id: line.id, orderId, position: line.position };
      if (line.sizeId) await giveBackPieces(tx, orderId, line.sizeId, line.quantity, actor);
      await takePieces(tx, orderId, { sizeId: priced.sizeId, pieces: priced.quantity, productName: priced.productName, colorName: priced.colorName, sizeName: priced.sizeName }, consume, actor);
    }
    const figures = figuresOf(order, lines.map((l) => (l.id === line.id ? next : l)));
    guardUnpaidOnline(order, figures.totalPaise);
    const { id: _id, orderId: _o, position: _p, ...set } = next;
    await tx.update(orderItems).set(set).where(eq(orderItems.id, line.id));
    const view = (l: ItemRow) => ({ line: l.position, product: l.productName, colour: l.colorName, size: l.sizeName, quantity: l.quantity, lineTotalPaise: l.lineTotalPaise });
    const note = `${line.productName}: ${describeLine(line)} → ${describeLine(next)}. Total ${formatINR2(order.totalPaise)} → ${formatINR2(figures.totalPaise)}.`;
    return record(tx, ctx, { order, before: view(line), after: view(next), note, action: 'order.changeLine' }, figures);
  });
  return settleChange(ctx, change);
}

/** Removes one line (a partial cancellation): its stock goes back and its value leaves the total. */
export async function removeLine(ctx: StaffActionContext, orderId: string, input: RemoveLineInput): Promise<ChangeOutcome> {
  const db = await getDb();
  const change = await db.transaction(async (tx) => {
    const order = await lockChangeable(tx, orderId);
    const lines = await linesOf(tx, orderId);
    const line = lineAt(lines, input.line);
    if (lines.length === 1) throw conflict(CHANGE_RULES.lastLine);
    const figures = figuresOf(order, lines.filter((l) => l.id !== line.id));
    guardUnpaidOnline(order, figures.totalPaise);
    if (line.sizeId) await giveBackPieces(tx, orderId, line.sizeId, line.quantity, actorOf(ctx));
    await tx.delete(orderItems).where(eq(orderItems.id, line.id));
    const removed = { line: line.position, product: line.productName, colour: line.colorName, size: line.sizeName, quantity: line.quantity, lineTotalPaise: line.lineTotalPaise };
    const note = `Removed ${line.productName} (${describeLine(line)}): ${input.reason}. Total ${formatINR2(order.totalPaise)} → ${formatINR2(figures.totalPaise)}.`;
    return record(tx, ctx, { order, before: { removed }, after: { reason: input.reason }, note, action: 'order.removeLine' }, figures);
  });
  return settleChange(ctx, change);
}
