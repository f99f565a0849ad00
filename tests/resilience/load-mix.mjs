// A bounded load test of a realistic shopper mix against a built server on PostgreSQL, over
// loopback only: browse (home, product list and page), search, add to cart (cart quote) and place
// orders, at a fixed overall rate for a fixed time. Prints throughput, latency and errors, then
// checks every order answered 200 is in the database once with its lines.
// Run: npx tsx tests/resilience/load-mix.mjs [seconds] [requests/s]   (needs dist/; see scripts/resilience.mjs)
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from '../support/server-process.ts';
import { createPrivateDatabase, sqlRows } from './support/shop-db.ts';
import { addAddress, orderBody, signUp } from './support/shopper.ts';

/**
 * @param {{ seconds?: number, rate?: number, connections?: number, port?: number, log?: (s: string) => void }} opts
 */
export async function runLoadMix({ seconds = 60, rate = 30, connections = 10, port = 4641, log = console.log } = {}) {
  const db = await createPrivateDatabase();
  const server = await startServer({ port, databaseUrl: db.url });
  try {
    const base = server.url;
    const p = db.product;
    const shoppers = await Promise.all(
      Array.from({ length: connections }, async () => {
        const s = await signUp(base);
        return { token: s.token, addressId: await addAddress(base, s.token) };
      }),
    );
    /** @type {{ status: number, orderId?: string }[]} */
    const answers = [];
    const sentKeys = new Set();
    let turn = 0;
    // API answers uncompressed, so onResponse can read the order id (pages ask for br like a browser).
    const json = { 'content-type': 'application/json' };
    const quote = JSON.stringify({
      items: [{ customId: `${p.productId}-${p.variantId}-M`, productId: p.productId, colorId: p.variantId, sizeId: p.size, quantity: 2, price: p.pricePaise / 100 }],
    });
    const requests = [
      { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
      { method: 'GET', path: '/api/web/product/list', headers: json },
      { method: 'GET', path: '/api/web/product/search?q=leggings', headers: json },
      { method: 'GET', path: `/product/${p.slug}`, headers: { 'accept-encoding': 'br, gzip' } },
      { method: 'POST', path: '/api/web/cart/quote', headers: json, body: quote },
      {
        method: 'POST',
        path: '/api/web/order/create',
        // Every order request carries a fresh Idempotency-Key, so each row in the database must
        // match exactly one answered order: more rows would be doubles, fewer would be lost.
        setupRequest: (req) => {
          const s = shoppers[turn++ % shoppers.length];
          const key = randomUUID();
          sentKeys.add(key);
          return {
            ...req,
            headers: { ...json, authorization: `Bearer ${s.token}`, 'idempotency-key': key },
            body: JSON.stringify(orderBody(p, s.addressId, turn % 2 ? 1 : 2)),
          };
        },
        onResponse: (status, body) => {
          let orderId;
          try {
            orderId = JSON.parse(body)?.data?.orderId;
          } catch {
            // a non-JSON answer is counted by autocannon as a non-2xx anyway
          }
          answers.push({ status, ...(orderId ? { orderId } : {}) });
        },
      },
      // Not last: autocannon clears a connection's context when its sequence wraps around.
      { method: 'GET', path: '/api/web/category/list', headers: json },
    ];
    log(`load-mix: ${seconds} s at ${rate} req/s over ${connections} connections (browse, search, cart quote, place order)`);
    const result = await new Promise((resolve, reject) => {
      autocannon({ url: base, connections, overallRate: rate, duration: seconds, requests, timeout: 10 }, (err, r) => (err ? reject(err) : resolve(r)));
    });
    const placed = answers.filter((o) => o.status === 200 && o.orderId);
    const rows = await sqlRows(
      db.url,
      `select o.id, o.idempotency_key as key, (select count(*)::int from order_items i where i.order_id = o.id) as items from orders o`,
    );
    const inDb = new Map(rows.map((r) => [r.id, r.items]));
    const lost = placed.filter((o) => !inDb.has(o.orderId)).length;
    const empty = rows.filter((r) => r.items === 0).length;
    const ids = placed.map((o) => o.orderId);
    // Orders in the database that nobody sent a key for, or a key that made two orders, are doubles;
    // rows beyond the answered ones are requests still in flight when the clock ran out.
    const keyed = rows.filter((r) => sentKeys.has(r.key));
    const doubled = rows.length - keyed.length + (keyed.length - new Set(keyed.map((r) => r.key)).size) + (ids.length - new Set(ids).size);
    const figures = {
      seconds,
      targetRate: rate,
      requests: result.requests.total,
      throughput: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      orderRequests: sentKeys.size,
      ordersPlaced: placed.length,
      ordersInDb: rows.length,
      lostOrders: lost,
      duplicateOrders: doubled,
      inFlightAtStop: rows.length - placed.length,
      ordersWithoutLines: empty,
    };
    log(
      `load-mix: ${figures.requests} requests, ${figures.throughput} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms, ` +
        `${figures.non2xx} non-2xx, ${figures.errors} errors, ${figures.timeouts} timeouts; orders: ${figures.ordersPlaced} placed, ` +
        `${figures.ordersInDb} in the database (${figures.inFlightAtStop} still in flight at the stop), ${figures.lostOrders} lost, ${figures.duplicateOrders} duplicate, ${figures.ordersWithoutLines} without lines`,
    );
    return figures;
  } finally {
    await server.stop();
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 60);
  const rate = Number(process.argv[3] ?? 30);
  const f = await runLoadMix({ seconds, rate });
  process.exit(f.non2xx + f.errors + f.timeouts + f.lostOrders + f.duplicateOrders + f.ordersWithoutLines === 0 ? 0 : 1);
}
