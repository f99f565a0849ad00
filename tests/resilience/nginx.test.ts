import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServers, type ServerProcess } from '../support/server-process';
import { createPrivateDatabase, sqlRows, type ShopProduct } from './support/shop-db';
import { addAddress, http, orderBody, placeOrder, signUp } from './support/shopper';
import { listening } from './support/listening';
import { zipSync } from 'fflate';
import { makePhoto } from '../fixtures/photos';
import { openDatabase } from '../../src/server/platform/db/client';
import { createStaff } from '../../src/server/staff/accounts';

/**
 * The deployment the README describes: a real nginx (Debian's package) with the committed
 * deploy/nginx.conf in front of two shop instances on one PostgreSQL database. A catalog edit shows
 * through both instances within a second, and killing one instance in the middle of a checkout
 * load fails no checkout and loses no order.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PORTS = { LISTEN_PORT: 4465, SHOP_A_PORT: 4463, SHOP_B_PORT: 4464 };
const SHOPPERS = 8;
const ORDERS_EACH = 6;

let a: ServerProcess;
let b: ServerProcess;
let nginx: ChildProcess;
let nginxLog = '';
let prefix = '';
let url = '';
let product: ShopProduct;
let drop: () => Promise<void>;
const front = `http://127.0.0.1:${PORTS.LISTEN_PORT}`;

/** deploy/nginx.conf with its ports filled in, as `envsubst` would. */
function renderConfig(): string {
  const template = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  return template.replace(/\$\{(LISTEN_PORT|SHOP_A_PORT|SHOP_B_PORT)\}/g, (_, name: keyof typeof PORTS) => String(PORTS[name]));
}

beforeAll(async () => {
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run does it on CI).');
  const db = await createPrivateDatabase();
  url = db.url;
  product = db.product;
  drop = db.drop;
  [a, b] = (await startServers([PORTS.SHOP_A_PORT, PORTS.SHOP_B_PORT], url, { TRUSTED_PROXY: '1' })) as [ServerProcess, ServerProcess];

  // nginx's own prefix in a temporary folder: its pid file, temp files and config live there.
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-nginx-'));
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'tmp'));
  fs.chmodSync(path.join(prefix, 'tmp'), 0o777);
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), renderConfig());
  nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout!.on('data', (c: Buffer) => (nginxLog += c.toString()));
  nginx.stderr!.on('data', (c: Buffer) => (nginxLog += c.toString()));
  await listening(PORTS.LISTEN_PORT, 10_000, 'nginx', () => nginxLog);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

const page = async (base: string, p: string) => {
  const r = await fetch(base + p, { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(10_000) });
  return { status: r.status, html: await r.text(), cacheControl: r.headers.get('cache-control') };
};

/** The catalog CSV through nginx: the export runs as a console task, so follow it to its file. */
async function exportedCsv(headers: Record<string, string>): Promise<string> {
  const started = await http(front, 'GET', '/api/admin/catalog/export', { headers });
  expect(started.status, started.text).toBe(202);
  const id = started.body!.data.id as string;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const task = await http(front, 'GET', `/api/admin/tasks/${id}`, { headers });
    expect(task.status, task.text).toBe(200);
    if (task.body!.data.answer) {
      expect(task.body!.data.state, task.text).toBe('done');
      const file = await http(front, 'GET', `/api/admin/tasks/${id}/file`, { headers });
      expect(file.status, file.text.slice(0, 200)).toBe(200);
      return file.text;
    }
    if (Date.now() > deadline) throw new Error(`the catalog export did not end in 30 s: ${task.text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('two instances behind nginx', () => {
  test('nginx passes the shop through: readiness, and a product page a CDN may cache', async () => {
    const ready = await http(front, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    const p = await page(front, `/product/${product.slug}`);
    expect(p.status).toBe(200);
    expect(p.html).toContain(product.name);
    expect(p.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  test('a catalog edit shows through both instances, and through nginx, within 1 s', async () => {
    // Both instances have the page in their page cache before the edit.
    for (const base of [a.url, b.url, front]) expect((await page(base, `/product/${product.slug}`)).html).toContain(product.name);
    const renamed = `Renamed Leggings ${randomUUID().slice(0, 8)}`;
    // No catalog editor API yet: the edit as it commits, name and catalog version in one transaction.
    await sqlRows(
      url,
      `with renamed as (update products set name = $1 where id = $2 returning id) update catalog_version set version = version + 1, changed_at = now() where exists (select 1 from renamed)`,
      [renamed, product.productId],
    );
    const edited = Date.now();
    // Each answerer is watched at once, each on its own, every 25 ms. What counts is when the
    // shopper asked: the first request sent after the edit that got the new name.
    const watch = async (base: string) => {
      while (Date.now() - edited < 5_000) {
        const asked = Date.now();
        if ((await page(base, `/product/${product.slug}`)).html.includes(renamed)) return asked - edited;
        await new Promise((r) => setTimeout(r, 25));
      }
      return Date.now() - edited;
    };
    const [onA, onB, onNginx] = await Promise.all([watch(a.url), watch(b.url), watch(front)]);
    const seenAfter = { A: onA, B: onB, nginx: onNginx };
    expect(seenAfter.A, JSON.stringify(seenAfter)).toBeLessThan(1_000);
    expect(seenAfter.B, JSON.stringify(seenAfter)).toBeLessThan(1_000);
    expect(seenAfter.nginx, JSON.stringify(seenAfter)).toBeLessThan(1_000);
  });

  test('a catalog import with photos through nginx answers at once with a job, and the job ends with the import done', async () => {
    const handle = await openDatabase({ databaseUrl: url, poolMax: 1 });
    try {
      await createStaff(handle.db, { email: 'importer@kanmani.test', name: 'Ilango Importer', role: 'manager', password: 'nginx-import-manager-pass' });
    } finally {
      await handle.close();
    }
    const signIn = await http(front, 'POST', '/api/admin/session', { body: { email: 'importer@kanmani.test', password: 'nginx-import-manager-pass' }, headers: { origin: front } });
    expect(signIn.status, signIn.text).toBe(200);
    const headers = { origin: front, cookie: (signIn.headers.get('set-cookie') ?? '').split(';')[0]! };
    const header = (await exportedCsv(headers)).split('\r\n')[0]!;
    const line = (colour: string, code: string, photo: string, size: string) =>
      `nginx-kurti,Nginx Kurti,leggings,ankle-length,Featured,New,yes,A kurti imported through nginx.,,${colour},${code},${photo},${size},599,899,210,,5,6104,,,,`;
    const rows = [line('Maroon', '#7a1f2b', 'a.jpg; b.png', 'S'), line('Maroon', '#7a1f2b', 'a.jpg; b.png', 'M'), line('Teal', '#1f6f6b', 'c.webp', 'M')];
    const zip = zipSync({
      'a.jpg': await makePhoto('jpeg', 1600, 2000, '#7a1f2b'),
      'b.png': await makePhoto('png', 1600, 2000, '#2b1f7a'),
      'c.webp': await makePhoto('webp', 1600, 2000, '#1f6f6b'),
    });
    const asked = Date.now();
    const started = await http(front, 'POST', '/api/admin/catalog/import-apply', { body: { csv: [header, ...rows].join('\r\n'), zip: Buffer.from(zip).toString('base64') }, headers });
    expect(started.status, started.text).toBe(202);
    // The answer comes at once, long before nginx's 30 s read timeout; the work goes on as a job.
    expect(Date.now() - asked).toBeLessThan(10_000);
    let task = started.body!.data;
    const seen = new Set<string>();
    while (!task.answer && Date.now() - asked < 180_000) {
      await new Promise((r) => setTimeout(r, 500));
      const polled = await http(front, 'GET', `/api/admin/tasks/${task.id}`, { headers });
      expect(polled.status, polled.text).toBe(200);
      task = polled.body!.data;
      seen.add(`${task.state} ${task.done}/${task.total}`);
    }
    expect(task.answer, [...seen].join(', ')).toMatchObject({ status: 200, message: 'Imported: 1 new product, 0 updated, 3 photos from the zip, 3 stock counts changed.' });
    expect(task).toMatchObject({ state: 'done', done: 3, total: 3 });
    const shown = await page(front, '/product/nginx-kurti');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Nginx Kurti');
  }, 240_000);

  test('one instance killed mid-load: every checkout succeeds and every order is in the database once', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const s = await signUp(front);
        return { token: s.token, addressId: await addAddress(front, s.token) };
      }),
    );
    const placed: { key: string; status: number; orderId?: string; text: string }[] = [];
    const browsed: number[] = [];
    // An answer already under way from A when it dies is cut off half way: nginx can send a request
    // on to B only before anything went back. The shopper's browser shows a failed load and they
    // try again, as the checkout does with the same idempotency key; the cut ones are counted.
    const cut: string[] = [];
    const again = async <T,>(what: string, request: () => Promise<T>): Promise<T> => {
      try {
        return await request();
      } catch (err) {
        cut.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
        return request();
      }
    };
    let stop = false;
    // Shoppers browse while others check out, so the killed instance has requests of both kinds in flight.
    const browsing = (async () => {
      while (!stop) {
        const results = await Promise.all(['/', `/product/${product.slug}`, '/categories'].map((p) => again(p, () => page(front, p))));
        browsed.push(...results.map((r) => r.status));
      }
    })();
    const checkouts = shoppers.map(async (s) => {
      for (let n = 0; n < ORDERS_EACH; n++) {
        const key = randomUUID();
        // Online payment: the open cash-on-delivery limit (5) would otherwise refuse the sixth.
        const r = await again('checkout', () => placeOrder(front, s.token, orderBody(product, s.addressId, 2), key));
        placed.push({ key, status: r.status, orderId: r.body?.data?.orderId, text: r.text.slice(0, 200) });
      }
    });
    // Kill A once the load is under way, without warning (no graceful shutdown).
    await new Promise((r) => setTimeout(r, 400));
    a.child.kill('SIGKILL');
    await Promise.all(checkouts);
    stop = true;
    await browsing;

    // At most what was in flight on A when it died: three pages and one checkout per shopper.
    expect(cut.length, cut.join('\n')).toBeLessThanOrEqual(3 + SHOPPERS);
    expect(placed).toHaveLength(SHOPPERS * ORDERS_EACH);
    expect(placed.filter((p) => p.status !== 200)).toEqual([]);
    expect(browsed.filter((s) => s !== 200)).toEqual([]);
    expect(browsed.length).toBeGreaterThan(30);
    const keys = placed.map((p) => p.key);
    const rows = await sqlRows<{ id: string; key: string; items: number }>(
      url,
      `select o.id, o.idempotency_key as key, (select count(*)::int from order_items i where i.order_id = o.id) as items from orders o where o.idempotency_key = any($1)`,
      [keys],
    );
    // One order per checkout, each the one the shopper was told about, none without its item.
    expect(rows).toHaveLength(SHOPPERS * ORDERS_EACH);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(placed.map((p) => p.orderId)));
    expect(rows.filter((r) => r.items !== 1)).toEqual([]);
    // The failover really happened: nginx met the dead instance and sent its requests on.
    expect(nginxLog).toMatch(/Connection refused|prematurely closed|reset by peer/);
    // nginx still answers with one instance left.
    expect((await http(front, 'GET', '/readyz')).status).toBe(200);
  });
});
