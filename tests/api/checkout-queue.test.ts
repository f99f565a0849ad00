import { beforeEach, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { resetEnvForTests } from '../../src/server/platform/env';
import { checkoutQueue } from '../../src/server/workflows/checkout-gate';
import { moveClock } from '../../src/server/platform/clock';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';

/**
 * Issue 33 item 4 through order/create, with the load threshold forced to 0 (the gauge always
 * reads "busy") and room for one order at a time: checkouts past the room get a place, keep it,
 * and are placed strictly in arrival order as room frees.
 */
const QUEUE_ON = { CHECKOUT_QUEUE: 'on', CHECKOUT_QUEUE_LAG_MS: '0', CHECKOUT_QUEUE_POOL_WAITING: '0', CHECKOUT_QUEUE_CAPACITY: '1', CHECKOUT_QUEUE_HOLD_MS: '20000' };
useTestDatabase();
// A fresh queue for each story (new settings make a new one), so its turns count from 1.
beforeEach(() => {
  resetEnvForTests(QUEUE_ON);
});

const QUEUED = 'Many shoppers are ordering right now, so your order is in the queue. Send it again with the Checkout-Ticket header to keep your place.';

/** COD: ₹299 + ₹99 shipping for one 200 g piece. */
const codOrder = (p: TestProduct, addressId: string) => orderPayload([item(p, 1)], addressId, { subtotal: 299, shippingCharge: 99, total: 398 });

async function shopper(name: string) {
  const s = await newCustomer(name);
  return { ...s, addressId: await newAddress(s.token) };
}

/** Someone else's order is being placed: the one room is taken until `free()`. */
function roomTaken() {
  const line = checkoutQueue();
  expect(line.arrive('someone-else', 'their-order')).toEqual({ turn: true });
  return { free: () => line.finished(100) };
}

describe('the checkout queue at order/create', () => {
  test('three shoppers past the room get places 1, 2, 3 and are placed in that order, whatever order they come back in', async () => {
    const p = await newProduct({ pricePaise: 29_900, stock: 10 });
    const [asha, bala, chitra] = [await shopper('Asha Nair'), await shopper('Bala Murugan'), await shopper('Chitra Das')];
    const room = roomTaken();
    const send = (s: typeof asha, key: string, ticket?: string) =>
      post('/api/web/order/create', codOrder(p, s.addressId), { token: s.token, headers: { 'Idempotency-Key': key, ...(ticket ? { 'Checkout-Ticket': ticket } : {}) } });

    const first = [await send(asha, 'asha-order-1'), await send(bala, 'bala-order-1'), await send(chitra, 'chitra-order-1')];
    expect(first.map((r) => [r.status, r.body.message, r.body.data.position])).toEqual([
      [202, QUEUED, 1],
      [202, QUEUED, 2],
      [202, QUEUED, 3],
    ]);
    expect(first[0]!.headers.get('retry-after')).toBe('1');
    // Before any order is measured: 1 s an order at one a time.
    expect(first.map((r) => r.body.data.estimateSeconds)).toEqual([1, 2, 3]);
    expect(await query(await getDb(), sql`select id from orders where customer_id in (${asha.id}, ${bala.id}, ${chitra.id})`)).toHaveLength(0);

    // Chitra comes back first, then Bala, then Asha; then the order ahead of them is done.
    const tickets = first.map((r) => r.body.data.ticket as string);
    const chitraBack = send(chitra, 'chitra-order-1', tickets[2]);
    const balaBack = send(bala, 'bala-order-1', tickets[1]);
    const ashaBack = send(asha, 'asha-order-1', tickets[0]);
    room.free();
    const placed = [await ashaBack, await balaBack, await chitraBack];
    expect(placed.map((r) => [r.status, r.body.message, r.headers.get('checkout-turn')])).toEqual([
      [200, 'Order placed', '1'],
      [200, 'Order placed', '2'],
      [200, 'Order placed', '3'],
    ]);
    const rows = await query<{ id: string }>(await getDb(), sql`select id from orders where customer_id in (${asha.id}, ${bala.id}, ${chitra.id}) order by created_at, id`);
    expect(rows.map((r) => r.id)).toEqual(placed.map((r) => r.body.data.orderId));
    const [shelf] = await query<{ on_hand: number; reserved: number }>(await getDb(), sql`select on_hand, reserved from size_stock where size_id = ${p.sizeId}`);
    expect(shelf).toEqual({ on_hand: 10, reserved: 3 });
    expect(checkoutQueue().length).toBe(0);
  });

  test('a repeat with the same Idempotency-Key keeps its place and ticket; a new key queues behind', async () => {
    const p = await newProduct({ pricePaise: 29_900 });
    const [devi, ezhil] = [await shopper('Devi Prasad'), await shopper('Ezhil Raj')];
    const room = roomTaken();
    const a = await post('/api/web/order/create', codOrder(p, devi.addressId), { token: devi.token, headers: { 'Idempotency-Key': 'devi-tap' } });
    const b = await post('/api/web/order/create', codOrder(p, ezhil.addressId), { token: ezhil.token, headers: { 'Idempotency-Key': 'ezhil-order-1' } });
    const again = await post('/api/web/order/create', codOrder(p, devi.addressId), { token: devi.token, headers: { 'Idempotency-Key': 'devi-tap' } });
    expect([a.body.data.position, b.body.data.position, again.body.data.position]).toEqual([1, 2, 1]);
    expect(ticketOf(again.body.data.ticket).id).toBe(ticketOf(a.body.data.ticket).id);
    const other = await post('/api/web/order/create', codOrder(p, devi.addressId), { token: devi.token, headers: { 'Idempotency-Key': 'devi-second' } });
    expect([other.status, other.body.data.position]).toEqual([202, 3]);
    room.free();
    const placedA = await post('/api/web/order/create', codOrder(p, devi.addressId), { token: devi.token, headers: { 'Idempotency-Key': 'devi-tap', 'Checkout-Ticket': a.body.data.ticket } });
    expect(placedA.status, placedA.text).toBe(200);
    // Ezhil and Devi's second order give up their places (closing the page): the line empties in 20 s.
    const line = checkoutQueue();
    line.leave(ticketOf(b.body.data.ticket));
    line.leave(ticketOf(other.body.data.ticket));
    expect(line.length).toBe(0);
  });

  test('a repeat of an order already placed is answered with it at once, even with a line waiting', async () => {
    const p = await newProduct({ pricePaise: 29_900 });
    const [farah, gita] = [await shopper('Farah Khan'), await shopper('Gita Menon')];
    const placed = await post('/api/web/order/create', codOrder(p, farah.addressId), { token: farah.token, headers: { 'Idempotency-Key': 'farah-order-1' } });
    expect(placed.status, placed.text).toBe(200);
    const room = roomTaken();
    const waiting = await post('/api/web/order/create', codOrder(p, gita.addressId), { token: gita.token, headers: { 'Idempotency-Key': 'gita-order-1' } });
    expect(waiting.status).toBe(202);
    const repeat = await post('/api/web/order/create', codOrder(p, farah.addressId), { token: farah.token, headers: { 'Idempotency-Key': 'farah-order-1' } });
    expect([repeat.status, repeat.body.data.orderId]).toEqual([200, placed.body.data.orderId]);
    // Even with a ticket that is not hers (or an expired one), the key's order comes first.
    const withTicket = await post('/api/web/order/create', codOrder(p, farah.addressId), { token: farah.token, headers: { 'Idempotency-Key': 'farah-order-1', 'Checkout-Ticket': waiting.body.data.ticket } });
    expect([withTicket.status, withTicket.body.data.orderId]).toEqual([200, placed.body.data.orderId]);
    expect(checkoutQueue().position(ticketOf(waiting.body.data.ticket))).toBe(1);
    room.free();
    const gitaPlaced = await post('/api/web/order/create', codOrder(p, gita.addressId), { token: gita.token, headers: { 'Idempotency-Key': 'gita-order-1', 'Checkout-Ticket': waiting.body.data.ticket } });
    expect([gitaPlaced.status, gitaPlaced.headers.get('checkout-turn')]).toEqual([200, '1']);
  });

  test('a ticket kept aside for over a minute has lapsed: it joins the line at the back with a new ticket', async () => {
    const p = await newProduct({ pricePaise: 29_900 });
    const [jaya, kiran] = [await shopper('Jaya Bharathi'), await shopper('Kiran Rao')];
    const room = roomTaken();
    const early = await post('/api/web/order/create', codOrder(p, jaya.addressId), { token: jaya.token, headers: { 'Idempotency-Key': 'jaya-order-1' } });
    expect([early.status, early.body.data.position]).toEqual([202, 1]);
    moveClock(61_000);
    const now = await post('/api/web/order/create', codOrder(p, kiran.addressId), { token: kiran.token, headers: { 'Idempotency-Key': 'kiran-order-1' } });
    expect([now.status, now.body.data.position]).toEqual([202, 1]);
    const back = await post('/api/web/order/create', codOrder(p, jaya.addressId), { token: jaya.token, headers: { 'Idempotency-Key': 'jaya-order-1', 'Checkout-Ticket': early.body.data.ticket } });
    expect([back.status, back.body.data.position]).toEqual([202, 2]);
    expect(back.body.data.ticket).not.toBe(early.body.data.ticket);
    room.free();
    checkoutQueue().leave(ticketOf(now.body.data.ticket));
    checkoutQueue().leave(ticketOf(back.body.data.ticket));
  });

  test('an edited ticket or another order\'s ticket is a 400 in the envelope; browsing is never queued', async () => {
    const p = await newProduct({ pricePaise: 29_900 });
    const [hari, indu] = [await shopper('Hari Krishnan'), await shopper('Indu Pillai')];
    const room = roomTaken();
    const waiting = await post('/api/web/order/create', codOrder(p, hari.addressId), { token: hari.token, headers: { 'Idempotency-Key': 'hari-order-1' } });
    const ticket: string = waiting.body.data.ticket;
    const [body, mac] = ticket.split('.');
    const edited = `${body!.slice(0, -2)}AA.${mac}`;
    const tampered = await post('/api/web/order/create', codOrder(p, hari.addressId), { token: hari.token, headers: { 'Idempotency-Key': 'hari-order-1', 'Checkout-Ticket': edited } });
    expect([tampered.status, tampered.body]).toEqual([400, { status: 400, message: 'This checkout queue ticket is not valid. Place the order again to join the queue.', data: null }]);
    const lent = await post('/api/web/order/create', codOrder(p, indu.addressId), { token: indu.token, headers: { 'Idempotency-Key': 'hari-order-1', 'Checkout-Ticket': ticket } });
    expect([lent.status, lent.body.message]).toEqual([400, 'This checkout queue ticket belongs to another order. Send it only with the order it was given for.']);
    const notATicket = await post('/api/web/order/create', codOrder(p, hari.addressId), { token: hari.token, headers: { 'Idempotency-Key': 'hari-order-1', 'Checkout-Ticket': 'front of the line please' } });
    expect([notATicket.status, notATicket.body.message]).toEqual([400, 'Invalid Checkout-Ticket header: (body): must be the ticket of an earlier answer, as it was given']);
    // The line is full, yet a cart quote is answered at once.
    const quote = await post('/api/web/cart/quote', { items: [{ customId: 'x', productId: p.productId, colorId: p.variantId, sizeId: p.sizeId, quantity: 1, price: 299 }] });
    expect(quote.status).toBe(200);
    room.free();
    checkoutQueue().leave(ticketOf(ticket));
  });
});

/** The facts a sealed ticket carries (the test reads them as the queue does). */
function ticketOf(sealed: string) {
  const [id, customerId, key, arrival, seq, expires] = JSON.parse(Buffer.from(sealed.split('.')[0]!, 'base64url').toString('utf8')) as [string, string, string, number, number, number];
  return { id, customerId, key, arrival, seq, expires };
}
