// The order queue at scale: seeds 100,000 orders into a PostgreSQL schema of its own (set-based
// SQL, no per-order round trips), then times filtered queue pages through the same service the
// console calls and prints p50/p95 per filter and overall. Target: p95 under 150 ms.
// Run: npm run bench:queue   (BENCH_DATABASE_URL or DATABASE_URL, default the local test server)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openAndMigrate, setDatabase } from '../../src/server/platform/db/client.ts';
import { listOrderQueue } from '../../src/server/orders/order-queue.ts';
import { OrderQueueQuerySchema } from '../../src/lib/validation/admin-orders.ts';

const URL_ = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const SCHEMA = 'bench_order_queue';

const admin = new pg.Client({ connectionString: URL_ });
await admin.connect();
await admin.query(`drop schema if exists ${SCHEMA} cascade`);
await admin.query(`create schema ${SCHEMA}`);
await admin.end();

const handle = await openAndMigrate({ databaseUrl: URL_, searchPath: SCHEMA, poolMax: 4 });
setDatabase(handle);
const seeder = new pg.Client({ connectionString: URL_, options: `-c search_path=${SCHEMA}` });
await seeder.connect();

const started = performance.now();
const customers = Math.ceil(ORDERS / 4);
await seeder.query(`
  insert into customers (id, name, mobile_number)
  select lpad(to_hex(g), 24, '0'),
         (array['Priya','Kavya','Meena','Lakshmi','Divya','Anitha','Revathi','Sangeetha'])[1 + g % 8] || ' ' ||
         (array['Iyer','Raj','Kumar','Sundaram','Devi','Natarajan','Pillai','Reddy','Nair'])[1 + (g / 8) % 9] || ' ' || g,
         (9000000000 + g)::text
  from generate_series(1, $1::int) g`, [customers]);
await seeder.query(`
  insert into orders (id, customer_id, status, payment_method, payment_status, subtotal_paise, shipping_paise, total_paise,
                      total_weight_grams, customer_name, customer_mobile, shipping_address, created_at, updated_at)
  select md5(g::text)::varchar(24), c.id,
         (array[1,1,2,2,2,3,4,5,6,6,7,7,7,7,8])[1 + (g * 7) % 15],
         1 + g % 2,
         case when g % 2 = 0 then (array[1,1,1,2,4,6])[1 + (g / 2) % 6] else (array[1,2,2])[1 + (g / 2) % 3] end,
         49900, 9900, 59800, 200, c.name, c.mobile_number,
         jsonb_build_object('contactPerson', c.name, 'doorNo', '12', 'address', 'Gandhi Street', 'landmark', null, 'city', 'Chennai',
                            'district', 'Chennai', 'state', 'Tamil Nadu', 'pincode', '600040', 'country', 'India', 'mobile', c.mobile_number),
         now() - (g * interval '150 seconds'), now()
  from generate_series(1, $1::int) g
  join customers c on c.id = lpad(to_hex(1 + g % $2::int), 24, '0')`, [ORDERS, customers]);
await seeder.query(`
  insert into order_items (id, order_id, position, product_id, color_variant_id, size_name, quantity, unit_price_paise, line_total_paise,
                           product_name, product_slug, category_name, image, color_name, color_code, weight_grams)
  select md5(o.id || p::text)::varchar(24), o.id, p, 'p', 'v', 'M', 1 + p, 24950, 24950 * (1 + p),
         'Ankle Length Cotton Leggings', 'ankle-length-cotton-leggings', 'Leggings', '/x.svg', 'Black', '#000', 100
  from orders o cross join generate_series(0, 1) p`);
// What autovacuum leaves a settled table in: statistics and a visibility map for index-only scans.
await seeder.query('vacuum analyze');
const seededMs = performance.now() - started;

const sample = (await seeder.query(`select id, customer_mobile, customer_name from orders order by created_at desc offset 5000 limit 1`)).rows[0];
await seeder.end();

const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000 + 19_800_000).toISOString().slice(0, 10);
const FILTERS = [
  ['all, page 1', {}],
  ['all, page 40', { page: '40' }],
  ['status 1 (new)', { status: '1' }],
  ['status 2, COD', { status: '2', method: '1' }],
  ['online, paid', { method: '2', payment: '1' }],
  ['status 6, page 10', { status: '6', page: '10' }],
  ['last 7 days', { from: day(7), to: day(0) }],
  ['status 7, a month', { status: '7', from: day(40), to: day(10) }],
  ['search: order number', { q: sample.id.slice(-5) }],
  ['search: mobile', { q: sample.customer_mobile }],
  ['search: name word', { q: 'sundaram' }],
  ['search: name + status', { q: 'kavya', status: '2' }],
];

const p = (values, q) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((q / 100) * s.length) - 1)];
};

const all = [];
const rows = [];
for (const [name, raw] of FILTERS) {
  const f = OrderQueueQuerySchema.parse(raw);
  for (let i = 0; i < 5; i++) await listOrderQueue(f);
  const times = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    total = (await listOrderQueue(f)).total;
    times.push(performance.now() - t);
  }
  all.push(...times);
  rows.push({ name, total, p50: p(times, 50), p95: p(times, 95) });
}
await handle.close();

// BENCH_KEEP=1 leaves the seeded schema for EXPLAIN ANALYZE by hand.
if (!process.env.BENCH_KEEP) {
  const cleanup = new pg.Client({ connectionString: URL_ });
  await cleanup.connect();
  await cleanup.query(`drop schema if exists ${SCHEMA} cascade`);
  await cleanup.end();
}

const pad = (s, n) => String(s).padEnd(n);
const num = (v) => v.toFixed(1).padStart(7);
console.log(`Order queue bench, ${new Date().toISOString()}: ${ORDERS.toLocaleString('en-IN')} orders seeded in ${(seededMs / 1000).toFixed(1)} s, ${RUNS} runs per filter`);
console.log(`| ${pad('filter', 24)} | matches | p50 ms  | p95 ms  |`);
console.log(`|:${'-'.repeat(24)}-|--------:|--------:|--------:|`);
for (const r of rows) console.log(`| ${pad(r.name, 24)} | ${String(r.total).padStart(7)} | ${num(r.p50)} | ${num(r.p95)} |`);
const overall = p(all, 95);
console.log(`Overall p95 ${overall.toFixed(1)} ms over ${all.length} pages (target < 150 ms): ${overall < 150 ? 'within' : 'OVER'} target`);
