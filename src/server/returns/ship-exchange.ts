import { asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { colorVariants, orderEvents, orderItems, orders, returnLines, returnRequests, sizes } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { moveOrder, orderLedger } from '#server/orders';
import type { StaffActionContext } from '#server/orders';
import { moveStock } from '#server/stock';
import { refundPayment } from '#server/payments';
import type { PriceDifference } from '#server/gst';
import { ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { formatINR2 } from '#lib/money';
import type { ShipExchangeInput } from '#lib/validation/returns';
import { lockReturn, returnRefusal, stepReturn } from './return-life';
import { releaseExchangeHold } from './exchange-hold';
import { badRequest, conflict, forbidden, notFound } from '#server/platform/errors';
import { can } from '#server/staff';

/**
 * Ships an exchange: a linked order at no charge (its lines the sizes the shopper chose, each
 * at ₹0, nothing to pay) takes over the sizes the request reserved, and then follows the normal
 * order life through the transition module: confirmed, shipped with this courier and AWB now,
 * delivered later from its own console page. It carries no tax invoice: nothing is charged for
 * it, and the original invoice already covers the sale (see README, Decisions). Sizes that list
 * for less pay their difference back as the exchange ships (differenceBack), with a credit note
 * for exactly that much on the original invoice.
 */
export async function shipExchange(ctx: StaffActionContext, returnId: string, input: ShipExchangeInput) {
  const { payoutReference, ...parcel } = input;
  const db = await getDb();
  const refund = await differenceBack(ctx, db, returnId, payoutReference);
  return db.transaction(async (tx) => {
    const r = await lockReturn(tx, returnId);
    const refusal = returnRefusal(r, 'shipExchange');
    if (refusal) throw conflict(refusal, { status: r.status });
    const actor = { kind: 'staff' as const, id: ctx.staff.id };
    const [original] = await tx.select().from(orders).where(eq(orders.id, r.orderId));
    const lines = await tx.select({ line: returnLines, item: orderItems }).from(returnLines).innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId)).where(eq(returnLines.returnId, r.id));
    const wanted = await tx
      .select({ sizeId: sizes.id, sizeName: sizes.name, weightGrams: sizes.weightGrams, variantId: colorVariants.id, colorName: colorVariants.name, colorCode: colorVariants.colorCode })
      .from(sizes)
      .innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId))
      .where(inArray(sizes.id, lines.map(({ line }) => line.exchangeSizeId!).filter(Boolean)));
    const sizeById = new Map(wanted.map((w) => [w.sizeId, w]));
    if (lines.some(({ line }) => !line.exchangeSizeId || !sizeById.has(line.exchangeSizeId))) {
      throw conflict('A size this exchange asked for has been removed from the catalog. Refund the shopper instead.');
    }

    const exchangeId = newId();
    const weight = lines.reduce((a, { line }) => a + sizeById.get(line.exchangeSizeId!)!.weightGrams * line.quantity, 0);
    await tx.insert(orders).values({
      id: exchangeId,
      customerId: original!.customerId,
      status: ORDER_STATUS.WAITING,
      paymentMethod: original!.paymentMethod,
      // Nothing is owed on an exchange, so the courier collects nothing.
      paymentStatus: PAYMENT_STATUS.PAID,
      subtotalPaise: 0,
      shippingPaise: 0,
      totalPaise: 0,
      totalWeightGrams: weight,
      customerName: original!.customerName,
      customerMobile: original!.customerMobile,
      addressId: original!.addressId,
      shippingAddress: original!.shippingAddress,
    });
    await tx.insert(orderItems).values(
      lines.map(({ line, item }, position) => {
        const s = sizeById.get(line.exchangeSizeId!)!;
        return { ...item, id: newId(), orderId: exchangeId, position, colorVariantId: s.variantId, sizeId: s.sizeId, sizeName: s.sizeName, colorName: s.colorName, colorCode: s.colorCode, quantity: line.quantity, unitPricePaise: 0, lineTotalPaise: 0, weightGrams: s.weightGrams };
      }),
    );
    await tx.insert(orderEvents).values({ orderId: exchangeId, kind: 'placed', actorKind: 'staff', actorId: ctx.staff.id, note: `Exchange for order ${r.orderId}`, data: { exchangeFor: r.orderId, returnId: r.id } });
    // The request's hold becomes the new order's reservation, which shipping then consumes.
    const holds = lines.map(({ line }) => ({ sizeId: line.exchangeSizeId!, quantity: line.quantity }));
    await releaseExchangeHold(tx, r.id, holds, actor);
    for (const h of [...holds].sort((a, b) => a.sizeId.localeCompare(b.sizeId))) {
      const held = await moveStock(tx, { sizeId: h.sizeId, onHandDelta: 0, reservedDelta: h.quantity, reason: 'reserve', orderId: exchangeId, actor });
      if (!held) throw new Error(`size ${h.sizeId} lost the exchange hold of return ${r.id}`);
    }
    await moveOrder(tx, exchangeId, 'confirm', { actor, note: 'Exchange at no charge' });
    await moveOrder(tx, exchangeId, 'ship', { actor, data: { ...parcel }, shipment: parcel, exchange: true });
    const money = refund ? { amountPaise: refund.amountPaise, ...(refund.online ? { refundState: refund.refundState } : { payoutReference: refund.payoutReference }) } : {};
    const updated = await stepReturn(tx, ctx, r, 'shipExchange', {
      set: { exchangeOrderId: exchangeId, ...(refund ? { refundPaise: refund.amountPaise, payoutReference: refund.payoutReference } : {}) },
      data: { exchangeOrderId: exchangeId, ...parcel, ...money },
      ...(refund ? { refund: { credit: { differences: refund.differences }, amountPaise: refund.amountPaise, online: refund.online, payoutReference: refund.payoutReference } } : {}),
    });
    return { ...updated, exchangeOrderId: exchangeId };
  });
}


type DifferenceBack = { amountPaise: number; online: boolean; payoutReference: string | null; refundState: string | null; differences: PriceDifference[] };

/**
 * The price difference an exchange to cheaper sizes pays back, checked before anything moves, as
 * a return's refund is (refund-return.ts): a cash-on-delivery order's difference only once its
 * cash was collected, and only with the transfer reference of the merchant's payment to the
 * shopper; an online order's goes back through the gateway first (idempotent per payment and
 * amount, so a refused step can be tried again without sending it twice). Null when nothing is owed.
 */
async function differenceBack(ctx: StaffActionContext, db: Db, returnId: string, payoutReference: string | undefined): Promise<DifferenceBack | null> {
  const [r] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId)).limit(1);
  if (!r) throw notFound('No return request has that id.');
  const refusal = returnRefusal(r, 'shipExchange');
  if (refusal) throw conflict(refusal, { status: r.status });
  const items = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, r.orderId)).orderBy(asc(orderItems.position));
  const lines = await db.select().from(returnLines).where(eq(returnLines.returnId, r.id));
  const differences = lines
    .filter((l) => l.differencePaise > 0)
    .map((l) => ({ index: items.findIndex((i) => i.id === l.orderItemId), quantity: l.quantity, grossPaise: l.differencePaise, exchangedFor: l.exchangeLabel ?? 'another size' }))
    .sort((a, b) => a.index - b.index);
  const amountPaise = differences.reduce((a, d) => a + d.grossPaise, 0);
  if (amountPaise === 0) return null;
  // Sending money back is a refund: the same people who refund returns (refund-return's route).
  if (!can(ctx.staff.role, 'orders.cancel')) throw forbidden(`This exchange pays ${formatINR2(amountPaise)} back to the shopper, so a manager or the owner ships it.`);
  const wanted = lines.map((l) => l.exchangeSizeId).filter((id): id is string => id !== null);
  const known = wanted.length ? await db.select({ id: sizes.id }).from(sizes).where(inArray(sizes.id, wanted)) : [];
  if (known.length !== wanted.length) throw conflict('A size this exchange asked for has been removed from the catalog. Refund the shopper instead.');
  const [order] = await db.select().from(orders).where(eq(orders.id, r.orderId));
  const online = order!.paymentMethod === PAYMENT_METHOD.ONLINE;
  if (!online) {
    const ledger = await orderLedger(db, r.orderId);
    if (ledger.collectedPaise - ledger.refundedPaise < amountPaise) {
      throw conflict(`Mark the cash on delivery collected before shipping this exchange: the shop has not received the ${formatINR2(amountPaise)} it would pay back.`, { paymentStatus: order!.paymentStatus });
    }
    if (!payoutReference) {
      throw badRequest(`Pay the ${formatINR2(amountPaise)} price difference to the shopper's ${r.refundMethod === 'bank' ? 'bank account' : 'UPI id'} first, then enter the transfer reference.`, [{ path: 'payoutReference', message: 'Enter the UPI or bank transfer reference.' }]);
    }
    return { amountPaise, online, payoutReference, refundState: null, differences };
  }
  // The exchange's own key: two exchanges with the same difference are two refunds, not one.
  const sent = await refundPayment({ orderId: r.orderId, amountPaise, actor: { kind: 'staff', id: ctx.staff.id }, key: `E${returnId.slice(0, 12)}` });
  return { amountPaise, online, payoutReference: null, refundState: sent.state, differences };
}
