import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openAndMigrate } from '../../src/server/platform/db/client';
import { createStaff } from '../../src/server/staff/accounts';
import { seedId } from '../../src/server/platform/db/ids';
import { startServers, type ServerProcess } from '../support/server-process';
import { createPrivateDatabase } from './support/shop-db';
import { http, type Answer } from './support/shopper';

/**
 * Two server processes on one PostgreSQL database: a product the manager creates, reprices,
 * renames or hides through one instance shows on the other within a second (DESIGN.md 13, the
 * catalog version each instance checks).
 */
let a: ServerProcess;
let b: ServerProcess;
let drop: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  const db = await createPrivateDatabase();
  drop = db.drop;
  const handle = await openAndMigrate({ databaseUrl: db.url, poolMax: 1 });
  await createStaff(handle.db, { email: 'manager@kanmani.test', name: 'Meena Manager', role: 'manager', password: 'two-instances-manager-pass' });
  await handle.close();
  const [first, second] = await startServers([4401, 4402], db.url);
  a = first!;
  b = second!;
  const signIn = await http(a.url, 'POST', '/api/admin/session', { body: { email: 'manager@kanmani.test', password: 'two-instances-manager-pass' }, headers: { origin: a.url } });
  expect(signIn.status, signIn.text).toBe(200);
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
});

const slug = `two-instance-leggings-${Date.now()}`;
const body = {
  name: 'Two Instance Leggings',
  slug,
  type: 2,
  badge: null,
  categoryId: seedId('category', 'leggings'),
  subcategoryId: seedId('subcategory', 'leggings/ankle-length'),
  description: 'Made to be seen from both instances.',
  specifications: [],
  sizeChart: null,
  videoUrl: null,
  defaultOffers: [],
  colorVariants: [{ name: 'Black', colorCode: '#1c1c1c', images: ['/img/g-leggings-1c1c1c-front.svg'], sizes: [{ name: 'M', price: 450, strikedPrice: 699, weight: 180, offers: [] }] }],
  hsn: '6104',
  published: true,
};

/**
 * Polls until the probe passes; answers when the passing request was sent, in milliseconds after
 * the write. The request's own time on a busy shared test machine is left out: the bound is on
 * when the other instance starts serving the change, not on how fast the machine answers.
 */
async function within(probe: () => Promise<Answer>, ok: (r: Answer) => boolean, limitMs = 1000): Promise<number> {
  const start = Date.now();
  for (;;) {
    const sent = Date.now() - start;
    const r = await probe();
    if (ok(r)) return sent;
    if (Date.now() - start > limitMs + 3000) throw new Error(`not seen after ${Date.now() - start} ms: ${r.status} ${r.text.slice(0, 200)}`);
    await new Promise((res) => setTimeout(res, 25));
  }
}

const onB = (path: string) => () => http(b.url, 'GET', path);
const write = (method: 'POST' | 'PUT', path: string, payload: unknown) => http(a.url, method, path, { body: payload, headers: { origin: a.url, cookie } });

describe('a catalog edit on one instance, read on the other', () => {
  let id: string;
  let form: Record<string, unknown> & { id: string };

  test('a new product is on the other instance within a second', async () => {
    const made = await write('POST', '/api/admin/products', body);
    expect(made.status, made.text).toBe(201);
    id = made.body!.data.id;
    form = made.body!.data;
    expect(await within(onB(`/api/web/product/slug/${slug}`), (r) => r.status === 200)).toBeLessThan(1000);
  });

  test('a new price is on the other instance within a second, on the product and in the cart quote', async () => {
    const { id: _id, ...rest } = structuredClone(form) as typeof form & { colorVariants: { id: string; sizes: { id: string; price: number; strikedPrice: number }[] }[] };
    rest.colorVariants[0]!.sizes[0]!.price = 499;
    const saved = await write('PUT', `/api/admin/products/${id}`, rest);
    expect(saved.status, saved.text).toBe(200);
    expect(await within(onB(`/api/web/product/slug/${slug}`), (r) => r.body?.data?.price === 499)).toBeLessThan(1000);
    const colour = rest.colorVariants[0]!;
    const quote = await http(b.url, 'POST', '/api/web/cart/quote', { body: { items: [{ customId: 'x', productId: id, colorId: colour.id, sizeId: colour.sizes[0]!.id, quantity: 1, price: 450 }] } });
    expect(quote.body!.data.lines[0]).toMatchObject({ price: 499, priceChanged: true });
    // The product page's JSON-LD offer follows too.
    const page = await http(b.url, 'GET', `/product/${slug}`);
    expect(page.text).toContain('"price":"499.00"');
  });

  test("a changed slug: the other instance's product page answers 301 from the old one within a second", async () => {
    const current = (await http(a.url, 'GET', `/api/admin/products/${id}`, { headers: { cookie } })).body!.data;
    const { id: _id, ...rest } = current;
    const saved = await write('PUT', `/api/admin/products/${id}`, { ...rest, slug: `${slug}-new` });
    expect(saved.status, saved.text).toBe(200);
    expect(await within(onB(`/product/${slug}`), (r) => r.status === 301)).toBeLessThan(1000);
    const moved = await http(b.url, 'GET', `/product/${slug}`);
    expect(moved.headers.get('location')).toBe(`/product/${slug}-new`);
    expect((await http(b.url, 'GET', `/product/${slug}-new`)).status).toBe(200);
  });

  test('a product made a draft leaves the other instance within a second', async () => {
    const current = (await http(a.url, 'GET', `/api/admin/products/${id}`, { headers: { cookie } })).body!.data;
    const { id: _id, ...rest } = current;
    expect((await write('PUT', `/api/admin/products/${id}`, { ...rest, published: false })).status).toBe(200);
    expect(await within(onB(`/product/${slug}-new`), (r) => r.status === 404)).toBeLessThan(1000);
    const list = await http(b.url, 'GET', '/api/web/product/list');
    expect(list.body!.data.map((p: { _id: string }) => p._id)).not.toContain(id);
  });
});
