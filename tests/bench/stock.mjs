// What reserving stock costs order/create: places the same cash-on-delivery orders through the
// service the route calls, once reserving every line (as the shop does) and once without
// touching the shelf, and prints orders per second for each. Every buyer is a customer of their
// own, so the per-customer limits never turn one away; all buy one size, the hottest row there is.
// Run: npm run bench:stock   (BENCH_DATABASE_URL or DATABASE_URL, default the local test server)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openAndMigrate, setDatabase } from '../../src/server/platform/db/client.ts';
import { addresses, customers, sizeStock } from '../../src/server/platform/db/schema/index.ts';
import { seedCatalog } from '../../src/server/app/seed/index.ts';
import { newId } from '../../src/server/platform/db/ids.ts';
import { createOrder } from '../../src/server/workflows/create-order.ts';
import { eq, sql } from 'drizzle-orm';

const URL_ = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SCHEMA = 'bench_stock';

const admin = new pg.Client({ connectionString: URL_ });
await admin.connect();
await admin.query(`drop schema if exists ${SCHEMA} cascade`);
await admin.query(`create schema ${SCHEMA}`);
await admin.end();

const handle = await openAndMigrate({ databaseUrl: URL_, searchPath: SCHEMA, poolMax: CONCURRENCY });
setDatabase(handle);
await seedCatalog(handle.db);

// The demo's Churidar Leggings Combo, first colour, size M: ₹749, 230 g; COD ships for ₹99.
const found = await handle.db.execute(sql`
  select p.id as product_id, v.id as colour_id, s.id as size_id, s.price_paise, s.weight_grams
  from products p join color_variants v on v.product_id = p.id join sizes s on s.color_variant_id = v.id
  where p.slug = 'churidar-leggings-combo-pack-of-2' and v.position = 0 and s.name = 'M'`);
const pick = found.rows[0];
const product = { _id: pick.product_id };
const colour = { _id: pick.colour_id };
const size = { _id: pick.size_id, price: Number(pick.price_paise) / 100, weight: Number(pick.weight_grams) };
await handle.db.update(sizeStock).set({ onHand: ORDERS * 4 }).where(eq(sizeStock.sizeId, size._id));

async function buyers(n, tag) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    const customer = { id, name: `Bench ${tag} ${i}`, email: null, mobileNumber: `${tag === 'with' ? 8 : 9}${String(100_000_000 + i)}` };
    await handle.db.insert(customers).values({ id, name: customer.name, mobileNumber: customer.mobileNumber });
    const addressId = newId();
    await handle.db.insert(addresses).values({ id: addressId, customerId: id, contactPerson: customer.name, doorNo: '1', address: 'Temple Street', city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincode: '600004', isCurrent: true });
    out.push({ customer, addressId });
  }
  return out;
}

function body(addressId) {
  return {
    orderItems: [{ productId: product._id, selectedColor: colour._id, selectedSize: 'M', quantity: 1 }],
    addressId,
    paymentMethod: 1,
    totalWeight: size.weight,
    subtotal: size.price,
    shippingCharge: 99,
    total: size.price + 99,
  };
}

async function run(mode, people) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < people.length) {
        const b = people[next++];
        await createOrder(b.customer, body(b.addressId), null, { stock: mode });
      }
    }),
  );
  return people.length / ((performance.now() - started) / 1000);
}

const withPeople = await buyers(ORDERS, 'with');
const withoutPeople = await buyers(ORDERS, 'without');
// A short warm-up of each path, so neither pays for cold caches.
await run('unreserved', withoutPeople.splice(0, 20));
await run('reserve', withPeople.splice(0, 20));
const without = await run('unreserved', withoutPeople);
const reserved = await run('reserve', withPeople);
const left = await handle.db.select().from(sizeStock);
const row = left.find((r) => r.sizeId === size._id);

console.log(`order/create, ${withPeople.length} COD orders each way, ${CONCURRENCY} at a time, PostgreSQL`);
console.log(`  without reservation: ${without.toFixed(1)} orders/s`);
console.log(`  with reservation:    ${reserved.toFixed(1)} orders/s (${((reserved / without - 1) * 100).toFixed(1)}%)`);
console.log(`  the size afterwards: on hand ${row.onHand}, reserved ${row.reserved}`);
await handle.close();
const drop = new pg.Client({ connectionString: URL_ });
await drop.connect();
await drop.query(`drop schema if exists ${SCHEMA} cascade`);
await drop.end();
