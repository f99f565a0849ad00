import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { migrations } from './migrations';

/** Any constant works; it only has to be the same for every instance of the shop. */
const MIGRATION_LOCK = 726_2001;

/**
 * Applies pending migrations in one transaction under an advisory lock, so two instances
 * starting together against one database cannot both apply the same step.
 */
export async function runMigrations(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    // A migration may rewrite a large table, and a second instance waits here for the first.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local lock_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      id text primary key, applied_at timestamptz not null default now())`);
    const done = (await tx.execute(sql`select id from schema_migrations`)) as unknown as { rows: { id: string }[] };
    const applied = new Set(done.rows.map((r) => r.id));
    const ran: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      // One statement per call: PGlite's extended protocol refuses several at once.
      for (const statement of splitStatements(m.sql)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (id) values (${m.id})`);
      ran.push(m.id);
    }
    return ran;
  });
}

/** Migrations are plain DDL (no function bodies), so a statement ends at a semicolon before a line break. */
export function splitStatements(text: string): string[] {
  return text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
