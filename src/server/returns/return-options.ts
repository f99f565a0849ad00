import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { orderItems, returnRequests } from '../db/schema';
import { getOwnOrderRow } from '../orders/order-queries';
import { ORDER_STATUS } from '../../lib/order-status';
import type { ReturnOptions } from '../../lib/returns/return-view';
import { returnWindowOf } from './return-window';
import { sizesOfProducts } from './exchange-choices';
import { shopperReturnView } from './return-view';

/**
 * What the order page needs to offer 'Return or exchange': whether the order may be returned
 * now (and if not, why), its lines with the other sizes and colours each could be exchanged
 * for, and the request already made, with its steps. Anyone else's order is a 404.
 */
export async function returnOptions(customerId: string, orderId: string): Promise<ReturnOptions> {
  const order = await getOwnOrderRow(customerId, orderId);
  const db = await getDb();
  const [existing] = await db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).limit(1);
  const window = await returnWindowOf(db, order);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const choices = await sizesOfProducts(db, [...new Set(items.map((i) => i.productId))]);
  const refusal = existing
    ? 'You have already asked to return or exchange this order.'
    : order.status !== ORDER_STATUS.DELIVERED
      ? 'Returns and exchanges open once the order is delivered.'
      : !window.open
        ? `The ${window.windowDays}-day return window for this order has closed.`
        : null;
  return {
    refusal,
    windowDays: window.windowDays,
    closesAt: window.closesAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    lines: items.map((i) => ({
      orderItemId: i.id,
      productName: i.productName,
      colorName: i.colorName,
      sizeName: i.sizeName,
      quantity: i.quantity,
      image: i.image,
      choices: choices
        .filter((c) => c.productId === i.productId && c.sizeId !== i.sizeId)
        .map((c) => ({ sizeId: c.sizeId, label: c.label, soldOut: c.sellable < 1 })),
    })),
    request: existing ? await shopperReturnView(db, existing) : null,
  };
}
