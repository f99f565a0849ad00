import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { useTestDatabase } from '../support/db';
import { databaseTables, drizzleTables, shapeDifferences } from '../support/schema-shape';
import * as schema from '../../src/server/platform/db/schema';

/**
 * The drizzle tables are what the code queries; the migrations are what the database holds.
 * Every table the schema module exports is compared with what the migrations built, so a new
 * table or migration on any branch is covered without naming it here.
 */
const { handle } = useTestDatabase({ seed: false });

// The migration runner's own bookkeeping, not part of the shop's schema.
const RUNNER_TABLES = ['schema_migrations'];

describe('the drizzle schema and the migrations', () => {
  test('declare the same tables, columns, types, nullability, defaults, indexes and keys', async () => {
    const migrated = await databaseTables(handle().db, RUNNER_TABLES);
    const declared = drizzleTables(schema);
    expect(migrated.size).toBeGreaterThanOrEqual(23);
    expect(shapeDifferences(migrated, declared)).toEqual([]);
  });

  test('a disagreement is reported with the table and column it concerns', async () => {
    const db = handle().db;
    await db.execute(sql`create table drift_probe (
      id text primary key, owner text not null references customers(id), size integer not null default 0, note text)`);
    await db.execute(sql`create index drift_probe_owner_idx on drift_probe (owner, size)`);
    await db.execute(sql`create index drift_probe_note_idx on drift_probe using hash (note)`);
    const probe = pgTable(
      'drift_probe',
      { id: text('id').primaryKey(), owner: text('owner').notNull(), size: text('size').notNull().default('0'), label: text('label') },
      (t) => [index('drift_probe_owner_idx').on(t.owner), index('drift_probe_note_idx').on(t.label)],
    );
    const migrated = await databaseTables(db, RUNNER_TABLES);
    const differences = shapeDifferences(new Map([['drift_probe', migrated.get('drift_probe')!]]), drizzleTables({ probe }));
    await db.execute(sql`drop table drift_probe`);
    expect(differences).toEqual([
      'drift_probe.size: migrations say integer, not null, default 0; drizzle says text, not null, default \'0\'',
      'drift_probe.note: only in the migrations (text, null)',
      'drift_probe.label: only in drizzle (text, null)',
      'drift_probe index drift_probe_owner_idx: migrations say (owner, size); drizzle says (owner)',
      'drift_probe index drift_probe_note_idx: migrations say using hash (note); drizzle says (label)',
      'drift_probe foreign key (owner) → customers(id): only in the migrations (on delete no action)',
    ]);
  });
});
