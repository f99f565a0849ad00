import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { customers, orders, products } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { fromPaise } from '../../lib/money';
import { isSuccessfulOrder } from '../../lib/order-status';
import type { EventInput } from './event-schema';
import { guardFlood } from './flood-guard';
import { storeEvents } from './outbox';
import { requestInfo } from './request-info';
import { buildServerEvent } from './server-event';

type Ctx = Pick<APIContext, 'request' | 'url'> & { clientAddress?: string };

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
 * Keyed by the order id: a second report of the same order is received but not stored again.
 * Only a confirmed order of this shop counts, and the order itself supplies the value and the
 * buyer's name, phone and e-mail (hashed before storing) rather than whatever the body says.
 */
export async function recordPurchase(ctx: Ctx, input: EventInput): Promise<RecordResult> {
  const db = await getDb();
  const [order] = await db
    .select({
      name: orders.customerName,
      mobile: orders.customerMobile,
      email: customers.email,
      totalPaise: orders.totalPaise,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, input.event_id))
    .limit(1);
  if (!order) throw notFound(`No order has the id '${input.event_id}'. Check the order number and try again.`);
  if (!isSuccessfulOrder(order.paymentMethod, order.paymentStatus)) {
    throw conflict('This order is not confirmed yet, so it is not reported as a purchase.');
  }
  const [fn, ...rest] = order.name.trim().split(/\s+/);
  const user_data = {
    ...input.user_data,
    fn: fn || undefined,
    ln: rest.length > 0 ? rest.join(' ') : undefined,
    ph: order.mobile,
    em: order.email ?? undefined,
  };
  const custom_data = { ...input.custom_data, value: fromPaise(order.totalPaise), order_id: input.event_id };
  return record(ctx, [{ ...input, user_data, custom_data }], `/order/status/${input.event_id}`);
}
