import { createHmac } from 'node:crypto';
import { env, type Env } from '#server/platform/env';
import { clockNow } from '#server/platform/clock';
import { getDb } from '#server/platform/db/client';
import { currentLoad, overThreshold } from '#server/platform/load-gauge';
import type { Customer } from '#server/auth';
import type { CreateOrderAnswer } from '#lib/order-types';
import type { CreateOrderInput } from '#lib/validation/order';
import { seenKey } from '#server/orders';
import { createOrder, type PlaceOptions } from './create-order';
import { CheckoutQueue } from './checkout-queue';
import { openTicket, sealTicket, type Ticket } from './checkout-ticket';

/**
 * Order placement behind the checkout queue (issue 33 item 4). Only order/create comes through
 * here: pages, quotes and everything else a shopper browses never wait in it.
 */
export type CheckoutOutcome =
  | { placed: CreateOrderAnswer; turn: number | null }
  | { queued: { ticket: string; position: number; estimateSeconds: number } };

/** A place left unasked for this long is given up (the shopper closed the page). */
const IDLE_MS = 20_000;

let queue: { env: Env; line: CheckoutQueue } | undefined;

/** This instance's queue, made afresh when the settings change (tests change them). */
export function checkoutQueue(e: Env = env()): CheckoutQueue {
  if (queue?.env !== e) {
    const limits = { lagMs: e.CHECKOUT_QUEUE_LAG_MS, poolWaiting: e.CHECKOUT_QUEUE_POOL_WAITING };
    queue = { env: e, line: new CheckoutQueue({ capacity: e.CHECKOUT_QUEUE_CAPACITY, idleMs: IDLE_MS, now: clockNow, overloaded: () => overThreshold(currentLoad(), limits) }) };
  }
  return queue.line;
}

const ticketSecret = (e: Env) => createHmac('sha256', e.AUTH_SECRET).update('checkout-queue-ticket').digest('base64url');

async function placeInTurn(line: CheckoutQueue, turn: number | null, run: () => Promise<CreateOrderAnswer>): Promise<CheckoutOutcome> {
  const started = performance.now();
  try {
    return { placed: await run(), turn };
  } finally {
    line.finished(performance.now() - started);
  }
}

function queued(line: CheckoutQueue, ticket: Ticket, e: Env): CheckoutOutcome {
  const position = Math.max(1, line.position(ticket));
  return { queued: { ticket: sealTicket(ticket, ticketSecret(e), clockNow()), position, estimateSeconds: line.estimateSeconds(position) } };
}

/** The key first: a repeat of an order already placed (here, on another instance, before a restart) is answered with it. */
async function placedBefore(customer: Customer, key: string | null): Promise<boolean> {
  return key !== null && (await seenKey(await getDb(), customer.id, key)).order !== null;
}

/**
 * Places the order now when the queue lets it, or answers its place. A ticket (from an earlier
 * answer) waits on the server up to CHECKOUT_QUEUE_HOLD_MS for its turn, without a connection.
 */
export async function placeThroughQueue(customer: Customer, input: CreateOrderInput, key: string | null, ticketToken: string | null, opts: PlaceOptions = {}): Promise<CheckoutOutcome> {
  const e = env();
  const run = () => createOrder(customer, input, key, opts);
  if (e.CHECKOUT_QUEUE === 'off') return { placed: await run(), turn: null };
  const line = checkoutQueue(e);
  if (ticketToken) {
    // Before the ticket is judged: even an expired or foreign one gets the order its key made.
    if (await placedBefore(customer, key)) return { placed: await run(), turn: null };
    const ticket = openTicket(ticketToken, ticketSecret(e), clockNow(), { customerId: customer.id, key });
    if (ticket) {
      const turn = await line.wait(ticket, e.CHECKOUT_QUEUE_HOLD_MS);
      return turn === null ? queued(line, ticket, e) : placeInTurn(line, turn, run);
    }
  }
  let arrival;
  try {
    arrival = line.arrive(customer.id, key);
  } catch (err) {
    // Three places held: still, a repeat of a placed order is answered with it.
    if (await placedBefore(customer, key)) return { placed: await run(), turn: null };
    throw err;
  }
  if (arrival.turn) return placeInTurn(line, null, run);
  // The key first: a repeat of an order already placed is answered with it, never queued.
  if (await placedBefore(customer, key)) {
    line.leave(arrival.ticket);
    return { placed: await run(), turn: null };
  }
  return queued(line, arrival.ticket, e);
}
