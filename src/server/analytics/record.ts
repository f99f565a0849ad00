import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { products } from '../db/schema';
import { notFound } from '../http/errors';
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

/** Keyed by the order id: a second report of the same order is received but not stored again. */
export function recordPurchase(ctx: Ctx, input: EventInput): Promise<RecordResult> {
  const withOrder = { ...input, custom_data: { ...input.custom_data, order_id: input.custom_data.order_id ?? input.event_id } };
  return record(ctx, [withOrder], `/order/status/${input.event_id}`);
}
