import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { seedId } from '../../src/server/platform/db/ids';
import { auditEvents, products } from '../../src/server/platform/db/schema';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

/**
 * The HSN code in the product form (issue 28): saved with 'Save product' in the same write and
 * audit row, and required before a product goes live.
 */
let manager: TestStaff;
beforeAll(async () => {
  manager = await newStaff('manager');
});

const HSN_NEEDED = 'HSN code is needed before the product can be published: enter it, or save the product as a draft';
let serial = 0;
function product(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `HSN Form Leggings ${serial}`,
    slug: `hsn-form-leggings-${serial}-${Date.now()}`,
    type: 2,
    badge: null,
    categoryId: seedId('category', 'leggings'),
    subcategoryId: null,
    description: 'Cotton leggings for the HSN form test.',
    colorVariants: [{ name: 'Black', colorCode: '#1c1c1c', images: ['/img/g-leggings-1c1c1c-front.svg'], sizes: [{ name: 'M', price: 500, strikedPrice: 799, weight: 190, offers: [] }] }],
    published: false,
    ...overrides,
  };
}

const headers = () => consoleHeaders(manager.cookie);
const create = (body: unknown) => post('/api/admin/products', body, { headers: headers() });
const update = (id: string, body: unknown) => call('PUT', `/api/admin/products/${id}`, { body, headers: headers() });
const auditOf = async (id: string) => (await getDb()).select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.id);
const storedHsn = async (id: string) => (await (await getDb()).select({ hsn: products.hsnCode }).from(products).where(eq(products.id, id)))[0]?.hsn;

describe('the HSN code in the product form', () => {
  test('a draft saves without one; Save product with HSN 6104 publishes it, in one write with one audit row', async () => {
    const draft = await create(product({ hsn: '' }));
    expect(draft.status, draft.text).toBe(201);
    const { id, ...body } = draft.body.data;
    expect(body.hsn).toBeNull();
    const r = await update(id, { ...body, hsn: '6104', published: true });
    expect(r.status, r.text).toBe(200);
    expect(r.body.message).toBe('Product saved and published.');
    expect(r.body.data).toMatchObject({ hsn: '6104', published: true });
    expect(await storedHsn(id)).toBe('6104');
    expect((await get(`/api/admin/products/${id}`, { headers: headers() })).body.data.hsn).toBe('6104');
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    expect(audit[1]).toMatchObject({ staffId: manager.id, before: { hsn: null, published: false }, after: { hsn: '6104', published: true } });
  });

  test('publishing a new product without an HSN code is refused with 400 naming it, and nothing is written', async () => {
    const body = product({ published: true });
    const r = await create(body);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'hsn', message: HSN_NEEDED }]);
    const [row] = await (await getDb()).select().from(products).where(eq(products.slug, body.slug));
    expect(row).toBeUndefined();
    expect((await create({ ...body, hsn: '   ' })).body.errors).toEqual([{ path: 'hsn', message: HSN_NEEDED }]);
  });

  test('publishing a saved draft without one is refused too; the draft stays a draft', async () => {
    const { id, ...body } = (await create(product())).body.data;
    const r = await update(id, { ...body, published: true });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'hsn', message: HSN_NEEDED }]);
    const [row] = await (await getDb()).select({ live: products.isActive }).from(products).where(eq(products.id, id));
    expect(row!.live).toBe(false);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['product.create']);
  });

  test('clearing the code of a published product is refused; leaving it out keeps it', async () => {
    const { id, ...body } = (await create(product({ hsn: '61046200', published: true }))).body.data;
    const cleared = await update(id, { ...body, hsn: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual([{ path: 'hsn', message: HSN_NEEDED }]);
    const { hsn: _left, ...without } = body;
    expect((await update(id, { ...without, name: `${body.name} renamed` })).status).toBe(200);
    expect(await storedHsn(id)).toBe('61046200');
  });

  test.each([['61041'], ['6104 62'], ['HSN6104']])('"%s" is refused beside the field', async (hsn) => {
    const r = await create(product({ hsn }));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'hsn', message: 'HSN code must be 4, 6 or 8 digits, such as 6104: find it in the GST rate list for the garment' }]);
  });

  test("the HSN page's quick edit cannot clear a published product's code, but may a draft's", async () => {
    const live = (await create(product({ hsn: '6104', published: true }))).body.data;
    const refused = await post(`/api/admin/products/${live.id}/hsn`, { hsn: '' }, { headers: headers() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'hsn', message: 'HSN code is needed while the product is published: enter one, or make the product a draft first' }]);
    expect(await storedHsn(live.id)).toBe('6104');
    const draft = (await create(product({ hsn: '6104' }))).body.data;
    const ok = await post(`/api/admin/products/${draft.id}/hsn`, { hsn: '' }, { headers: headers() });
    expect(ok.status).toBe(200);
    expect(await storedHsn(draft.id)).toBeNull();
  });
});
