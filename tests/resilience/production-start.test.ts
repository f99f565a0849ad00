import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process';
import { SHARED_URL, sqlRows, withDatabase } from './support/shop-db';

/**
 * A production start (NODE_ENV=production with its required settings) on an empty PostgreSQL
 * database: the schema and the shipping rate card are created, but no demo products, reviews or
 * menus; every catalog page and API answers cleanly with the empty catalog.
 */
const name = `prod_${randomBytes(5).toString('hex')}`;
let url = '';
let server: ServerProcess;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function admin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: SHARED_URL });
  await c.connect();
  await c.query(statement);
  await c.end();
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  url = withDatabase(SHARED_URL, name);
  server = await startServer({
    port: await freePort(),
    databaseUrl: url,
    env: {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      PAYOUT_DETAILS_KEY: '4f'.repeat(32),
      OTP_SENDER: '2factor',
      TWOFACTOR_API_KEY: 'test-key',
      PAYMENT_GATEWAY: 'phonepe',
      PHONEPE_CLIENT_ID: 'test-client',
      PHONEPE_CLIENT_SECRET: 'test-secret',
      PHONEPE_WEBHOOK_USERNAME: 'test-hook',
      PHONEPE_WEBHOOK_PASSWORD: 'test-hook-password',
      DEV_TOOLS: '',
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await admin(`drop database if exists ${name} with (force)`);
});

describe('a production start on an empty database', () => {
  test('creates no demo catalog, only the shipping rate card', async () => {
    const [counts] = await sqlRows<Record<string, number>>(
      url,
      `select (select count(*)::int from products) as products, (select count(*)::int from categories) as categories,
              (select count(*)::int from reviews) as reviews, (select count(*)::int from menu_items) as menu,
              (select count(*)::int from shipping_rate_tiers) as tiers`,
    );
    expect(counts).toEqual({ products: 0, categories: 0, reviews: 0, menu: 0, tiers: 6 });
  });

  test('the catalog API answers with empty lists', async () => {
    for (const [path, message] of [
      ['/api/web/product/list', 'Products'],
      ['/api/web/product/search?q=leggings', 'Search results'],
      ['/api/web/category/list', 'Categories'],
      ['/api/web/category/header/menu', 'Menu'],
      ['/api/web/category/collections', 'Collections'],
    ]) {
      const r = await fetch(server.url + path);
      expect(r.status, path).toBe(200);
      expect(await r.json(), path).toEqual({ status: 200, message, data: [] });
    }
  });

  test('the home page renders, and the category list and search say there is nothing yet', async () => {
    const home = await fetch(server.url + '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<main');
    const list = await fetch(server.url + '/categories');
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('No products found');
    const search = await fetch(server.url + '/categories?search=leggings');
    expect(search.status).toBe(200);
    expect(await search.text()).toContain('No products found for &quot;leggings&quot;');
  });

  test('a demo product address is a 404, not a 500', async () => {
    const r = await fetch(server.url + '/product/ankle-length-cotton-leggings');
    expect(r.status).toBe(404);
    expect(server.output()).not.toContain('"level":"error"');
  });
});
