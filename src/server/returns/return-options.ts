import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { returnRequests } from '#server/platform/db/schema/index';
import { getOwnOrderRow } from '#server/orders';
import { ORDER_STATUS } from '#lib/order-status';
import type { ReturnOptions } from '#lib/returns/return-view';
import { returnWindowOf } from './return-window';
import { exchangeRefusal, sizesOfProducts } from './exchange-choices';
import { shopperReturnView } from './return-view';
import { paidShares } from './paid-share';
import { exchangeDifferencePaise } from '#lib/returns/exchange-difference';

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
  const { items, paidFor } = await paidShares(db, orderId);
  const choices = await sizesOfProducts(db, [...new Set(items.map((i) => i.productId))]);
  // What the bought size lists at now (what an exchange is compared with), else what was paid.
  const listPrice = (i: (typeof items)[number]) => choices.find((c) => c.sizeId === i.sizeId)?.pricePaise ?? i.unitPricePaise;
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
    lines: items.map((i, index) => ({
      orderItemId: i.id,
      productName: i.productName,
      colorName: i.colorName,
      sizeName: i.sizeName,
      quantity: i.quantity,
      image: i.image,
      choices: choices
        .filter((c) => c.productId === i.productId && c.sizeId !== i.sizeId && exchangeRefusal(c, listPrice(i)) === null)
        .map((c) => ({ sizeId: c.sizeId, label: c.label, soldOut: c.sellable < 1, differencePaise: exchangeDifferencePaise(paidFor(index, 1), listPrice(i), c.pricePaise) })),
    })),
    request: existing ? await shopperReturnView(db, existing) : null,
  };
}
