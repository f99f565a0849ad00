import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process';
import { createCluster, prepareShop, sqlRows, withDatabase, type PrivateCluster, type ShopProduct } from './support/shop-db';
import { addAddress, orderBody, placeOrder, signUp } from './support/shopper';

/**
 * A built server on a private PostgreSQL cluster under a steady stream of order placements;
 * the database is stopped for a few seconds, twice, and started again. During the outage
 * requests answer 503 with a message; afterwards the server recovers without a restart; every
 * order answered 200 is in the database once, with all its lines.
 */
const PORT = 4611;
const OUTAGES = 2;
const SHOPPERS = 6;

let cluster: PrivateCluster;
let server: ServerProcess;
let url: string;
let product: ShopProduct;

beforeAll(async () => {
  cluster = createCluster(55432);
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

type Outcome = { key: string; status: number; message: string; orderId?: string; shopper: number; during: boolean };

test('orders survive database outages: 503 during, recovery after, nothing lost or doubled', async () => {
  const base = server.url;
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      const s = await signUp(base);
      return { ...s, addressId: await addAddress(base, s.token) };
    }),
  );
  const outcomes: Outcome[] = [];
  let down = false;
  let stopLoad = false;
  let faults = 0;

  const worker = async (i: number) => {
    const s = shoppers[i]!;
    while (!stopLoad) {
      const key = randomUUID();
      const during = down;
      try {
        const r = await placeOrder(base, s.token, orderBody(product, s.addressId, 1, 1 + (outcomes.length % 3)), key);
        outcomes.push({ key, status: r.status, message: r.body?.message ?? r.text.slice(0, 120), orderId: r.body?.data?.orderId, shopper: i, during: during || down });
      } catch (err) {
        outcomes.push({ key, status: 0, message: String(err), shopper: i, during: during || down });
      }
      await new Promise((r) => setTimeout(r, 40));
    }
  };
  const load = Promise.all(shoppers.map((_, i) => worker(i)));

  for (let n = 0; n < OUTAGES; n++) {
    await new Promise((r) => setTimeout(r, 2_500));
    down = true;
    cluster.stop();
    faults += 1;
    await new Promise((r) => setTimeout(r, 4_000));
    // A read and a write while the database is away: both refused cleanly.
    const read = await fetch(new URL('/api/web/order/history', base), { headers: { authorization: `Bearer ${shoppers[0]!.token}` } });
    expect(read.status).toBe(503);
    const body = (await read.json()) as { status: number; message: string };
    expect(body.status).toBe(503);
    expect(body.message).toMatch(/database/i);
    expect(read.headers.get('retry-after')).toBeTruthy();
    cluster.start();
    down = false;
  }
  await new Promise((r) => setTimeout(r, 4_000));
  stopLoad = true;
  await load;

  // Recovery without a restart: the same process answers normally again.
  const after = await placeOrder(base, shoppers[0]!.token, orderBody(product, shoppers[0]!.addressId));
  expect(after.status).toBe(200);
  expect(server.child.exitCode).toBeNull();

  const ok = outcomes.filter((o) => o.status === 200);
  const refused = outcomes.filter((o) => o.status !== 200);
  // Every failure is a clean 503 in the envelope (never a 500 or a dropped connection).
  for (const o of refused) expect([503], `${o.status} ${o.message}`).toContain(o.status);
  for (const o of refused) expect(o.message).toMatch(/database|try again/i);
  expect(refused.length).toBeGreaterThan(0);
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
  // None twice: one order per key, and a refused key made no order or exactly one (committed before the reply was lost).
  const keys = orders.map((o) => o.idempotency_key).filter(Boolean);
  expect(new Set(keys).size).toBe(keys.length);
  const okKeys = new Set(ok.map((o) => o.key));
  const extra = orders.filter((o) => o.idempotency_key && !okKeys.has(o.idempotency_key) && o.id !== after.body?.data?.orderId);
  // A 503 whose transaction had committed can be retried with its key and returns the same order.
  for (const o of extra) {
    const owner = refused.find((r) => r.key === o.idempotency_key);
    expect(owner, `order ${o.id} has a key nobody sent`).toBeDefined();
    const again = await placeOrder(base, shoppers[owner!.shopper]!.token, orderBody(product, shoppers[owner!.shopper]!.addressId), owner!.key);
    expect(again.status).toBe(200);
    expect(again.body?.data?.orderId).toBe(o.id);
  }
  console.info(
    `db-outage: ${faults} outages, ${outcomes.length} order requests (${ok.length} placed, ${refused.length} refused with 503), ${orders.length} orders checked in the database`,
  );
});
