import { afterAll, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, query, type DbHandle } from '../../src/server/platform/db/client';
import { runMigrations, splitStatements } from '../../src/server/platform/db/migrate';
import { migrations } from '../../src/server/platform/db/migrations';

/** A database migrated up to, not including, the address guards: the state a live shop is in today. */
async function openBeforeGuards(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  let handle: DbHandle;
  if (url) {
    const schemaName = `t_${randomBytes(6).toString('hex')}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schemaName}`);
    await admin.end();
    const inner = await openDatabase({ databaseUrl: url, searchPath: schemaName, poolMax: 2 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema if exists ${schemaName} cascade`);
        await c.end();
      },
    };
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  await handle.db.execute(sql`create table schema_migrations (id text primary key, applied_at timestamptz not null default now())`);
  for (const m of migrations.filter((x) => x.id < '0006')) {
    for (const statement of splitStatements(m.sql)) await handle.db.execute(sql.raw(statement));
    await handle.db.execute(sql`insert into schema_migrations (id) values (${m.id})`);
  }
  return handle;
}

let handle: DbHandle | undefined;
afterAll(async () => handle?.close());

test('the address guards keep only the newest current address of each customer, then forbid a second', async () => {
  handle = await openBeforeGuards();
  const db = handle.db;
  await db.execute(sql`insert into customers (id, name, mobile_number) values ('c1', 'Anu', '9876500001'), ('c2', 'Bala', '9876500002')`);
  const address = (id: string, customer: string, current: boolean, day: number) =>
    db.execute(sql`insert into addresses (id, customer_id, contact_person, door_no, address, city, district, state, pincode, is_current, created_at)
      values (${id}, ${customer}, 'Anu', '1', 'Gandhi Street', 'Chennai', 'Chennai', 'Tamil Nadu', '600040', ${current}, ${`2026-11-0${day}T10:00:00Z`})`);
  // What the concurrent saves left behind: three current addresses for Anu, one for Bala.
  await address('a-old', 'c1', true, 1);
  await address('a-new', 'c1', true, 3);
  await address('a-mid', 'c1', true, 2);
  await address('a-none', 'c1', false, 4);
  await address('b-only', 'c2', true, 1);

  await runMigrations(db);

  const rows = await query<{ id: string }>(db, sql`select id from addresses where is_current order by id`);
  expect(rows.map((r) => r.id)).toEqual(['a-new', 'b-only']);
  await expect(db.execute(sql`update addresses set is_current = true where id = 'a-old'`)).rejects.toThrow();
}, 120_000);
