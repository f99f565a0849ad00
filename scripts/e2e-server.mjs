// The server the end-to-end tests drive: the built shop on a fresh database of its own
// (embedded PGlite in a temporary folder, or a new database on TEST_DATABASE_URL's server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-e2e-'));
process.env.DATA_DIR = dir;
process.env.NODE_ENV = 'development';
process.env.LOG_LEVEL ??= 'warn';
let dropDatabase;

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

if (process.env.TEST_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const name = `kanmani_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  // A server that was killed never ran its cleanup: its database is dropped by the next run,
  // once no process of that number is alive.
  const { rows } = await admin.query(`select datname from pg_database where datname like 'kanmani_e2e_%'`);
  for (const { datname } of rows) {
    const pid = Number(datname.slice('kanmani_e2e_'.length));
    if (pid !== process.pid && !isAlive(pid)) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.href;
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const cleanup = async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await dropDatabase?.().catch(() => {});
};
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
for (const sig of ['SIGTERM', 'SIGINT']) process.once(sig, () => cleanup().finally(() => process.exit(0)));

await import('./start.mjs');
