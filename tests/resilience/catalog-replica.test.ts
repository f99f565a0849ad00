import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/client';
import { createStaff } from '../../src/server/staff/accounts';
import { startServer, type ServerProcess } from '../support/server-process';
import { prepareShop, sqlRows, type ShopProduct } from './support/shop-db';
import { createStreamingPair, type StreamingPair } from './support/streaming-replica';
import { addAddress, http, orderBody, placeOrder, signUp, type Answer } from './support/shopper';

/**
 * DATABASE_REPLICA_URL (issue 19): a built server on a private primary and its streaming replica.
 * Catalog snapshots are read on the replica while it has replayed the primary's catalog version;
 * when its replay is paused an edit still shows within a second (read from the primary), prices
 * for orders never come from it, and a stopped replica costs the shop nothing.
 */
let pair: StreamingPair;
let shop: ServerProcess;
let product: ShopProduct;
let cookie: string;

beforeAll(async () => {
  pair = await createStreamingPair();
  // The primary gets the migrations, the demo catalog and one product at ₹499; the replica gets them by streaming.
  product = await prepareShop(pair.primaryUrl);
  const handle = await openDatabase({ databaseUrl: pair.primaryUrl, poolMax: 1 });
  await createStaff(handle.db, { email: 'manager@kanmani.test', name: 'Meena Manager', role: 'manager', password: 'replica-manager-pass' });
  await handle.close();
  shop = await startServer({ port: 4460, databaseUrl: pair.primaryUrl, env: { DATABASE_REPLICA_URL: pair.replicaUrl } });
  const signIn = await http(shop.url, 'POST', '/api/admin/session', { body: { email: 'manager@kanmani.test', password: 'replica-manager-pass' }, headers: { origin: shop.url } });
  expect(signIn.status, signIn.text).toBe(200);
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
});

afterAll(async () => {
  try {
    await shop?.stop();
  } finally {
    pair?.destroy();
  }
});

async function eventually<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, limitMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() - start > limitMs) throw new Error(`${what}: not so after ${limitMs} ms (last: ${JSON.stringify(v)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Polls until the probe passes; answers when the passing request was sent, in ms after `start`. */
async function within(probe: () => Promise<Answer>, ok: (r: Answer) => boolean, start = Date.now()): Promise<number> {
  for (;;) {
    const sent = Date.now() - start;
    const r = await probe();
    if (ok(r)) return sent;
    if (Date.now() - start > 4000) throw new Error(`not seen after ${Date.now() - start} ms: ${r.status} ${r.text.slice(0, 200)}`);
    await new Promise((res) => setTimeout(res, 25));
  }
}

const versionOn = async (url: string) => (await sqlRows<{ v: number }>(url, 'select version::int as v from catalog_version'))[0]!.v;
const replicaCaughtUp = async () => {
  const primary = await versionOn(pair.primaryUrl);
  await eventually('replica replays the catalog version', () => versionOn(pair.replicaUrl), (v) => v === primary);
};

/**
 * What the server's replica connections (named in pg_stat_activity) last ran since a moment on the
 * replica's clock. pg_stat_activity is live, unlike the table counters, which a standby publishes
 * up to seconds late. A snapshot loaded there ends its read-only transaction with 'commit'; a
 * catch-up check that found the replica behind gives up with 'rollback'.
 */
const replicaNow = async () => (await sqlRows<{ t: string }>(pair.replicaUrl, 'select now()::text as t'))[0]!.t;
const replicaStatementsSince = async (since: string) =>
  (
    await sqlRows<{ query: string }>(
      pair.replicaUrl,
      `select lower(query) as query from pg_stat_activity where application_name = 'kanmani-catalog-replica' and query_start >= $1::timestamptz`,
      [since],
    )
  ).map((r) => r.query);

const productApi = () => http(shop.url, 'GET', `/api/web/product/slug/${product.slug}`);
const warnings = (text: string) => shop.output().split('\n').filter((l) => l.includes(text)).length;

async function setPrice(rupees: number): Promise<void> {
  const current = await http(shop.url, 'GET', `/api/admin/products/${product.productId}`, { headers: { cookie } });
  expect(current.status, current.text).toBe(200);
  const { id: _id, ...form } = current.body!.data;
  form.colorVariants[0].sizes[0].price = rupees;
  const saved = await http(shop.url, 'PUT', `/api/admin/products/${product.productId}`, { body: form, headers: { origin: shop.url, cookie } });
  expect(saved.status, saved.text).toBe(200);
}

describe('catalog reads on a streaming replica', () => {
  test('catalog pages and the API are served, and the snapshot is read on the replica', async () => {
    await replicaCaughtUp();
    const since = await replicaNow();
    const api = await productApi();
    expect(api.status, api.text).toBe(200);
    expect(api.body!.data.price).toBe(499);
    const page = await http(shop.url, 'GET', `/product/${product.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('"price":"499.00"');
    expect((await http(shop.url, 'GET', '/')).status).toBe(200);
    expect(await replicaStatementsSince(since)).toEqual(['commit']);
    expect(warnings('catalog replica')).toBe(0);
  });

  test('replay paused: a price edit shows within a second, read from the primary, and an order at the old price is refused', async () => {
    await sqlRows(pair.replicaUrl, 'select pg_wal_replay_pause()');
    await eventually('replay pauses', async () => (await sqlRows<{ s: string }>(pair.replicaUrl, 'select pg_get_wal_replay_pause_state() as s'))[0]!.s, (s) => s === 'paused');
    const since = await replicaNow();
    const edited = Date.now();
    await setPrice(549);
    expect(await within(productApi, (r) => r.body?.data?.price === 549, edited)).toBeLessThan(1000);
    // The replica still holds the old catalog: the new figure can only have come from the primary.
    expect(await versionOn(pair.replicaUrl)).toBeLessThan(await versionOn(pair.primaryUrl));
    const page = await http(shop.url, 'GET', `/product/${product.slug}`);
    expect(page.text).toContain('"price":"549.00"');

    const quote = await http(shop.url, 'POST', '/api/web/cart/quote', {
      body: { items: [{ customId: 'x', productId: product.productId, colorId: product.variantId, sizeId: await sizeId(), quantity: 1, price: 499 }] },
    });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body!.data.lines[0]).toMatchObject({ price: 549, priceChanged: true });

    const { token } = await signUp(shop.url);
    const addressId = await addAddress(shop.url, token);
    const stale = await placeOrder(shop.url, token, orderBody(product, addressId));
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body!.message).toBe('The prices in your cart have changed. Check the new total and place the order again.');

    // A few more catalog reads, then: the replica was asked its version and given up on, and one warning for the episode.
    for (const path of ['/', `/product/${product.slug}`, '/api/web/product/list']) expect((await http(shop.url, 'GET', path)).status).toBe(200);
    expect(await replicaStatementsSince(since)).toEqual(['rollback']);
    expect(warnings('catalog replica is behind the primary')).toBe(1);
  });

  test('replay resumed: the next catalog version is read on the replica again', async () => {
    await sqlRows(pair.replicaUrl, 'select pg_wal_replay_resume()');
    await replicaCaughtUp();
    const since = await replicaNow();
    await setPrice(599);
    // The snapshot loads at the first read after the edit; let the replica replay the edit first.
    await replicaCaughtUp();
    expect(await within(productApi, (r) => r.body?.data?.price === 599)).toBeLessThan(1000);
    expect(await replicaStatementsSince(since)).toEqual(['commit']);
    expect(warnings('catalog replica')).toBe(1);
  });

  test('replica stopped: the shop keeps serving the catalog from the primary, with no 5xx', async () => {
    pair.stopReplica();
    const edited = Date.now();
    await setPrice(649);
    expect(await within(productApi, (r) => r.body?.data?.price === 649, edited)).toBeLessThan(1000);
    const statuses: number[] = [];
    const until = Date.now() + 3000;
    while (Date.now() < until) {
      for (const path of ['/', `/product/${product.slug}`, '/api/web/product/list', `/api/web/product/slug/${product.slug}`, '/readyz'])
        statuses.push((await http(shop.url, 'GET', path)).status);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const page = await http(shop.url, 'GET', `/product/${product.slug}`);
    expect(page.text).toContain('"price":"649.00"');
    expect(warnings('catalog replica failed: reading the catalog from the primary')).toBe(1);
    // The replica's address never reaches the log.
    expect(shop.output()).not.toContain(pair.replicaUrl);
    expect(shop.output()).not.toContain(new URL(pair.replicaUrl).host);
    // The replica's snapshot runs its queries in turn on its one connection, never overlapping on it.
    expect(shop.output()).not.toContain('DeprecationWarning');
  });
});

async function sizeId(): Promise<string> {
  const rows = await sqlRows<{ id: string }>(pair.primaryUrl, 'select id from sizes where color_variant_id = $1', [product.variantId]);
  return rows[0]!.id;
}
