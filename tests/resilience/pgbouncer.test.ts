import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openAndMigrate } from '../../src/server/platform/db/client';
import { createStaff } from '../../src/server/staff/accounts';
import { startServers, type ServerProcess } from '../support/server-process';
import { createPrivateDatabase, freePorts, sqlRows, withDatabase, type ShopProduct } from './support/shop-db';
import { addAddress, http, orderBody, placeOrder, sandboxCompleted, signUp } from './support/shopper';
import { listening } from './support/listening';

/**
 * Past one machine (issue 33, item 5): two shop instances reach PostgreSQL only through a real
 * PgBouncer (Debian's package) running the committed deploy/pgbouncer.ini in transaction pooling,
 * with fewer server connections than the instances' pools hold clients, so consecutive
 * transactions of one instance land on different server connections. Checkout (cash on delivery
 * and online), the console's moves up to delivery, a return and the jobs that send order
 * messages all work through it: nothing the shop does leans on a session.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'pgbouncer-sandbox-secret-0123456789';
const MANAGER = { email: 'owner@kanmani.test', password: 'pgbouncer-owner-pass' };
/** Server connections PgBouncer may open: two instances' pools hold up to 20 clients. */
const SERVER_CONNECTIONS = 3;

let runDir = '';
let bouncer: ChildProcess;
let bouncerLog = '';
let a: ServerProcess;
let b: ServerProcess;
let directUrl: string;
let product: ShopProduct;
let drop: () => Promise<void>;
let cookie: string;
let bouncedUrl: string;

/** deploy/pgbouncer.ini with its placeholders filled in, as `envsubst` would. */
function renderConfig(vars: Record<string, string>): string {
  const template = fs.readFileSync(path.join(ROOT, 'deploy/pgbouncer.ini'), 'utf8');
  const filled = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => vars[name] ?? whole);
  // The committed pool size is for a real deployment; here fewer connections than clients prove the pooling.
  return filled.replace(/^default_pool_size = \d+$/m, `default_pool_size = ${SERVER_CONNECTIONS}`);
}

beforeAll(async () => {
  if (spawnSync('/usr/sbin/pgbouncer', ['--version']).error) throw new Error('PgBouncer is not installed: `apt-get install -y pgbouncer` (.ci/run does it on CI).');
  const db = await createPrivateDatabase();
  directUrl = db.url;
  product = db.product;
  drop = db.drop;
  const handle = await openAndMigrate({ databaseUrl: directUrl, poolMax: 1 });
  await createStaff(handle.db, { email: MANAGER.email, name: 'Olivia Owner', role: 'owner', password: MANAGER.password });
  await handle.close();

  const direct = new URL(directUrl);
  const [port] = await freePorts(6440, 6459, 1);
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-pgbouncer-'));
  fs.writeFileSync(path.join(runDir, 'users.txt'), `"${decodeURIComponent(direct.username)}" ""\n`);
  fs.writeFileSync(
    path.join(runDir, 'pgbouncer.ini'),
    renderConfig({
      LISTEN_PORT: String(port),
      PG_HOST: direct.hostname,
      PG_PORT: direct.port || '5432',
      PG_DATABASE: direct.pathname.slice(1),
      PG_USER: decodeURIComponent(direct.username),
      RUN_DIR: runDir,
    }),
  );
  // PgBouncer refuses to run as root; CI is root, so it runs as the postgres user there.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    fs.chmodSync(runDir, 0o755);
    spawnSync('chown', ['-R', 'postgres', runDir]);
  }
  bouncer = spawn('/usr/sbin/pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), path.join(runDir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
  bouncer.stdout!.on('data', (c: Buffer) => (bouncerLog += c.toString()));
  bouncer.stderr!.on('data', (c: Buffer) => (bouncerLog += c.toString()));
  await listening(port!, 10_000, 'PgBouncer', () => bouncerLog);

  bouncedUrl = withDatabase(`postgres://${direct.username}@127.0.0.1:${port}/`, direct.pathname.slice(1));
  [a, b] = (await startServers([4631, 4632], bouncedUrl, { SANDBOX_GATEWAY_SECRET: SECRET })) as [ServerProcess, ServerProcess];
  const signIn = await http(a.url, 'POST', '/api/admin/session', { body: MANAGER, headers: { origin: a.url } });
  expect(signIn.status, signIn.text).toBe(200);
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  if (bouncer && bouncer.exitCode === null) {
    const exited = new Promise((r) => bouncer.once('exit', r));
    bouncer.kill('SIGINT');
    await exited;
  }
  await drop?.();
  if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
});

/** A console write: same-origin, signed in as the owner. */
const staff = (base: string, method: string, p: string, body?: unknown) =>
  http(base, method, p, { body: body ?? {}, headers: { origin: base, cookie, 'content-type': 'application/json' } });

describe('two instances through PgBouncer in transaction pooling', () => {
  test('a bounced connection carries the shop\'s timeouts, and PgBouncer opens no more server connections than allowed', async () => {
    const pg = (await import('pg')).default;
    const viaBouncer = new pg.Client({ connectionString: bouncedUrl });
    await viaBouncer.connect();
    const shown = await viaBouncer.query<{ statement_timeout: string }>('show statement_timeout');
    await viaBouncer.end();
    expect(shown.rows[0]!.statement_timeout).toBe('5s');
    expect((await http(a.url, 'GET', '/readyz')).status).toBe(200);
    const [servers] = await sqlRows<{ n: number }>(directUrl, 'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    expect(servers!.n).toBeLessThanOrEqual(SERVER_CONNECTIONS);
  });

  test('sixteen cash-on-delivery checkouts at once over both instances: each order once, stock matches its ledger', async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(i % 2 ? b.url : a.url)));
    const placed = await Promise.all(
      shoppers.flatMap((s, i) => {
        const base = i % 2 ? a.url : b.url;
        return [0, 1].map(async () => {
          const addressId = await addAddress(base, s.token);
          return placeOrder(base, s.token, orderBody(product, addressId, 1));
        });
      }),
    );
    expect(placed.map((p) => p.status)).toEqual(Array(16).fill(200));
    const ids = new Set(placed.map((p) => p.body!.data.orderId));
    expect(ids.size).toBe(16);
    const [count] = await sqlRows<{ n: number }>(directUrl, 'select count(*)::int as n from orders where id = any($1)', [[...ids]]);
    expect(count!.n).toBe(16);
    // The shelf started at 100,000 without a movement; every change since is in the ledger.
    const [stock] = await sqlRows<{ moved: number; reserved: number; moved_ledger: number; reserved_ledger: number; movements: number }>(
      directUrl,
      `select s.on_hand - 100000 as moved, s.reserved, coalesce(sum(m.on_hand_delta), 0)::int as moved_ledger,
              coalesce(sum(m.reserved_delta), 0)::int as reserved_ledger, count(m.*)::int as movements
         from size_stock s left join stock_movements m on m.size_id = s.size_id where s.size_id = $1 group by s.on_hand, s.reserved`,
      [product.sizeId],
    );
    expect(stock!.movements).toBeGreaterThanOrEqual(16);
    expect(stock!.moved).toBe(stock!.moved_ledger);
    expect(stock!.reserved).toBe(stock!.reserved_ledger);
  });

  test('an online order is paid by a callback to the other instance', async () => {
    const s = await signUp(a.url);
    const addressId = await addAddress(a.url, s.token);
    const placed = await placeOrder(a.url, s.token, orderBody(product, addressId, 2));
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.body!.data.orderId;
    const paid = await sandboxCompleted(directUrl, orderId, SECRET);
    const cb = await http(b.url, 'POST', '/api/web/payment/callback/sandbox', paid);
    expect(cb.status, cb.text).toBe(200);
    const status = await http(a.url, 'GET', `/api/web/order/payment/status?orderId=${orderId}`, { token: s.token });
    expect(status.body!.data.status).toBe('Paid');
  });

  test('the console confirms, ships and delivers an order, the shopper asks for a return, and staff approve it', async () => {
    const s = await signUp(b.url);
    const addressId = await addAddress(b.url, s.token);
    const placed = await placeOrder(b.url, s.token, orderBody(product, addressId, 1));
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.body!.data.orderId;

    expect((await staff(a.url, 'POST', `/api/admin/orders/${orderId}/confirm`)).status).toBe(200);
    const shipped = await staff(b.url, 'POST', `/api/admin/orders/${orderId}/ship`, { courier: 'Delhivery', awb: 'PGB12345678', trackingUrl: 'https://www.delhivery.com/track/package/PGB12345678' });
    expect(shipped.status, shipped.text).toBe(200);
    const delivered = await staff(a.url, 'POST', `/api/admin/orders/${orderId}/deliver`);
    expect(delivered.status, delivered.text).toBe(200);
    const [invoice] = await sqlRows<{ n: number }>(directUrl, 'select count(*)::int as n from invoices where order_id = $1', [orderId]);
    expect(invoice!.n).toBe(1);

    const [line] = await sqlRows<{ id: string }>(directUrl, 'select id from order_items where order_id = $1', [orderId]);
    const asked = await http(a.url, 'POST', '/api/web/order/return/create', {
      token: s.token,
      headers: { 'content-type': 'application/json' },
      body: { orderId, kind: 'refund', reason: 'other', lines: [{ orderItemId: line!.id, quantity: 1 }], payout: { method: 'upi', upiId: 'shopper@okaxis' } },
    });
    expect(asked.status, asked.text).toBe(200);
    const [ret] = await sqlRows<{ id: string }>(directUrl, 'select id from return_requests where order_id = $1', [orderId]);
    const approved = await staff(b.url, 'POST', `/api/admin/returns/${ret!.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    const [state] = await sqlRows<{ status: string }>(directUrl, 'select status from return_requests where id = $1', [ret!.id]);
    expect(state!.status).toBe('approved');
  });

  test('the jobs run through it: every placed order\'s message is sent', async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [left] = await sqlRows<{ n: number }>(
        directUrl,
        `select count(*)::int as n from order_events e where e.kind = 'placed' and not exists (select 1 from order_messages m where m.order_event_id = e.id and m.status = 'sent')`,
      );
      if (left!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${left!.n} placed orders have no sent message after 30 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const [sent] = await sqlRows<{ n: number }>(directUrl, `select count(*)::int as n from order_messages where status = 'sent'`);
    expect(sent!.n).toBeGreaterThanOrEqual(18);
    expect(a.output() + b.output()).not.toMatch(/prepared statement|advisory lock|unsupported startup parameter/i);
  });
});
