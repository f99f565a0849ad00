import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process';
import { createCluster, prepareShop, sqlRows, withDatabase, type PrivateCluster, type ShopProduct } from './support/shop-db';
import { addAddress, orderBody, placeOrder, signUp } from './support/shopper';

/**
 * A built server on a private PostgreSQL cluster under a steady stream of shoppers placing orders;
 * the database is stopped for a few seconds, twice, and started again. During the outage
 * requests answer 503 with a message; afterwards the server recovers without a restart; every
 * order answered 200 is in the database once, with all its lines.
 *
 * Shoppers behave like the checkout page: each places a few cash-on-delivery orders, one at a
 * time, and after a 503 taps "place order" again with the same Idempotency-Key (the page keeps
 * its key). So no shopper comes near the per-customer order limits, and a 429 here is a fault.
 */
const PORT = 4611;
const OUTAGES = 2;
/** Shoppers at the checkout at any moment; each one who is done is followed by the next. */
const LANES = 8;
const ORDERS_EACH = 4;
const THINK_MS = 600;
const RETRY_MS = 250;
/** Enough for every lane while the database is up (about 9 s at one shopper per 1.8 s or more). */
const SHOPPERS = 56;

let cluster: PrivateCluster;
let server: ServerProcess;
let url: string;
let product: ShopProduct;

beforeAll(async () => {
  cluster = await createCluster();
  cluster.start();
  const c = (await import('pg')).default;
  const admin = new c.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database shop');
  await admin.end();
  url = withDatabase(cluster.url, 'shop');
  product = await prepareShop(url);
  server = await startServer({ port: PORT, databaseUrl: url });
});

afterAll(async () => {
  if (server && server.child.exitCode !== null) console.info(`the server exited with ${server.child.exitCode}:\n${server.output().slice(-4000)}`);
  const errors = (server?.output() ?? '').split('\n').filter((l) => l.includes('"level":"error"'));
  if (errors.length) console.info(`server errors:\n${errors.slice(0, 5).join('\n')}`);
  await server?.stop();
  cluster?.destroy();
});

type OrderBody = ReturnType<typeof orderBody>;
type Outcome = { key: string; body: OrderBody; status: number; message: string; orderId?: string; shopper: number; during: boolean };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('orders survive database outages: 503 during, recovery after, nothing lost or doubled', async () => {
  const base = server.url;
  const [late, ...shoppers] = await Promise.all(
    Array.from({ length: SHOPPERS + 1 }, async () => {
      const s = await signUp(base);
      return { ...s, addressId: await addAddress(base, s.token) };
    }),
  );
  const outcomes: Outcome[] = [];
  let down = false;
  let stopLoad = false;
  let faults = 0;
  let nextShopper = 0;
  let poolRanDry = false;

  const shop = async (i: number) => {
    const s = shoppers[i]!;
    for (let n = 0; n < ORDERS_EACH && !stopLoad; n++) {
      const key = randomUUID();
      const body = orderBody(product, s.addressId, 1, 1 + ((i + n) % 3));
      for (;;) {
        const during = down;
        let status = 0;
        try {
          const r = await placeOrder(base, s.token, body, key);
          status = r.status;
          outcomes.push({ key, body, status, message: r.body?.message ?? r.text.slice(0, 120), orderId: r.body?.data?.orderId, shopper: i, during: during || down });
        } catch (err) {
          outcomes.push({ key, body, status, message: String(err), shopper: i, during: during || down });
        }
        if (status === 200 || stopLoad) break;
        await pause(RETRY_MS);
      }
      await pause(THINK_MS);
    }
  };
  const lane = async () => {
    while (!stopLoad) {
      if (nextShopper >= shoppers.length) {
        poolRanDry = true;
        return;
      }
      await shop(nextShopper++);
    }
  };
  const load = Promise.all(Array.from({ length: LANES }, lane));

  for (let n = 0; n < OUTAGES; n++) {
    await pause(2_500);
    down = true;
    cluster.stop();
    faults += 1;
    await pause(4_000);
    // A read while the database is away (the shoppers send the writes): refused cleanly.
    const read = await fetch(new URL('/api/web/order/history', base), { headers: { authorization: `Bearer ${shoppers[0]!.token}` } });
    expect(read.status).toBe(503);
    const body = (await read.json()) as { status: number; message: string };
    expect(body.status).toBe(503);
    expect(body.message).toMatch(/database/i);
    expect(read.headers.get('retry-after')).toBeTruthy();
    cluster.start();
    down = false;
  }
  await pause(4_000);
  stopLoad = true;
  await load;
  // The stream of shoppers lasted to the end, so both outages and the recovery were under load.
  expect(poolRanDry).toBe(false);

  // Recovery without a restart: the same process answers normally again.
  const after = await placeOrder(base, late!.token, orderBody(product, late!.addressId));
  expect(after.status).toBe(200);
  expect(server.child.exitCode).toBeNull();

  const ok = outcomes.filter((o) => o.status === 200);
  const refused = outcomes.filter((o) => o.status !== 200);
  // Every failure is a clean 503 in the envelope (never a 500 or a dropped connection).
  for (const o of refused) expect([503], `${o.status} ${o.message}`).toContain(o.status);
  for (const o of refused) expect(o.message).toMatch(/database|try again/i);
  expect(refused.length).toBeGreaterThan(0);
  // Recovery is immediate: no request sent and answered while the database was up was refused.
  expect(refused.filter((o) => !o.during).map((o) => o.message)).toEqual([]);
  expect(ok.length).toBeGreaterThan(20);

  const orders = await sqlRows<{ id: string; idempotency_key: string | null; items: number; total_paise: number; subtotal_paise: number; lines_paise: number }>(
    url,
    `select o.id, o.idempotency_key, o.total_paise, o.subtotal_paise,
            (select count(*)::int from order_items i where i.order_id = o.id) as items,
            (select coalesce(sum(i.line_total_paise), 0)::int from order_items i where i.order_id = o.id) as lines_paise
       from orders o`,
  );
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const o of ok) {
    const row = byId.get(o.orderId!);
    expect(row, `order ${o.orderId} answered 200 is missing`).toBeDefined();
    expect(row!.idempotency_key).toBe(o.key);
  }
  // No half-written order: every order has lines that add up to its subtotal.
  for (const row of orders) {
    expect(row.items, row.id).toBeGreaterThan(0);
    expect(row.lines_paise, row.id).toBe(row.subtotal_paise);
  }
  // None twice: one order per key. A key answered only with 503s (its shopper still retrying at
  // the stop) made no order or exactly one (committed before the reply was lost), which the same
  // request with its key returns.
  const keys = orders.map((o) => o.idempotency_key).filter(Boolean);
  expect(new Set(keys).size).toBe(keys.length);
  const okKeys = new Set(ok.map((o) => o.key));
  expect(okKeys.size, 'a key answered 200 twice').toBe(ok.length);
  const extra = orders.filter((o) => o.idempotency_key && !okKeys.has(o.idempotency_key) && o.id !== after.body?.data?.orderId);
  for (const o of extra) {
    const owner = refused.find((r) => r.key === o.idempotency_key);
    expect(owner, `order ${o.id} has a key nobody sent`).toBeDefined();
    const again = await placeOrder(base, shoppers[owner!.shopper]!.token, owner!.body, owner!.key);
    expect(again.status).toBe(200);
    expect(again.body?.data?.orderId).toBe(o.id);
  }
  // A 503 then 200 for the same key: the shopper's retry finished the order the outage interrupted.
  const retried = ok.filter((o) => refused.some((r) => r.key === o.key)).length;
  console.info(
    `db-outage: ${faults} outages, ${nextShopper} shoppers, ${outcomes.length} order requests (${ok.length} placed, ${retried} of them on a retry after a 503; ${refused.length} refused with 503, ${refused.filter((o) => !o.during).length} of them with the database up), ${orders.length} orders checked in the database`,
  );
});
