// Issue 33 item 4 at three times the capacity: one built instance on PostgreSQL with the checkout
// queue on. First its capacity is measured (4 shoppers placing orders back to back: orders per
// second); then shoppers arrive at three times that rate for a few seconds, each placing one order
// of one unit of a hot size with limited stock and following the queue as the checkout island
// does, while 8 connections browse (pages and cart quotes) throughout. Afterwards the database is
// counted: every order answered 200 is there once, no key made two, the hot size's counts equal
// its ledger and never went below zero.
// Run: npx tsx tests/resilience/checkout-queue-peak.mjs [seconds] [load] [port]   (needs dist/)
import { randomUUID } from 'node:crypto';
import { startServer } from '../support/server-process.ts';
import { prepareSaleShop, checkSaleShop } from '../bench/sale-shop.mjs';
import { outOfOrder, placeQueued } from '../bench/queued-order.mjs';

const SHOPPERS = 700;
const ORDERS_EACH = 8; // inside the 10 orders in 10 minutes a shopper may place
const CALIBRATION_SHOPPERS = 4;
const CALIBRATION_ORDERS = 5;

/**
 * The instance: a pool of 4 connections, at most 2 orders placed at once while the gauge reads
 * busy, which it does from 2 requests waiting for a connection or a 100 ms event loop delay.
 */
export const QUEUE_SETTINGS = {
  DATABASE_POOL_MAX: '4',
  CHECKOUT_QUEUE: 'on',
  CHECKOUT_QUEUE_CAPACITY: '2',
  CHECKOUT_QUEUE_LAG_MS: '100',
  CHECKOUT_QUEUE_POOL_WAITING: '2',
  CHECKOUT_QUEUE_HOLD_MS: '5000',
};

/** @param {{ seconds?: number, load?: number, stock?: number, port?: number, databaseUrl?: string, log?: (s: string) => void }} opts */
export async function runQueuePeak({ seconds = 8, load = 3, stock = 300, port = 4681, databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', log = console.log } = {}) {
  const shop = await prepareSaleShop({ databaseUrl, stock, shoppers: SHOPPERS });
  let server;
  try {
    server = await startServer({ port, databaseUrl: shop.url, env: { LOG_LEVEL: 'warn', ...QUEUE_SETTINGS } });
    const front = server.url;
    const url = `${front}/api/web/order/create`;
    const hot = shop.hot;
    const json = { 'content-type': 'application/json' };
    const orderBody = (addressId, f) =>
      JSON.stringify({
        orderItems: [{ productId: hot.productId, selectedColor: hot.variantId, selectedSize: hot.sizeName, quantity: 1 }],
        addressId,
        paymentMethod: 2,
        totalWeight: 0,
        ...f,
      });
    // The shop's own figures for one unit paid online, from its 409 'prices changed' answer.
    const probe = await fetch(url, { method: 'POST', headers: { ...json, authorization: `Bearer ${shop.shoppers[0].token}` }, body: orderBody(shop.shoppers[0].addressId, { subtotal: 0, shippingCharge: 0, total: 0 }) });
    const data = (await probe.json())?.data;
    if (probe.status !== 409 || typeof data?.total !== 'number') throw new Error(`queue peak: could not read the order figures: ${probe.status} ${JSON.stringify(data)}`);
    const figures = { subtotal: data.subtotal, shippingCharge: data.shippingCharge, total: data.total };

    /** @type {Awaited<ReturnType<typeof placeQueued>>[]} */
    const answers = [];
    const used = new Map();
    const order = async (s) => {
      used.set(s.id, (used.get(s.id) ?? 0) + 1);
      const a = await placeQueued({ url, token: s.token, key: randomUUID(), body: orderBody(s.addressId, figures) });
      answers.push(a);
      return a;
    };

    // ---- capacity: orders per second with shoppers placing one after another ----------------
    const c0 = performance.now();
    await Promise.all(
      shop.shoppers.slice(0, CALIBRATION_SHOPPERS).map(async (s) => {
        for (let i = 0; i < CALIBRATION_ORDERS; i++) await order(s);
      }),
    );
    const capacity = (CALIBRATION_SHOPPERS * CALIBRATION_ORDERS * 1000) / (performance.now() - c0);
    const rate = capacity * load;
    const free = shop.shoppers.slice(CALIBRATION_SHOPPERS);
    // A shopper waits for their own order before the next, so at most one arrival per shopper can
    // be waiting in the line at once: a fast machine's peak is cut short rather than run out of them.
    const arrivals = Math.min(Math.ceil(rate * seconds), free.length);
    log(`queue peak: capacity ${capacity.toFixed(1)} orders/s; ${arrivals} shoppers arriving at ${rate.toFixed(1)}/s (${load} times) for ${(arrivals / rate).toFixed(1)} s, 8 connections browsing`);

    // ---- the peak --------------------------------------------------------------------------
    const browsing = [];
    let browse = true;
    const pages = ['/', `/product/${hot.slug}`];
    const quote = JSON.stringify({ items: [{ customId: `${hot.productId}-${hot.variantId}-${hot.sizeName}`, productId: hot.productId, colorId: hot.variantId, sizeId: hot.sizeId, quantity: 1, price: hot.pricePaise / 100 }] });
    const browsers = Array.from({ length: 8 }, async (_, i) => {
      for (let n = 0; browse; n++) {
        try {
          const r = n % 3 === 2
            ? await fetch(`${front}/api/web/cart/quote`, { method: 'POST', headers: json, body: quote, signal: AbortSignal.timeout(30_000) })
            : await fetch(front + pages[(n + i) % pages.length], { signal: AbortSignal.timeout(30_000) });
          await r.arrayBuffer();
          browsing.push(r.status);
        } catch (err) {
          browsing.push(err?.name === 'TimeoutError' ? 'timeout' : 'error');
        }
      }
    });
    // Each arrival is a shopper with no order in flight (a real shopper waits for their own).
    const idle = [...free];
    let noShopperFree = 0;
    const inFlight = [];
    const p0 = performance.now();
    for (let n = 0; n < arrivals; n++) {
      const due = p0 + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const i = idle.findIndex((s) => (used.get(s.id) ?? 0) < ORDERS_EACH);
      if (i < 0) {
        noShopperFree++;
        continue;
      }
      const [s] = idle.splice(i, 1);
      inFlight.push(order(s).then(() => idle.push(s)));
    }
    await Promise.all(inFlight);
    const peakSeconds = (performance.now() - p0) / 1000;
    browse = false;
    await Promise.all(browsers);

    // ---- counting ----------------------------------------------------------------------------
    const peak = answers.slice(CALIBRATION_SHOPPERS * CALIBRATION_ORDERS);
    const placed = answers.filter((a) => a.status === 200);
    const placedIds = new Set(placed.map((a) => a.orderId));
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const refusals = {};
    for (const a of answers.filter((x) => x.status !== 200)) refusals[`${a.status} ${a.message}`] = (refusals[`${a.status} ${a.message}`] ?? 0) + 1;
    const browseStatuses = {};
    for (const s of browsing) browseStatuses[s] = (browseStatuses[s] ?? 0) + 1;
    const order5xx = answers.filter((a) => typeof a.status === 'number' && a.status >= 500).length;
    const browse5xx = browsing.filter((s) => typeof s === 'number' && s >= 500).length;
    const db = await checkSaleShop(shop);
    const lost = [...placedIds].filter((id) => !db.orderIds.has(id)).length;
    const sequence = outOfOrder(peak);
    const f = {
      capacity: Number(capacity.toFixed(1)),
      arrivals: peak.length,
      noShopperFree,
      peakSeconds: Number(peakSeconds.toFixed(1)),
      statuses,
      refusals,
      browseStatuses,
      fivexx: order5xx + browse5xx,
      timeouts: [...answers.map((a) => a.status), ...browsing].filter((s) => typeof s !== 'number').length,
      queued: peak.filter((a) => a.queued > 0).length,
      longestLine: Math.max(0, ...peak.map((a) => a.firstPosition ?? 0)),
      slowestOrderMs: Math.round(Math.max(...peak.map((a) => a.ms))),
      placed: placedIds.size,
      answered200Twice: placed.length - placedIds.size,
      inTurnChecked: sequence.checked,
      outOfArrivalOrder: sequence.inversions,
      lost,
      keysWithTwoOrders: db.keysWithTwoOrders,
      sizesBelowZero: db.sizesBelowZero,
      hotOrdersInDb: db.hotOrders,
      unitsSold: db.hotUnits,
      stock,
      ledgerEqual: db.hot.onHand === db.ledger.onHand && db.hot.reserved === db.ledger.reserved,
    };
    log(
      `queue peak: ${f.arrivals} orders in ${f.peakSeconds} s (${JSON.stringify(f.statuses)} over the whole run), ${f.queued} queued (longest line ${f.longestLine}, slowest order ${f.slowestOrderMs} ms), ` +
        `${f.inTurnChecked} placed from the queue, ${f.outOfArrivalOrder} out of arrival order; browsing ${JSON.stringify(f.browseStatuses)}; 5xx ${f.fivexx}, timeouts/errors ${f.timeouts}; ` +
        `refusals ${JSON.stringify(f.refusals)}; ${f.placed} orders placed, ${f.lost} lost, ${f.keysWithTwoOrders} keys with two orders, ${f.hotOrdersInDb} in the database; units sold ${f.unitsSold} of ${f.stock}, counts below zero ${f.sizesBelowZero}, ledger ${f.ledgerEqual ? 'equal' : 'DIFFERENT'}`,
    );
    return f;
  } finally {
    await server?.stop();
    await shop.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await runQueuePeak({ seconds: Number(process.argv[2] ?? 8), load: Number(process.argv[3] ?? 3), port: Number(process.argv[4] ?? 4681) });
  process.exit(f.fivexx + f.timeouts + f.lost + f.keysWithTwoOrders + f.sizesBelowZero + f.outOfArrivalOrder === 0 && f.ledgerEqual ? 0 : 1);
}
