import { eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { colorVariants, orderEvents, orderItems, orders, returnLines, sizes } from '../db/schema';
import { newId } from '../db/ids';
import { moveOrder } from '../orders/transitions';
import { recordShipment } from '../orders/shipments';
import type { StaffActionContext } from '../orders/staff-action';
import { moveStock } from '../stock/move-stock';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../lib/order-status';
import type { ReturnPickupInput } from '../../lib/validation/returns';
import { lockReturn, returnRefusal, stepReturn } from './return-life';
import { releaseExchangeHold } from './exchange-hold';
import { conflict } from '../http/errors';

/**
 * Ships an exchange: a linked order at no charge (its lines the sizes the shopper chose, each
 * at ₹0, nothing to pay) takes over the sizes the request reserved, and then follows the normal
 * order life through the transition module: confirmed, shipped with this courier and AWB now,
 * delivered later from its own console page. It carries no tax invoice: nothing is charged for
 * it, and the original invoice already covers the sale (see README, Decisions).
 */
export async function shipExchange(ctx: StaffActionContext, returnId: string, parcel: ReturnPickupInput) {
  const db = await getDb();
  return db.transaction(async (t) => {
    const tx = t as Db;
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
    await moveOrder(tx, exchangeId, 'ship', { actor, data: { ...parcel } });
    await recordShipment(tx, exchangeId, parcel, ctx.staff.id);
    const updated = await stepReturn(tx, ctx, r, 'shipExchange', { set: { exchangeOrderId: exchangeId }, data: { exchangeOrderId: exchangeId, ...parcel } });
    return { ...updated, exchangeOrderId: exchangeId };
  });
}

