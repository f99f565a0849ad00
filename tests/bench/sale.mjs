// `npm run bench:sale`: a sale day against the built shop on loopback (issue 33). 50 signed-in
// shoppers, each a connection that sends one request after another: page views 85% (home, a
// category, the hot product's page), cart quotes 10%, orders 5% (cash on delivery and online in
// turn, each with a fresh Idempotency-Key, two units of the hot size; every 20th order is sent
// twice at once with one key, as a double tap). The hot size has limited stock (500 units).
//
// Prints requests/s and p50/p90/p99 per kind, 5xx, the refusals orders met, orders/s while
// selling (placed orders over the time until the last unit went, or the whole run if some were
// left), units sold against stock, and CPU milliseconds per page view, per quote and per order.
// Then it checks the database: no key made two orders, no count below zero, the hot size's
// counts equal the sum of its ledger, every order answered 200 is in the database.
//
// CPU method: the server processes' own CPU time, utime + stime from /proc/<pid>/stat (nginx's
// too when it is in front), read before and after each phase. After a 5 s warm-up (--warmup),
// two short calibration phases, page views only and quotes only, at the same 50 connections, run
// before the sale and again after it (the code's cost drifts while it warms): their CPU over their
// request count is the cost of a page view and of a quote. The sale's CPU, less its page views and
// quotes at those costs, over its order requests, is the cost of an order request (refusals
// included, since a sale's orders are many refusals too); per placed order is printed beside it.
// A last phase sends orders only for the calibration time after the sale: on the empty shelf and
// at the limits each is a refusal, and its cost is measured directly (per refused order request).
// The bench's own process (the load generator) is not counted; its CPU is printed beside.
// On PostgreSQL the database's CPU is apportioned the same way and printed apart: the backends
// serving the shop's database (pg_stat_activity), per pid, before and after each phase (a backend
// that ends within a phase takes its CPU with it, so that figure is a floor).
//
// Two units an order, so 50 shoppers can empty the shelf within the per-customer limits (10
// orders in 10 minutes, 5 COD orders waiting: at most 500 orders from 50 shoppers).
//
// Flags: --seconds 60 (the sale), --calibrate 5 (each calibration phase), --warmup 5, --stock 500, --units 2,
// --shoppers 50, --pg [url] (PostgreSQL; default the local test server; without it the embedded
// database), --nginx (nginx and two instances, PostgreSQL only), --port 4700, --skip-build.
// Loopback only.
//
// The checkout queue (issue 33 item 4): off unless --queue, so the figures compare with earlier
// runs. With --queue the shop runs with CHECKOUT_QUEUE=on and each order follows its 202s as the
// checkout island does (tests/bench/queued-order.mjs); the bench prints how many order requests
// were queued, the longest line, and whether the orders placed from the queue were placed in the
// order their tickets say they arrived. --load 3 multiplies the shoppers (150 for 3).
//
// Memory (issue 33 item 6, measured only): on the embedded database the bench first starts one
// instance on a fresh, empty data folder (it migrates and seeds the demo catalog itself, as a
// shop's first start does) and prints its VmHWM once ready: the start's peak. It then resets the
// peak (writing 5 to /proc/<pid>/clear_refs) and sends page views and quotes from 50 connections
// for twice the calibration time; VmHWM afterwards is the peak at 50 connections.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from '../support/server-process.ts';
import { prepareSaleShop, checkSaleShop } from './sale-shop.mjs';
import { outOfOrder, placeQueued } from './queued-order.mjs';
import { resetVmPeak, vmMemoryMb } from './vm-peak.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const value = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  const next = i >= 0 ? args[i + 1] : undefined;
  return next !== undefined && !next.startsWith('--') ? next : fallback;
};
const SECONDS = Number(value('seconds', 60));
const CALIBRATE = Number(value('calibrate', 5));
const WARMUP = Number(value('warmup', 5));
const STOCK = Number(value('stock', 500));
const QUEUE = flag('queue');
const LOAD = Number(value('load', 1));
const SHOPPERS = Number(value('shoppers', 50)) * LOAD;
const UNITS = Number(value('units', 2));
const PORT = Number(value('port', 4700));
const NGINX = flag('nginx');
const PG_URL = flag('pg') || NGINX ? value('pg', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined;
const log = (msg) => process.stderr.write(`[sale] ${msg}\n`);
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

if (!flag('skip-build') && process.env.BENCH_SKIP_BUILD !== '1') {
  log('building (npm run build)');
  const b = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 2, 2], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (b.status !== 0) {
    console.error('The build failed, so there is nothing to measure.');
    process.exit(1);
  }
}

// ---- CPU and memory from /proc --------------------------------------------------------------

/** utime + stime of a process and its descendants, in ms. */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of withDescendants(pids)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      // gone
    }
  }
  return ticks * TICK_MS;
}

function withDescendants(pids) {
  const all = new Set(pids);
  let grew = true;
  const parents = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      parents.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone
    }
  }
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (all.has(ppid) && !all.has(pid)) {
        all.add(pid);
        grew = true;
      }
    }
  }
  return all;
}

/** utime + stime of each given process alone, in ms. */
function cpuOfEach(pids) {
  const out = new Map();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // gone
    }
  }
  return out;
}

// ---- the shop -------------------------------------------------------------------------------

let memoryRow = null;
if (!PG_URL) memoryRow = await embeddedMemory();

log(`preparing the shop on ${PG_URL ? 'PostgreSQL' : 'the embedded database (PGlite)'}: ${STOCK} units of the hot size, ${SHOPPERS} shoppers`);
const shop = await prepareSaleShop({ databaseUrl: PG_URL, stock: STOCK, shoppers: SHOPPERS });
const servers = [];
let nginx;
let prefix;
let front;
try {
  const env = { LOG_LEVEL: 'warn', CHECKOUT_QUEUE: QUEUE ? 'on' : 'off', ...(shop.dataDir ? { DATA_DIR: shop.dataDir } : {}), ...(NGINX ? { TRUSTED_PROXY: '1' } : {}) };
  const ports = NGINX ? [PORT + 1, PORT + 2] : [PORT];
  for (const port of ports) servers.push(await startServer({ port, ...(shop.url ? { databaseUrl: shop.url } : {}), env }));
  front = servers[0].url;
  if (NGINX) {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-sale-nginx-'));
    fs.chmodSync(prefix, 0o755);
    fs.mkdirSync(path.join(prefix, 'tmp'));
    fs.chmodSync(path.join(prefix, 'tmp'), 0o777);
    const conf = fs
      .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
      .replace(/\$\{(LISTEN_PORT|SHOP_A_PORT|SHOP_B_PORT)\}/g, (_, n) => String({ LISTEN_PORT: PORT, SHOP_A_PORT: ports[0], SHOP_B_PORT: ports[1] }[n]));
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'ignore' });
    await listening(PORT);
    front = `http://127.0.0.1:${PORT}`;
  }
  const pids = [...servers.map((s) => s.child.pid), ...(nginx ? [nginx.pid] : [])];
  const watcher = shop.url ? new pg.Client({ connectionString: shop.url }) : null;
  await watcher?.connect();
  /** The CPU of the PostgreSQL backends serving the shop's database, per pid. */
  const databaseCpu = async () => {
    if (!watcher) return new Map();
    const { rows } = await watcher.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return cpuOfEach(rows.map((r) => r.pid));
  };
  const startMemory = servers.map((s) => vmMemoryMb(s.child.pid));
  log(`${servers.length} instance(s) ready${NGINX ? ' behind nginx' : ''} at ${front}`);

  // ---- what the shoppers send ---------------------------------------------------------------
  const hot = shop.hot;
  const categories = await (await fetch(`${front}/api/web/category/list`)).json();
  const pages = ['/', `/product/${hot.slug}`, ...(categories?.data?.[0] ? [`/categories/${categories.data[0].categorySlug}`] : [])];
  const quoteBody = JSON.stringify({
    items: [{ customId: `${hot.productId}-${hot.variantId}-${hot.sizeName}`, productId: hot.productId, colorId: hot.variantId, sizeId: hot.sizeId, quantity: 1, price: hot.pricePaise / 100 }],
  });
  const json = { 'content-type': 'application/json' };
  const quote = await fetch(`${front}/api/web/cart/quote`, { method: 'POST', headers: json, body: quoteBody });
  const line = (await quote.json())?.data?.lines?.[0];
  if (quote.status !== 200 || line?.available !== true) throw new Error(`the cart quote did not price the hot size: ${quote.status} ${JSON.stringify(line)}`);
  // The shop's own figures for one unit, read from its 409 'prices changed' answer (no order is placed).
  const figures = {};
  for (const method of [1, 2]) {
    const r = await fetch(`${front}/api/web/order/create`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${shop.shoppers[0].token}` },
      body: JSON.stringify(orderBody(method, shop.shoppers[0].addressId, { subtotal: 0, shippingCharge: 0, total: 0 })),
    });
    const data = (await r.json())?.data;
    if (r.status !== 409 || typeof data?.total !== 'number') throw new Error(`could not read the order figures: ${r.status} ${JSON.stringify(data)}`);
    figures[method] = { subtotal: data.subtotal, shippingCharge: data.shippingCharge, total: data.total, codFee: data.codFee };
  }

  function orderBody(method, addressId, f) {
    return {
      orderItems: [{ productId: hot.productId, selectedColor: hot.variantId, selectedSize: hot.sizeName, quantity: UNITS }],
      addressId,
      paymentMethod: method,
      totalWeight: 0,
      subtotal: f.subtotal,
      shippingCharge: f.shippingCharge,
      total: f.total,
    };
  }

  let orderTurn = 0;
  /** @type {{ kind: string, ms: number, status: number | string, at: number, orderId?: string, message?: string, key?: string, copyOf?: boolean }[]} */
  let results = [];

  async function send(kind, shopper, phaseStart) {
    const t0 = performance.now();
    const done = (status, extra = {}) => results.push({ kind, ms: performance.now() - t0, status, at: t0 - phaseStart, ...extra });
    try {
      if (kind === 'page') {
        const r = await fetch(front + pages[Math.floor(Math.random() * pages.length)], { headers: { 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(30_000) });
        await r.arrayBuffer();
        return done(r.status);
      }
      if (kind === 'quote') {
        const r = await fetch(`${front}/api/web/cart/quote`, { method: 'POST', headers: json, body: quoteBody, signal: AbortSignal.timeout(30_000) });
        await r.arrayBuffer();
        return done(r.status);
      }
      const turn = orderTurn++;
      const method = turn % 2 ? 2 : 1;
      const key = randomUUID();
      const body = JSON.stringify(orderBody(method, shopper.addressId, figures[method]));
      const one = async (copy) => {
        const s0 = performance.now();
        if (QUEUE) {
          const a = await placeQueued({ url: `${front}/api/web/order/create`, token: shopper.token, key, body });
          results.push({ kind: 'order', ms: a.ms, status: a.status, at: s0 - phaseStart, key, copy, orderId: a.orderId, message: a.message, queued: a.queued, firstPosition: a.firstPosition, turn: a.turn, arrival: a.arrival });
          return;
        }
        const r = await fetch(`${front}/api/web/order/create`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${shopper.token}`, 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        const answer = await r.json().catch(() => null);
        results.push({ kind: 'order', ms: performance.now() - s0, status: r.status, at: s0 - phaseStart, key, copy, orderId: answer?.data?.orderId, message: r.status === 200 ? undefined : answer?.message });
      };
      // Every 20th order is a double tap: two copies at once with one key.
      await Promise.all(turn % 20 === 19 ? [one(false), one(true)] : [one(false)]);
    } catch (err) {
      done(err?.name === 'TimeoutError' ? 'timeout' : 'error');
    }
  }

  async function phase(seconds, pick) {
    results = [];
    const own = process.cpuUsage();
    const dbBefore = await databaseCpu();
    const cpuBefore = cpuMs(pids);
    const start = performance.now();
    const until = start + seconds * 1000;
    await Promise.all(
      shop.shoppers.map(async (s) => {
        while (performance.now() < until) await send(pick(), s, start);
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    const cpu = cpuMs(pids) - cpuBefore;
    const gen = process.cpuUsage(own);
    let dbCpu = 0;
    for (const [pid, ms] of await databaseCpu()) dbCpu += ms - (dbBefore.get(pid) ?? 0);
    return { results, elapsed, cpu, dbCpu, generatorCpu: (gen.user + gen.system) / 1000 };
  }

  // ---- calibration, then the sale ------------------------------------------------------------
  log('warming up');
  await phase(WARMUP, () => (Math.random() < 0.5 ? 'page' : 'quote'));
  // Calibrated before the sale and again after it, at the same 50 connections: a page view's cost
  // drifts while the code warms, and page views are most of the sale, so a small error in their
  // cost moves the order's residual a lot. Each kind's cost is the two phases' CPU over their counts.
  const calibrate = async () => {
    log(`calibrating: page views only for ${CALIBRATE} s, then quotes only for ${CALIBRATE} s`);
    return { pages: await phase(CALIBRATE, () => 'page'), quotes: await phase(CALIBRATE, () => 'quote') };
  };
  const before = await calibrate();
  log(`the sale: ${SECONDS} s, ${SHOPPERS} shoppers`);
  const sale = await phase(SECONDS, () => {
    const x = Math.random();
    return x < 0.85 ? 'page' : x < 0.95 ? 'quote' : 'order';
  });
  const after = await calibrate();
  // The crowd after the sale: orders only, on the empty shelf and at the shoppers' limits. Every
  // one is a refusal, measured directly rather than as the sale's residual, which page views'
  // calibration error swamps (0.1 ms a page view is about 1.5 ms an order request).
  log(`orders only after the sale for ${CALIBRATE} s`);
  const refusalsOnly = await phase(CALIBRATE, () => 'order');
  const cpuPerRefusal = refusalsOnly.cpu / Math.max(1, refusalsOnly.results.length);
  const refusalCodes = [...new Set(refusalsOnly.results.map((r) => r.status))].join('/');
  /** One kind's two calibration phases added up: requests, server CPU and database CPU. */
  const both = (k) => ({ n: before[k].results.length + after[k].results.length, cpu: before[k].cpu + after[k].cpu, dbCpu: before[k].dbCpu + after[k].dbCpu });
  const pagesOnly = both('pages');
  const quotesOnly = both('quotes');
  const cpuPerPage = pagesOnly.cpu / pagesOnly.n;
  const cpuPerQuote = quotesOnly.cpu / quotesOnly.n;
  const endMemory = servers.map((s) => vmMemoryMb(s.child.pid));
  await watcher?.end();
  const dbPerPage = pagesOnly.dbCpu / pagesOnly.n;
  const dbPerQuote = quotesOnly.dbCpu / quotesOnly.n;

  // ---- figures -------------------------------------------------------------------------------
  const byKind = (k) => sale.results.filter((r) => r.kind === k);
  const pct = (xs, p) => {
    if (xs.length === 0) return NaN;
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
  };
  const pageN = byKind('page').length;
  const quoteN = byKind('quote').length;
  const orders = byKind('order');
  const placed = orders.filter((r) => r.status === 200);
  const placedIds = new Set(placed.map((r) => r.orderId));
  const lastPlacedAt = placed.length ? Math.max(...placed.map((r) => r.at + r.ms)) / 1000 : sale.elapsed;
  const soldOut = placedIds.size * UNITS > STOCK - UNITS;
  const sellingSeconds = soldOut ? lastPlacedAt : sale.elapsed;
  const cpuPerOrder = (sale.cpu - pageN * cpuPerPage - quoteN * cpuPerQuote) / Math.max(1, orders.length);
  const refusals = new Map();
  for (const r of orders.filter((o) => o.status !== 200)) {
    const label = `${r.status} ${String(r.message ?? '').replace(/\d+/g, 'N').slice(0, 90)}`;
    refusals.set(label, (refusals.get(label) ?? 0) + 1);
  }
  const taps = new Map();
  for (const r of orders) if (orders.some((o) => o.copy && o.key === r.key)) taps.set(r.key, [...(taps.get(r.key) ?? []), r]);
  const tapsSplit = [...taps.values()].filter((pair) => pair.some((p) => p.status === 200) && !pair.every((p) => p.status === 200 && p.orderId === pair[0].orderId)).length;
  const sequence = outOfOrder(orders);
  const queuedN = orders.filter((r) => r.queued > 0).length;
  const longestLine = Math.max(0, ...orders.map((r) => r.firstPosition ?? 0));
  const fivexx = sale.results.filter((r) => typeof r.status === 'number' && r.status >= 500).length;
  const failed = sale.results.filter((r) => typeof r.status !== 'number').length;

  // ---- the database afterwards ----------------------------------------------------------------
  if (!shop.url) {
    // PGlite: one process opens the folder at a time, so the instance stops before the check.
    await Promise.all(servers.map((s) => s.stop()));
    servers.length = 0;
  }
  const db = await checkSaleShop(shop);
  const lost = [...placedIds].filter((id) => !db.orderIds.has(id)).length;

  const row = (k, xs, n) =>
    `  ${k.padEnd(7)} ${String(n).padStart(6)} req ${(n / sale.elapsed).toFixed(1).padStart(7)}/s   p50 ${pct(xs, 50).toFixed(0).padStart(5)} ms  p90 ${pct(xs, 90).toFixed(0).padStart(5)} ms  p99 ${pct(xs, 99).toFixed(0).padStart(5)} ms`;
  const lines = [
    `sale bench: ${SECONDS} s, ${SHOPPERS} shoppers${LOAD !== 1 ? ` (${LOAD} times the load)` : ''}${QUEUE ? ', checkout queue on' : ''}, ${servers.length || (NGINX ? 2 : 1)} instance(s)${NGINX ? ' behind nginx' : ''}, ${PG_URL ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores, ${new Date().toISOString()}`,
    `  mix: pages ${pages.join(' ')}; quote and orders of one hot size (${STOCK} units), ${UNITS} units an order, COD/online in turn, every 20th a double tap`,
    row('page', byKind('page').map((r) => r.ms), pageN),
    row('quote', byKind('quote').map((r) => r.ms), quoteN),
    row('order', orders.map((r) => r.ms), orders.length),
    `  all     ${sale.results.length} req ${(sale.results.length / sale.elapsed).toFixed(1)}/s; 5xx ${fivexx}; timeouts/errors ${failed}`,
    `  orders: ${placed.length} answered 200 (${placedIds.size} distinct orders); ${(placedIds.size / sellingSeconds).toFixed(1)} orders/s while selling (${sellingSeconds.toFixed(1)} s${soldOut ? ', until the last unit went' : ', stock left at the end'})`,
    `  refusals: ${[...refusals].map(([k, n]) => `${n} × ${k}`).join('; ') || 'none'}`,
    ...(QUEUE
      ? [
          `  checkout queue: ${queuedN} of ${orders.length} order requests queued (longest line ${longestLine}); ${sequence.checked} placed from the queue, ${
            // Each instance has its own line and counts its own turns, so two instances' turns interleave.
            NGINX ? 'arrival order not checked (each instance has its own line)' : sequence.inversions === 0 ? 'all in arrival order' : `${sequence.inversions} out of arrival order`
          }`,
        ]
      : []),
    `  double taps: ${taps.size}, of which ${tapsSplit} answered the two copies differently (one placed, the other refused or another order)`,
    `  units sold ${db.hotUnits} of ${STOCK} (on hand ${db.hot.onHand}, reserved ${db.hot.reserved}, sellable ${db.hot.onHand - db.hot.reserved})`,
    `  CPU ms per page view ${cpuPerPage.toFixed(2)} (calibration: ${pagesOnly.n} in 2 × ${CALIBRATE} s), per quote ${cpuPerQuote.toFixed(2)} (${quotesOnly.n} in 2 × ${CALIBRATE} s),` +
      ` per order request ${cpuPerOrder.toFixed(2)} (per placed order ${((cpuPerOrder * orders.length) / Math.max(1, placedIds.size)).toFixed(2)});` +
      ` per refused order request ${cpuPerRefusal.toFixed(2)} (orders only after the sale: ${refusalsOnly.results.length} in ${CALIBRATE} s, ${refusalCodes});` +
      ` the sale used ${(sale.cpu / 1000).toFixed(1)} CPU s in ${sale.elapsed.toFixed(1)} s (the load generator ${(sale.generatorCpu / 1000).toFixed(1)} CPU s)`,
    ...(shop.url
      ? [
          `  PostgreSQL CPU ms per page view ${dbPerPage.toFixed(2)}, per quote ${dbPerQuote.toFixed(2)}, per order request ${((sale.dbCpu - pageN * dbPerPage - quoteN * dbPerQuote) / Math.max(1, orders.length)).toFixed(2)}; the sale used ${(sale.dbCpu / 1000).toFixed(1)} CPU s of the database's backends`,
        ]
      : []),
    `  memory per instance (MB): after start VmHWM ${startMemory.map((m) => m.hwm).join('/')}, after the sale VmHWM ${endMemory.map((m) => m.hwm).join('/')} VmRSS ${endMemory.map((m) => m.rss).join('/')}`,
    `  database: keys with two orders ${db.keysWithTwoOrders}; counts below zero ${db.sizesBelowZero}; hot size counts ${db.hot.onHand}/${db.hot.reserved} vs ledger ${db.ledger.onHand}/${db.ledger.reserved} (${db.ledger.rows} rows) ${db.hot.onHand === db.ledger.onHand && db.hot.reserved === db.ledger.reserved ? 'equal' : 'DIFFERENT'}; orders answered 200 missing ${lost}; orders of the hot size ${db.hotOrders}`,
  ];
  if (memoryRow) lines.push(memoryRow);
  console.log(lines.join('\n'));
  const bad = (NGINX ? 0 : sequence.inversions) + db.keysWithTwoOrders + db.sizesBelowZero + lost + (db.hot.onHand === db.ledger.onHand && db.hot.reserved === db.ledger.reserved ? 0 : 1) + (db.hotOrders === placedIds.size ? 0 : 1);
  process.exitCode = bad === 0 ? 0 : 1;
} finally {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all(servers.map((s) => s.stop()));
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  await shop.drop();
}

async function listening(port) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Item 6's row: one instance on a fresh embedded database, its peak from the start and at 50 connections. */
async function embeddedMemory() {
  log('memory: one instance on a fresh, empty embedded database');
  const server = await startServer({ port: PORT + 10, env: { LOG_LEVEL: 'warn' } });
  try {
    const pid = server.child.pid;
    const atStart = vmMemoryMb(pid);
    resetVmPeak(pid);
    const reset = vmMemoryMb(pid);
    const products = (await (await fetch(`${server.url}/api/web/product/list`)).json())?.data ?? [];
    const paths = ['/', ...products.slice(0, 8).map((p) => `/product/${p.slug}`)];
    const quote = JSON.stringify({ items: [] });
    const until = performance.now() + CALIBRATE * 2 * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        while (performance.now() < until) {
          const r =
            i % 10 === 0
              ? await fetch(`${server.url}/api/web/cart/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quote })
              : await fetch(server.url + paths[n % paths.length], { headers: { 'accept-encoding': 'br, gzip' } });
          await r.arrayBuffer();
          n += 1;
        }
      }),
    );
    const loaded = vmMemoryMb(pid);
    return `  memory, embedded database, one instance (MB): fresh start VmHWM ${atStart.hwm} (VmRSS once ready ${atStart.rss}); peak reset to ${reset.hwm}, then ${n} page views and quotes from 50 connections in ${CALIBRATE * 2} s: VmHWM ${loaded.hwm}, VmRSS ${loaded.rss}`;
  } finally {
    await server.stop();
  }
}
