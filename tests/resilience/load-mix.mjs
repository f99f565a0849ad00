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
 * A real household places a few orders, well inside the per-customer limits (10 orders per 10
 * minutes, 5 cash-on-delivery orders waiting); a shopper placing orders every few seconds would be
 * turned away with a 429, which is the limit working, not the load test's subject.
 */
const ORDERS_EACH = 3;

/**
 * @param {{ seconds?: number, rate?: number, connections?: number, port?: number, log?: (s: string) => void }} opts
 */
export async function runLoadMix({ seconds = 60, rate = 30, connections = 10, port = 4641, log = console.log } = {}) {
  const db = await createPrivateDatabase();
  const server = await startServer({ port, databaseUrl: db.url });
  try {
    const base = server.url;
    const p = db.product;
    /** @type {{ token: string, addressId: string }[]} */
    const shoppers = [];
    /** @type {{ status: number, orderId?: string }[]} */
    const answers = [];
    const sentKeys = new Set();
    let turn = 0;
    // API answers uncompressed, so onResponse can read the order id (pages ask for br like a browser).
    const json = { 'content-type': 'application/json' };
    const quote = JSON.stringify({
      items: [{ customId: `${p.productId}-${p.variantId}-M`, productId: p.productId, colorId: p.variantId, sizeId: p.sizeId, quantity: 2, price: p.pricePaise / 100 }],
    });
    // The mix's quotes must price a real line: one the shop does not know is answered cheaply
    // and would flatter the figures.
    const probe = await fetch(`${base}/api/web/cart/quote`, { method: 'POST', headers: json, body: quote });
    const probeLine = (await probe.json())?.data?.lines?.[0];
    if (probe.status !== 200 || probeLine?.price !== p.pricePaise / 100 || probeLine?.available !== true) {
      throw new Error(`load-mix: the cart quote did not price the test product's line: ${probe.status} ${JSON.stringify(probeLine)}`);
    }
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
    // Enough shoppers that none places more than ORDERS_EACH orders, taking turns: autocannon splits
    // the rate evenly over the connections and each connection walks the requests in order.
    const perConnection = Math.ceil((seconds * rate) / connections) + 1;
    const mostOrders = connections * Math.ceil(perConnection / requests.length);
    const needed = Math.ceil((mostOrders * 1.25) / ORDERS_EACH);
    while (shoppers.length < needed) {
      const batch = Array.from({ length: Math.min(connections, needed - shoppers.length) }, async () => {
        const s = await signUp(base);
        return { token: s.token, addressId: await addAddress(base, s.token) };
      });
      shoppers.push(...(await Promise.all(batch)));
    }
    log(
      `load-mix: ${seconds} s at ${rate} req/s over ${connections} connections (browse, search, cart quote, place order); ` +
        `${shoppers.length} shoppers taking turns, at most ${ORDERS_EACH} orders each`,
    );
    // The demo catalog comes with its buyers' delivered orders: only orders made by this run count.
    const before = new Set((await sqlRows(db.url, 'select id from orders')).map((r) => r.id));
    const result = await new Promise((resolve, reject) => {
      autocannon({ url: base, connections, overallRate: rate, duration: seconds, requests, timeout: 10 }, (err, r) => (err ? reject(err) : resolve(r)));
    });
    const placed = answers.filter((o) => o.status === 200 && o.orderId);
    const rows = (
      await sqlRows(
        db.url,
        `select o.id, o.idempotency_key as key, (select count(*)::int from order_items i where i.order_id = o.id) as items from orders o`,
      )
    ).filter((r) => !before.has(r.id));
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
      shoppers: shoppers.length,
      mostOrdersByOneShopper: Math.ceil(turn / shoppers.length),
      ordersPlaced: placed.length,
      ordersInDb: rows.length,
      lostOrders: lost,
      duplicateOrders: doubled,
      inFlightAtStop: rows.length - placed.length,
      ordersWithoutLines: empty,
    };
    log(
      `load-mix: ${figures.requests} requests, ${figures.throughput} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms, ` +
        `${figures.non2xx} non-2xx, ${figures.errors} errors, ${figures.timeouts} timeouts; orders: ${figures.ordersPlaced} placed ` +
        `(at most ${figures.mostOrdersByOneShopper} by one of ${figures.shoppers} shoppers), ` +
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
