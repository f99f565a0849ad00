import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openAndMigrate, openDatabase, setDatabase, type DbHandle } from '../../src/server/platform/db/client';
import { seedCatalog } from '../../src/server/app/seed';
import { adminQuery, databaseAt, pgTemplate, usesTemplateMedia } from './pg-template';

/**
 * Gives the calling test file a database of its own: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a fresh schema on that PostgreSQL server (dropped afterwards).
 */
export async function openTestDatabase(opts: { seed?: boolean; migrate?: boolean } = {}): Promise<DbHandle & { url?: string; schemaName?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const open = opts.migrate === false ? openDatabase : openAndMigrate;
  let handle: DbHandle;
  let schemaName: string | undefined;
  if (url && opts.migrate !== false && usesTemplateMedia()) {
    // A copy of a database migrated (and seeded) once per code version: CREATE DATABASE … TEMPLATE
    // takes a fraction of running every migration and the seed for each test file.
    const template = await pgTemplate(url, opts.seed !== false);
    const name = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    const inner = await openDatabase({ databaseUrl: databaseAt(url, name), poolMax: 5 });
    return {
      ...inner,
      url: databaseAt(url, name),
      close: async () => {
        await inner.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  if (url) {
    schemaName = `t_${randomBytes(6).toString('hex')}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schemaName}`);
    await admin.end();
    const inner = await open({ databaseUrl: url, searchPath: schemaName, poolMax: 5 });
    const name = schemaName;
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema if exists ${name} cascade`);
        await c.end();
      },
    };
  } else {
    handle = await open({ dataDir: 'memory://' });
  }
  if (opts.seed !== false && opts.migrate !== false) await seedCatalog(handle.db);
  return { ...handle, ...(url ? { url } : {}), ...(schemaName ? { schemaName } : {}) };
}

/** Call at the top of a test file: opens a private database before the tests and closes it after. */
export function useTestDatabase(opts: { seed?: boolean; migrate?: boolean } = {}): { handle: () => DbHandle } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(opts);
    setDatabase(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    handle: () => {
      if (!handle) throw new Error('useTestDatabase: the database is not open yet (use it inside a test).');
      return handle;
    },
  };
}
