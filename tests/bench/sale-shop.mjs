// The sale bench's shop: a database migrated and seeded with the demo catalog, one hot size with
// limited stock (its ledger starts with the 'set' that put it there), and shoppers signed in
// cheaply: customer rows, sessions made by the shop's own createSession and one saved address
// each, written before the server starts (no OTP round trips, no sign-up limits).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { openAndMigrate, query, setDatabase } from '../../src/server/platform/db/client.ts';
import { addresses, customers, sizeStock, stockMovements } from '../../src/server/platform/db/schema/index.ts';
import { seedIfEmpty } from '../../src/server/app/seed/index.ts';
import { newId } from '../../src/server/platform/db/ids.ts';
import { createSession } from '../../src/server/auth/session.ts';

/** The demo's Churidar Leggings Combo, first colour, size M (₹749, 230 g), as tests/bench/stock.mjs uses. */
const HOT_SLUG = 'churidar-leggings-combo-pack-of-2';

/**
 * @param {{ databaseUrl?: string, stock: number, shoppers: number }} opts
 * `databaseUrl` is a PostgreSQL server: a database of its own is created there and dropped by
 * `drop()`. Without it, an embedded (PGlite) data folder is made, for one instance to open.
 */
export async function prepareSaleShop({ databaseUrl, stock, shoppers }) {
  let url;
  let dataDir;
  let dropDb = async () => {};
  if (databaseUrl) {
    const name = `sale_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(databaseUrl);
    u.pathname = `/${name}`;
    url = u.href;
    dropDb = async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-sale-'));
  }
  const handle = await openAndMigrate(url ? { databaseUrl: url, poolMax: 4 } : { dataDir });
  setDatabase(handle);
  try {
    const db = handle.db;
    await seedIfEmpty(db);
    const [hot] = await query(
      db,
      sql`select p.id as product_id, p.slug, v.id as colour_id, s.id as size_id, s.name as size_name, s.price_paise
          from products p join color_variants v on v.product_id = p.id join sizes s on s.color_variant_id = v.id
          where p.slug = ${HOT_SLUG} and v.position = 0 and s.name = 'M'`,
    );
    if (!hot) throw new Error(`sale bench: the demo product ${HOT_SLUG} (size M) is missing from the seed`);
    await db.insert(sizeStock).values({ sizeId: hot.size_id, onHand: 0 }).onConflictDoNothing();
    const [before] = await db.select().from(sizeStock).where(eq(sizeStock.sizeId, hot.size_id));
    await db.update(sizeStock).set({ onHand: stock, reserved: 0 }).where(eq(sizeStock.sizeId, hot.size_id));
    // The ledger of the hot size starts from nothing: its one row is the count the sale begins with.
    await db.delete(stockMovements).where(eq(stockMovements.sizeId, hot.size_id));
    await db.insert(stockMovements).values({
      sizeId: hot.size_id,
      reason: 'set',
      onHandDelta: stock,
      reservedDelta: 0,
      onHandAfter: stock,
      reservedAfter: 0,
      actorKind: 'system',
      note: `sale bench (was ${before?.onHand ?? 0})`,
    });
    const people = [];
    const tag = randomBytes(2).readUInt16BE(0) % 1000;
    for (let i = 0; i < shoppers; i++) {
      const id = newId();
      const name = `Sale Shopper ${i + 1}`;
      await db.insert(customers).values({ id, name, mobileNumber: `9${String(tag).padStart(3, '0')}${String(i).padStart(6, '0')}` });
      const addressId = newId();
      await db.insert(addresses).values({
        id: addressId,
        customerId: id,
        contactPerson: name,
        doorNo: '4',
        address: 'Nehru Street, T Nagar',
        city: 'Chennai',
        district: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600017',
        isCurrent: true,
      });
      people.push({ id, token: await createSession(id), addressId });
    }
    return {
      url,
      dataDir,
      hot: { productId: hot.product_id, slug: hot.slug, variantId: hot.colour_id, sizeId: hot.size_id, sizeName: hot.size_name, pricePaise: Number(hot.price_paise) },
      shoppers: people,
      drop: async () => {
        await dropDb();
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await handle.close();
  }
}

/**
 * What the database says after the sale: keys that made two orders, counts below zero, and
 * whether the hot size's counts equal the sum of its ledger. Opens the database again (for PGlite
 * the instance must have stopped: one process at a time opens its folder).
 */
export async function checkSaleShop({ url, dataDir, hot }) {
  const handle = await openAndMigrate(url ? { databaseUrl: url, poolMax: 2 } : { dataDir });
  try {
    const db = handle.db;
    const [doubled] = await query(
      db,
      sql`select count(*)::int as n from (select 1 from orders where idempotency_key is not null group by customer_id, idempotency_key having count(*) > 1) d`,
    );
    const [below] = await query(db, sql`select count(*)::int as n from size_stock where on_hand < 0 or reserved < 0 or reserved > on_hand`);
    const [counts] = await query(db, sql`select on_hand, reserved from size_stock where size_id = ${hot.sizeId}`);
    const [ledger] = await query(
      db,
      sql`select coalesce(sum(on_hand_delta), 0)::int as on_hand, coalesce(sum(reserved_delta), 0)::int as reserved, count(*)::int as rows from stock_movements where size_id = ${hot.sizeId}`,
    );
    const [lines] = await query(
      db,
      sql`select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as units
          from orders o join order_items i on i.order_id = o.id where i.size_id = ${hot.sizeId}`,
    );
    const ids = await query(db, sql`select id from orders`);
    return {
      keysWithTwoOrders: doubled.n,
      sizesBelowZero: below.n,
      hot: { onHand: counts.on_hand, reserved: counts.reserved },
      ledger: { onHand: ledger.on_hand, reserved: ledger.reserved, rows: ledger.rows },
      hotOrders: lines.orders,
      hotUnits: lines.units,
      orderIds: new Set(ids.map((r) => r.id)),
    };
  } finally {
    await handle.close();
  }
}
