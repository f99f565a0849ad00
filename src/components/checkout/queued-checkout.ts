import type { CreateOrderInput } from '#lib/validation/order';
import { placeOrder, type QueuePlace } from './checkout-api';

/**
 * Placing an order through the checkout queue (issue 33 item 4). While the shop answers 202 with
 * a place, the ticket is kept in sessionStorage with the order it belongs to (a reload of this tab
 * resumes it, in the same place) and the order is sent again with it at once: the shop holds that
 * request until the order's turn, so no polling timer is needed.
 */
const STORE_KEY = 'kanmani:checkout-queue';

export type SavedPlace = { ticket: string; key: string; input: CreateOrderInput; waiting: Waiting };

export function savedPlace(): SavedPlace | null {
  try {
    const raw = sessionStorage.getItem(STORE_KEY);
    return raw ? (JSON.parse(raw) as SavedPlace) : null;
  } catch {
    return null;
  }
}

function keep(place: SavedPlace | null): void {
  try {
    if (place) sessionStorage.setItem(STORE_KEY, JSON.stringify(place));
    else sessionStorage.removeItem(STORE_KEY);
  } catch {
    // Storage refused (private mode): the place lasts as long as the page.
  }
}

export type Waiting = Pick<QueuePlace, 'position' | 'estimateSeconds'>;

/** Sends the order until the shop answers anything but a place; `onWaiting` hears each place. */
export async function placeInTurn(
  input: CreateOrderInput,
  key: string,
  token: string,
  onWaiting: (w: Waiting) => void,
  ticket: string | null = null,
): Promise<Awaited<ReturnType<typeof placeOrder>>> {
  for (;;) {
    const sent = Date.now();
    const r = await placeOrder(input, key, token, ticket);
    if (r.status !== 202 || !r.place) {
      keep(null);
      return r;
    }
    const held = ticket !== null;
    ticket = r.place.ticket;
    const waiting = { position: r.place.position, estimateSeconds: r.place.estimateSeconds };
    keep({ ticket, key, input, waiting });
    onWaiting(waiting);
    // A retry the shop did not hold (it holds them for seconds) waits the second it asked for.
    if (held && Date.now() - sent < 1000) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
