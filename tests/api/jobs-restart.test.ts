import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openAndMigrate, setDatabase, type DbHandle, type OpenOptions } from '../../src/server/platform/db/client';
import { seedCatalog } from '../../src/server/app/seed';
import { jobs, orders } from '../../src/server/platform/db/schema';
import { startJobWorker } from '../../src/server/app/job-worker';
import { post } from '../support/api';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

/**
 * A restart here is real: the database is closed and opened again from its storage (a PGlite
 * folder, or a PostgreSQL schema through a new pool), and a new worker starts on it.
 */
const url = process.env.TEST_DATABASE_URL;
const schemaName = `t_${randomBytes(6).toString('hex')}`;
let dataDir = '';

async function open(): Promise<DbHandle> {
  const opts: OpenOptions = url ? { databaseUrl: url, searchPath: schemaName, poolMax: 3 } : { dataDir };
  const handle = await openAndMigrate(opts);
  setDatabase(handle);
  return handle;
}

afterAll(async () => {
  if (url) {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists ${schemaName} cascade`);
    await c.end();
  } else if (dataDir) {
    await rm(dataDir, { recursive: true, force: true });
  }
});

// Two opens, a migration and a seed of a real database: slow on a busy two-core machine.
test('a payment window timer set before a restart still fires after it, once', { timeout: 120_000 }, async () => {
  if (url) {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`create schema ${schemaName}`);
    await c.end();
  } else {
    dataDir = await mkdtemp(join(tmpdir(), 'kanmani-jobs-'));
  }

  const before = await open();
  await seedCatalog(before.db);
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const p = await newProduct({ pricePaise: 49_900 });
  const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 39, total: 538 }, 2), {
    token: shopper.token,
  });
  expect(r.status).toBe(200);
  const orderId: string = r.body.data.orderId;
  // Placed 31 minutes ago: its window has ended while the shop was down.
  await before.db.execute(sql`update payments set created_at = created_at - interval '31 minutes' where order_id = ${orderId}`);
  await before.db.execute(sql`update jobs set run_at = run_at - interval '31 minutes'`);
  await before.close();

  const after = await open();
  // No sweep in this run: only the timer written before the restart can cancel the order.
  const worker = startJobWorker(50, Number.POSITIVE_INFINITY);
  try {
    await expect.poll(async () => (await after.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status, { timeout: 30_000 }).toBe(5);
    // The order's messages (placed, cancelled) are jobs too; this test is about the timer alone.
    const rows = (await after.db.select().from(jobs)).filter((j) => j.name === 'payment-window-ends');
    expect(rows.map((j) => [j.name, j.payload, j.attempts, j.doneAt !== null])).toEqual([['payment-window-ends', { orderId }, 1, true]]);
  } finally {
    await worker.stop();
    await after.close();
  }
});
