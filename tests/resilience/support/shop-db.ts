import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openAndMigrate } from '../../../src/server/platform/db/client';
import { seedCatalog } from '../../../src/server/app/seed';

/**
 * Databases for the built-server tests: a private database on the shared PostgreSQL
 * (TEST_DATABASE_URL), or a private cluster this test may stop and start at will.
 */
export const SHARED_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** `size` is the size's name (what an order line names), `sizeId` its id (what the cart quote takes). */
export type ShopProduct = { productId: string; variantId: string; size: string; sizeId: string; pricePaise: number; slug: string; name: string };

/** A fresh database on the shared server, migrated and seeded, plus one known product. */
export async function createPrivateDatabase(baseUrl = SHARED_URL): Promise<{ url: string; product: ShopProduct; drop: () => Promise<void> }> {
  const name = `res_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(baseUrl, name);
  const product = await prepareShop(url);
  return {
    url,
    product,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.href;
}

/** Migrates, seeds the catalog and shipping tiers, and adds a product the tests can order. */
export async function prepareShop(url: string): Promise<ShopProduct> {
  const handle = await openAndMigrate({ databaseUrl: url, poolMax: 2 });
  try {
    const existing = await handle.db.execute('select count(*)::int as n from categories' as never);
    if (Number((existing as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0) await seedCatalog(handle.db);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const hex = () => randomBytes(12).toString('hex');
    const [categoryId, productId, variantId, sizeId] = [hex(), hex(), hex(), hex()];
    const slug = `resilience-leggings-${productId.slice(0, 6)}`;
    const name = `Resilience Cotton Leggings ${productId.slice(0, 6)}`;
    await c.query(`insert into categories (id, name, slug, image) values ($1, 'Leggings', $2, '/favicon.svg')`, [categoryId, `leggings-${categoryId.slice(0, 6)}`]);
    await c.query(
      `insert into products (id, slug, name, type, category_id, description, weight_grams, search_text, hsn_code) values ($1, $2, $3, 1, $4, 'Soft cotton.', 200, $5, '6104')`,
      [productId, slug, name, categoryId, name.toLowerCase()],
    );
    await c.query(`insert into color_variants (id, product_id, name, color_code, images) values ($1, $2, 'Black', '#000000', '["/favicon.svg"]')`, [variantId, productId]);
    await c.query(`insert into sizes (id, color_variant_id, name, price_paise, striked_price_paise, weight_grams) values ($1, $2, 'M', 49900, 69900, 200)`, [sizeId, variantId]);
    // A deep shelf: these suites are about outages and load, not about running out.
    await c.query(`insert into size_stock (size_id, on_hand) values ($1, 100000)`, [sizeId]);
    await c.end();
    return { productId, variantId, size: 'M', sizeId, pricePaise: 49_900, slug, name };
  } finally {
    await handle.close();
  }
}

/** A PostgreSQL cluster of our own (initdb as the postgres user), to stop and start at will. */
export type PrivateCluster = { url: string; port: number; start: () => void; stop: () => void; destroy: () => void };

/** A PostgreSQL program from Debian's newest installed version. */
export function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const p = path.join(root, v, 'bin', name);
    if (fs.existsSync(p)) return p;
  }
  throw new Error(`${name} not found under ${root}`);
}

function asPostgres(cmd: string): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('su', ['postgres', '-c', cmd], { stdio: 'pipe' });
  else execFileSync('sh', ['-c', cmd], { stdio: 'pipe' });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * `count` ports in [from, to] that nothing listens on. Private clusters take ports below Linux's
 * ephemeral range (32768 and up): there an outgoing connection of the load tests can hold the
 * port, and a cluster that restarts on it cannot listen (seen once in CI on 55432).
 */
export async function freePorts(from: number, to: number, count: number): Promise<number[]> {
  const found: number[] = [];
  for (let port = from; port <= to && found.length < count; port += 1) if (await portIsFree(port)) found.push(port);
  if (found.length < count) throw new Error(`no ${count} free ports between ${from} and ${to}`);
  return found;
}

export async function createCluster(portRange: [number, number] = [5460, 5469]): Promise<PrivateCluster> {
  const [port] = await freePorts(portRange[0], portRange[1], 1);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  asPostgres(`${pgBin('initdb')} -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
  const ctl = pgBin('pg_ctl');
  const start = () => {
    try {
      asPostgres(`${ctl} -D ${data} -l ${dir}/log -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" -w start >/dev/null`);
    } catch (e) {
      // The server's own log says why (the directory is removed afterwards, so it is quoted here).
      const log = fs.existsSync(`${dir}/log`) ? fs.readFileSync(`${dir}/log`, 'utf8').slice(-2000) : '(no log)';
      throw new Error(`${(e as Error).message}\n${log}`);
    }
  };
  const stop = () => asPostgres(`${ctl} -D ${data} -m fast -w stop >/dev/null`);
  return {
    url: `postgres://postgres@127.0.0.1:${port!}/postgres`,
    port: port!,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one query on a short-lived connection (for checks after the load). */
export async function sqlRows<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}
