import { beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { orders, returnRequests } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { moveOrder } from '../../src/server/orders/transitions';
import { todaysWork, todaysWorkLinks } from '../../src/server/orders/todays-work';
import { countReturnsToActOn, returnQueue } from '../../src/server/returns/return-queue';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

const system = { actor: { kind: 'system' } } as const;
type Move = Parameters<typeof moveOrder>[2];

let owner: TestStaff;
let shopper: { id: string; token: string };

/** A ₹499 product: a COD order totals ₹598 (₹99 shipping), an online one ₹538 (₹39). */
async function order(method: 1 | 2, ...moves: Move[]): Promise<string> {
  const addressId = await newAddress(shopper.token);
  const product = await newProduct({ pricePaise: 49_900 });
  const shipping = method === 1 ? 99 : 39;
  const r = await post('/api/web/order/create', orderPayload([item(product)], addressId, { subtotal: 499, shippingCharge: shipping, total: 499 + shipping }, method), { token: shopper.token });
  expect(r.status).toBe(200);
  const id = r.body.data.orderId as string;
  const db = await getDb();
  for (const m of moves) await db.transaction((tx) => moveOrder(tx, id, m, system));
  return id;
}

/** The order ids the queue shows behind a home page link (all on one page here). */
async function queueBehind(link: string): Promise<{ total: number; ids: string[] }> {
  const r = await get(link.replace('/admin/orders', '/api/admin/orders'), { headers: consoleHeaders(owner.cookie) });
  expect(r.status).toBe(200);
  return { total: r.body.data.total, ids: r.body.data.orders.map((o: { id: string }) => o.id).sort() };
}

const COD = 1;
const ONLINE = 2;

describe("the home page's tiles count exactly the orders their links show", () => {
  const o: Record<string, string> = {};

  beforeAll(async () => {
    owner = await newStaff('owner');
    shopper = await newCustomer('Meena Rajan');
    o.codWaiting = await order(COD);
    o.codWaitingYesterday = await order(COD);
    o.onlinePending = await order(ONLINE);
    o.onlinePaid = await order(ONLINE, 'paymentSucceeded');
    o.codConfirmed = await order(COD, 'confirm');
    o.onlineConfirmed = await order(ONLINE, 'paymentSucceeded', 'confirm');
    o.codPartlyPacked = await order(COD, 'confirm', 'partiallyFulfil');
    o.codShipped = await order(COD, 'confirm', 'ship');
    o.codCancelled = await order(COD, 'cancel');
    o.onlinePaidCancelled = await order(ONLINE, 'paymentSucceeded', 'cancel');
    const db = await getDb();
    await db.update(orders).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(orders.id, o.codWaitingYesterday!));
  });

  test('each figure, as a merchant reads it', async () => {
    expect(await todaysWork()).toMatchObject({
      ordersToday: 9,
      codToConfirm: 2,
      toPack: 3,
      toShip: 1,
      inTransit: 1,
      paidToday: 2,
      // two paid online orders of ₹538; the paid one cancelled counts nothing
      paidTodayPaise: 107_600,
    });
  });

  test("each tile's link opens the queue on those very orders", async () => {
    const links = todaysWorkLinks((await todaysWork()).today);
    const ids = (...names: string[]) => names.map((n) => o[n]!).sort();
    const expected = {
      ordersToday: ids('codWaiting', 'onlinePending', 'onlinePaid', 'codConfirmed', 'onlineConfirmed', 'codPartlyPacked', 'codShipped', 'codCancelled', 'onlinePaidCancelled'),
      codToConfirm: ids('codWaiting', 'codWaitingYesterday'),
      toPack: ids('onlinePaid', 'codConfirmed', 'onlineConfirmed'),
      toShip: ids('codPartlyPacked'),
      inTransit: ids('codShipped'),
      paidToday: ids('onlinePaid', 'onlineConfirmed'),
    };
    for (const [name, want] of Object.entries(expected)) {
      const shown = await queueBehind(links[name as keyof typeof links]);
      expect({ name, ...shown }).toEqual({ name, total: want.length, ids: want });
    }
  });

  test('an unknown work list is refused with a message', async () => {
    const r = await get('/api/admin/orders?work=everything', { headers: consoleHeaders(owner.cookie) });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain("Work list must be one of the home page's lists (to pack, paid today)");
  });

  test('returns to act on are those waiting on staff: requested, approved and received', async () => {
    const db = await getDb();
    const states = { codShipped: 'requested', codConfirmed: 'approved', codPartlyPacked: 'pickupScheduled', onlineConfirmed: 'received', onlinePaid: 'refunded', codWaiting: 'rejected' } as const;
    for (const [name, status] of Object.entries(states)) {
      await db.insert(returnRequests).values({ id: newId(), orderId: o[name]!, customerId: shopper.id, kind: 'refund', reason: 'sizeTooBig', status });
    }
    expect(await countReturnsToActOn()).toBe(3);
    const queue = await returnQueue('toActOn');
    expect(queue.map((r) => r.status).sort()).toEqual(['approved', 'received', 'requested']);
  });
});
