import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { badRequest, gone } from '#server/platform/errors';

/**
 * A shopper's place in the checkout queue, kept by the browser (so a reload keeps it) and sent
 * back with each retry. Signed, so a place cannot be moved forward by editing it, and bound to the
 * shopper and the order's Idempotency-Key, so it cannot be lent to another order.
 */
export type Ticket = {
  id: string;
  customerId: string;
  key: string | null;
  /** When the shopper first asked (ms since the epoch): the queue's order, across restarts and instances. */
  arrival: number;
  /** Breaks ties between arrivals in the same millisecond. */
  seq: number;
  expires: number;
};

/** A place is kept this long; a shopper still waiting after it starts again at the back. */
export const TICKET_LIFETIME_MS = 30 * 60_000;

/**
 * Each answer renews the ticket it gives for this long: a shopper who keeps asking keeps the
 * place on any instance, while a ticket kept aside (collected at the first rush to jump a later
 * one) has lapsed and joins at the back.
 */
export const TICKET_RENEWAL_MS = 60_000;

export function newTicket(customerId: string, key: string | null, arrival: number, seq: number): Ticket {
  return { id: randomBytes(9).toString('base64url'), customerId, key, arrival, seq, expires: arrival + TICKET_LIFETIME_MS };
}

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(`checkout-ticket:${body}`).digest('base64url');

export function sealTicket(t: Ticket, secret: string, now: number): string {
  const body = Buffer.from(JSON.stringify([t.id, t.customerId, t.key, t.arrival, t.seq, t.expires, now + TICKET_RENEWAL_MS])).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

const NOT_VALID = 'This checkout queue ticket is not valid. Place the order again to join the queue.';

/**
 * The ticket's facts, if it is ours, unexpired and for this shopper's order with this key; null
 * when it was not renewed in time (the shopper takes a new place at the back).
 */
export function openTicket(token: string, secret: string, now: number, owner: { customerId: string; key: string | null }): Ticket | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) throw badRequest(NOT_VALID);
  const want = Buffer.from(sign(body, secret));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw badRequest(NOT_VALID);
  const [id, customerId, key, arrival, seq, expires, renewBy] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [string, string, string | null, number, number, number, number];
  if (customerId !== owner.customerId || key !== owner.key) throw badRequest('This checkout queue ticket belongs to another order. Send it only with the order it was given for.');
  if (now >= expires) throw gone('Your place in the checkout queue has expired. Place the order again to join the queue.');
  if (!(now < renewBy)) return null;
  return { id, customerId, key, arrival, seq, expires };
}
