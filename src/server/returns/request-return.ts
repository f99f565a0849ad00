import { and, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orders, returnEvidence, returnLines, returnRequests } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { DomainError, badRequest, conflict, notFound } from '#server/platform/errors';
import { recordOrderEvent } from '#server/orders';
import { ORDER_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { needsEvidence, RETURN_EVENT_KINDS } from '#lib/returns/return-types';
import type { ReturnRequestInput } from '#lib/validation/returns';
import { returnWindowOf } from './return-window';
import { exchangeRefusal, sizeOfProduct } from './exchange-choices';
import { paidShares } from './paid-share';
import { exchangeDifferencePaise } from '#lib/returns/exchange-difference';
import { formatINR2 } from '#lib/money';
import { holdForExchange } from './exchange-hold';
import { maskPayout, sealPayout } from './payout-seal';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * A shopper asks to return or exchange items of a delivered order. Every refusal is a 4xx with
 * the reason and writes nothing: the whole request, its exchange reservations and its order
 * event are one transaction. The order row is locked first, so two requests for one order at
 * once meet the one-per-order rule one after the other.
 */
export async function requestReturn(customerId: string, input: ReturnRequestInput): Promise<{ returnId: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, input.orderId), eq(orders.customerId, customerId))).limit(1).for('update');
    if (!order) throw notFound('No such order on your account.');
    if (order.status !== ORDER_STATUS.DELIVERED) throw conflict('This order has not been delivered yet. You can ask for a return or exchange once it reaches you.');
    const [existing] = await tx.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.orderId, order.id)).limit(1);
    if (existing) throw conflict('You have already asked to return or exchange this order. Our policy allows one return or exchange per order.');
    const window = await returnWindowOf(tx, order);
    if (!window.open) {
      throw new DomainError('unprocessable', `The ${window.windowDays}-day return window for this order closed on ${day.format(window.closesAt ?? new Date())}. Returns and exchanges are accepted within ${window.windowDays} days of delivery.`);
    }

    const { items, paidFor } = await paidShares(tx, order.id);
    const byId = new Map(items.map((i) => [i.id, i]));
    const holds: { sizeId: string; quantity: number }[] = [];
    const lines: (typeof returnLines.$inferInsert)[] = [];
    const returnId = newId();
    for (const [i, l] of input.lines.entries()) {
      const item = byId.get(l.orderItemId);
      if (!item) throw badRequest('Invalid request.', [{ path: `lines.${i}.orderItemId`, message: 'This item is not part of the order.' }]);
      const what = `${item.productName} (${item.colorName}, size ${item.sizeName})`;
      if (l.quantity > item.quantity) {
        throw new DomainError('unprocessable', `You received ${item.quantity} of ${what}, so you can return at most ${item.quantity}.`, { errors: [{ path: `lines.${i}.quantity`, message: `at most ${item.quantity}` }] });
      }
      let exchangeLabel: string | null = null;
      let differencePaise = 0;
      if (input.kind === 'exchange') {
        const size = await sizeOfProduct(tx, l.exchangeSizeId!, item.productId);
        if (!size) throw badRequest('Invalid request.', [{ path: `lines.${i}.exchangeSizeId`, message: `Choose another size or colour of ${item.productName}.` }]);
        if (size.sizeId === item.sizeId) throw badRequest('Invalid request.', [{ path: `lines.${i}.exchangeSizeId`, message: 'Choose a different size or colour from the one you received.' }]);
        const bought = item.sizeId ? await sizeOfProduct(tx, item.sizeId, item.productId) : null;
        const boughtList = bought?.pricePaise ?? item.unitPricePaise;
        const priceRefusal = exchangeRefusal(size, boughtList);
        if (priceRefusal) throw badRequest('Invalid request.', [{ path: `lines.${i}.exchangeSizeId`, message: priceRefusal }]);
        exchangeLabel = size.label;
        differencePaise = exchangeDifferencePaise(paidFor(items.indexOf(item), l.quantity), boughtList, size.pricePaise);
        holds.push({ sizeId: size.sizeId, quantity: l.quantity });
      }
      lines.push({ returnId, orderItemId: item.id, quantity: l.quantity, exchangeSizeId: input.kind === 'exchange' ? l.exchangeSizeId! : null, exchangeLabel, differencePaise });
    }

    let refundMethod: 'original' | 'upi' | 'bank' | null = null;
    let payoutSealed: string | null = null;
    let payoutMasked: string | null = null;
    // A refund, or an exchange to a cheaper size, sends money back: to the original payment, or
    // for cash on delivery to the UPI id or bank account the shopper names.
    const difference = lines.reduce((a, l) => a + (l.differencePaise ?? 0), 0);
    if (input.kind === 'refund' || difference > 0) {
      if (order.paymentMethod === PAYMENT_METHOD.COD) {
        if (!input.payout) {
          const why = input.kind === 'refund' ? 'your refund' : `the ${formatINR2(difference)} price difference`;
          throw badRequest(`Tell us where to send ${why}: a UPI id or a bank account.`, [{ path: 'payout', message: 'Enter a UPI id or a bank account for a cash-on-delivery order.' }]);
        }
        refundMethod = input.payout.method;
        payoutSealed = sealPayout(input.payout);
        payoutMasked = maskPayout(input.payout);
      } else {
        refundMethod = 'original';
      }
    }

    const evidenceIds = [...new Set(input.evidenceIds)];
    if (needsEvidence(input.reason) && evidenceIds.length === 0) {
      throw badRequest('Attach the unboxing video or photos of the item: we need them for a damaged or wrong item.', [{ path: 'evidenceIds', message: 'Attach a video or photos.' }]);
    }
    if (evidenceIds.length > 0) {
      const own = await tx
        .select({ id: returnEvidence.id })
        .from(returnEvidence)
        .where(and(inArray(returnEvidence.id, evidenceIds), eq(returnEvidence.customerId, customerId), eq(returnEvidence.orderId, order.id), isNull(returnEvidence.returnId)));
      if (own.length !== evidenceIds.length) throw badRequest('Invalid request.', [{ path: 'evidenceIds', message: 'Upload the files again: one of them was sent for another order, is not yours or is already attached.' }]);
    }

    await tx.insert(returnRequests).values({ id: returnId, orderId: order.id, customerId, kind: input.kind, reason: input.reason, note: input.note || null, refundMethod, payoutSealed, payoutMasked });
    await tx.insert(returnLines).values(lines);
    const short = await holdForExchange(tx, returnId, holds, { kind: 'customer', id: customerId });
    if (short.length > 0) {
      const line = lines.find((l) => l.exchangeSizeId === short[0])!;
      throw conflict(`${byId.get(line.orderItemId)!.productName} in ${line.exchangeLabel} is sold out. Choose another size or colour, or ask for a refund instead.`, { soldOut: short });
    }
    if (evidenceIds.length > 0) await tx.update(returnEvidence).set({ returnId }).where(inArray(returnEvidence.id, evidenceIds));
    await recordOrderEvent(tx, order.id, RETURN_EVENT_KINDS.requested, {
      actor: { kind: 'customer', id: customerId },
      data: { returnId, kind: input.kind, reason: input.reason },
    });
    return { returnId };
  });
}
