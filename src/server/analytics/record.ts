import type { APIContext } from 'astro';
import { and, eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { customers, orderItems, orders, products } from '#server/platform/db/schema/index';
import { conflict, notFound } from '#server/platform/errors';
import { fromPaise } from '#lib/money';
import { isSuccessfulOrder } from '#lib/order-status';
import { PURCHASE_EVENT_ID, type EventInput } from './event-schema';
import { guardFlood } from './flood-guard';
import { storeEvents } from './outbox';
import { requestInfo } from './request-info';
import { buildServerEvent } from './server-event';

type Ctx = Pick<APIContext, 'request' | 'url' | 'cookies'> & { clientAddress?: string };

export type RecordResult = { received: number; stored: number };

async function record(ctx: Ctx, inputs: EventInput[], fallbackPath: string): Promise<RecordResult> {
  const info = requestInfo(ctx);
  guardFlood(info.ip, inputs.length);
  const now = Date.now();
  const events = inputs.map((input) => buildServerEvent(input, info, { requestOrigin: ctx.url.origin, fallbackPath, now }));
  const stored = await storeEvents(events);
  return { received: inputs.length, stored };
}

/** AddToCart / ViewContent for one product; an unknown slug is refused rather than forwarded. */
export async function recordProductEvents(ctx: Ctx, slug: string, inputs: EventInput[]): Promise<RecordResult> {
  const db = await getDb();
  const found = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  if (found.length === 0) throw notFound(`No product has the slug '${slug}'. Check the link and try again.`);
  return record(ctx, inputs, `/product/${encodeURIComponent(slug)}`);
}

export function recordInitiateCheckout(ctx: Ctx, input: EventInput): Promise<RecordResult> {
  return record(ctx, [input], '/shipping');
}

/**
 * One item of an order, keyed by the order id and the product id: a second report of the same
 * item is received but not stored again. Only a confirmed order of this shop, reported by its
 * own buyer (`customerId`, signed in), counts: anyone else's order is answered as unknown, so
 * order ids cannot be probed. The order itself supplies the item's value and quantity (the
 * grouped helper's rounded product total) and the buyer's name, phone and e-mail (hashed before
 * storing) rather than whatever the body says.
 */
export async function recordPurchase(ctx: Ctx, input: EventInput, customerId: string): Promise<RecordResult> {
  const [, orderId = '', productId = ''] = PURCHASE_EVENT_ID.exec(input.event_id) ?? [];
  const db = await getDb();
  const [order] = await db
    .select({
      name: orders.customerName,
      mobile: orders.customerMobile,
      email: customers.email,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!order) throw notFound(`No order has the id '${orderId}'. Check the order number and try again.`);
  if (!isSuccessfulOrder(order.paymentMethod, order.paymentStatus)) {
    throw conflict('This order is not confirmed yet, so it is not reported as a purchase.');
  }
  const lines = await db
    .select({ quantity: orderItems.quantity, totalPaise: orderItems.lineTotalPaise, name: orderItems.productName, category: orderItems.categoryName })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  if (lines.length === 0) throw notFound(`Order '${orderId}' has no item of the product '${productId}'.`);
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  const value = Math.round(fromPaise(lines.reduce((n, l) => n + l.totalPaise, 0)));
  const [fn, ...rest] = order.name.trim().split(/\s+/);
  const user_data = {
    ...input.user_data,
    fn: fn || undefined,
    ln: rest.length > 0 ? rest.join(' ') : undefined,
    ph: order.mobile,
    em: order.email ?? undefined,
  };
  const custom_data = {
    ...input.custom_data,
    value,
    quantity,
    num_items: quantity,
    content_ids: [productId],
    content_name: lines[0]!.name,
    content_category: lines[0]!.category || undefined,
    contents: [{ id: productId, quantity, item_price: Math.round((value / quantity) * 100) / 100 }],
    order_id: orderId,
  };
  return record(ctx, [{ ...input, user_data, custom_data }], `/order/status/${orderId}`);
}
