import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../../src/server/platform/env';
import { openAndMigrate } from '../../src/server/platform/db/client';
import { seedCatalog } from '../../src/server/app/seed';

/**
 * Template databases for the API tests on PostgreSQL: one migrated, one migrated and seeded, made
 * once per code version (the name carries a hash of src/server and src/lib, so changed migrations
 * or seed data make a new one) and copied for each test file.
 */

/** Runs one statement on the server's maintenance connection (the database TEST_DATABASE_URL names). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

export function databaseAt(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The seed writes photos to the media store: a copy is only whole where the template's photos are. */
export function usesTemplateMedia(): boolean {
  const e = env();
  return e.MEDIA_STORE !== 's3' && e.MEDIA_DIR === '.data/media';
}

function photosKept(): boolean {
  const dir = env().MEDIA_DIR;
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(p) : [p];
  });
}

/** This clone: its templates are its own, since the seeded photos live in its .data/media. */
const clone = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);

let fingerprint: string | undefined;
function codeVersion(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const file of [...filesUnder('src/server'), ...filesUnder('src/lib')].sort()) hash.update(file).update(fs.readFileSync(file));
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

const made = new Map<string, Promise<string>>();

/** The template's name, made by the first test file of any worker that needs it (an advisory lock keeps it to one). */
export function pgTemplate(url: string, seeded: boolean): Promise<string> {
  const name = `kanmani_tpl_${seeded ? 'seeded' : 'migrated'}_${clone}_${codeVersion()}`;
  let template = made.get(name);
  if (!template) {
    template = makeTemplate(url, name, seeded);
    made.set(name, template);
  }
  return template;
}

async function makeTemplate(url: string, name: string, seeded: boolean): Promise<string> {
  const { default: pg } = await import('pg');
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await lock.query('select 1 from pg_database where datname = $1', [name]);
    // A seeded template whose photos were deleted since is made again.
    const stale = exists.rowCount !== 0 && seeded && !photosKept();
    if (stale) await lock.query(`drop database ${name}`);
    if (exists.rowCount === 0 || stale) {
      const building = `${name}_b`;
      await lock.query(`drop database if exists ${building} with (force)`);
      await lock.query(`create database ${building}`);
      const handle = await openAndMigrate({ databaseUrl: databaseAt(url, building), poolMax: 2 });
      try {
        if (seeded) await seedCatalog(handle.db);
      } finally {
        await handle.close();
      }
      // Renamed only once whole, so a run that died half way never leaves a template behind.
      await lock.query(`alter database ${building} rename to ${name}`);
      // This clone's templates of earlier code versions are left from earlier runs: drop them (another
      // clone's are its own business, and it may be copying one right now).
      const old = await lock.query(`select datname from pg_database where datname like $1 and datname not like $2 and datname not like '%\\_b'`, [
        `kanmani\\_tpl\\_%\\_${clone}\\_%`,
        `%\\_${codeVersion()}`,
      ]);
      for (const row of old.rows as { datname: string }[]) await lock.query(`drop database if exists ${row.datname}`).catch(() => undefined);
    }
  } finally {
    await lock.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await lock.end();
  }
  return name;
}
