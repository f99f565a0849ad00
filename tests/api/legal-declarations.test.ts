import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { seedId } from '../../src/server/platform/db/ids';
import { auditEvents } from '../../src/server/platform/db/schema';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

/**
 * Legal Metrology rule 6(10) declarations: the shop-wide defaults in Settings › Legal, each
 * product's own, and the refusal to publish a product that would show one missing.
 */
let owner: TestStaff;
let manager: TestStaff;

beforeAll(async () => {
  [owner, manager] = await Promise.all([newStaff('owner'), newStaff('manager')]);
});

const DEMO_DEFAULTS = {
  makerName: 'Kanmani Clothing (manufacturer)',
  makerAddress: 'No. 12, Thamarai Garden Street, Kodambakkam, Chennai 600024, Tamil Nadu',
  netQuantity: '1 N',
  countryOfOrigin: 'India',
  consumerCare: 'Kanmani Customer Care, No. 12, Thamarai Garden Street, Kodambakkam, Chennai 600024 · +91 90000 00000 · support@kanmani.example',
};
const OFFICER = { name: 'Meena Sundaram', designation: 'Grievance Officer', phone: '+91 90000 00001', email: 'grievance@kanmani.example' };

let serial = 0;
function product(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Origin Test Leggings ${serial}`,
    slug: `origin-test-leggings-${serial}-${Date.now()}`,
    type: 2,
    badge: null,
    categoryId: seedId('category', 'leggings'),
    subcategoryId: null,
    description: 'Cotton leggings for the declarations test.',
    colorVariants: [{ name: 'Black', colorCode: '#1c1c1c', images: ['/img/g-leggings-1c1c1c-front.svg'], sizes: [{ name: 'M', price: 500, strikedPrice: 799, weight: 190, offers: [] }] }],
    hsn: '6104',
    published: true,
    ...overrides,
  };
}

const create = (who: TestStaff, body: unknown) => post('/api/admin/products', body, { headers: consoleHeaders(who.cookie) });
const saveSettings = (who: TestStaff, body: unknown) => post('/api/admin/settings/legal', body, { headers: consoleHeaders(who.cookie) });

describe('legal settings', () => {
  test('the demo shop carries every declaration and a grievance officer', async () => {
    const r = await get('/api/admin/settings/legal', { headers: consoleHeaders(owner.cookie) });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ defaults: DEMO_DEFAULTS, grievanceOfficer: OFFICER });
  });

  test('only the owner changes them', async () => {
    const r = await saveSettings(manager, { defaults: DEMO_DEFAULTS, grievanceOfficer: OFFICER });
    expect(r.status).toBe(403);
  });

  test('a bad officer email is refused, naming the field', async () => {
    const r = await saveSettings(owner, { defaults: DEMO_DEFAULTS, grievanceOfficer: { ...OFFICER, email: 'meena at kanmani' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({ path: 'grievanceOfficer.email', message: 'Grievance officer email must be an email address, such as grievance@example.in' });
    expect(r.body.message).toBe('Grievance officer email must be an email address, such as grievance@example.in');
  });
});

describe('publishing needs every declaration', () => {
  test('without a shop default, a product published without its country of origin is a 400 naming it', async () => {
    const saved = await saveSettings(owner, { defaults: { ...DEMO_DEFAULTS, countryOfOrigin: '' }, grievanceOfficer: OFFICER });
    expect(saved.status).toBe(200);
    const audit = await (await getDb()).select().from(auditEvents).where(and(eq(auditEvents.action, 'legal.settings'), eq(auditEvents.staffId, owner.id)));
    expect(audit).toHaveLength(1);

    const refused = await create(owner, product());
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'declarations.countryOfOrigin', message: 'Country of origin is required to publish (Legal Metrology rule 6(10)): fill it in, or set a shop-wide default in Legal settings' },
    ]);

    // A draft may wait for it; the product's own value publishes it.
    expect((await create(owner, product({ published: false }))).status).toBe(201);
    const own = await create(owner, product({ declarations: { countryOfOrigin: 'Sri Lanka', netQuantity: '2 N' } }));
    expect(own.status).toBe(201);
    const form = await get(`/api/admin/products/${own.body.data.id}`, { headers: consoleHeaders(owner.cookie) });
    expect(form.body.data.declarations).toEqual({ makerName: null, makerAddress: null, netQuantity: '2 N', countryOfOrigin: 'Sri Lanka', consumerCare: null });
  });

  test('with no defaults at all, every missing declaration is named', async () => {
    const empty = { makerName: '', makerAddress: '', netQuantity: '', countryOfOrigin: '', consumerCare: '' };
    expect((await saveSettings(owner, { defaults: empty, grievanceOfficer: OFFICER })).status).toBe(200);
    const refused = await create(owner, product({ declarations: { netQuantity: '1 N' } }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'declarations.makerName',
      'declarations.makerAddress',
      'declarations.countryOfOrigin',
      'declarations.consumerCare',
    ]);
    // An update that unpublishes nothing stays possible for drafts; a too-long value is refused by itself.
    const long = await create(owner, product({ published: false, declarations: { countryOfOrigin: 'x'.repeat(61) } }));
    expect(long.status).toBe(400);
    expect(long.body.errors).toContainEqual({ path: 'declarations.countryOfOrigin', message: 'Country of origin must be at most 60 characters' });
    expect((await saveSettings(owner, { defaults: DEMO_DEFAULTS, grievanceOfficer: OFFICER })).status).toBe(200);
  });

  test('an update keeps what it is sent and publishes once the declarations are there', async () => {
    const draft = await create(owner, product({ published: false }));
    const id = draft.body.data.id;
    const body = { ...product({ declarations: { makerName: 'Thread Works, Tiruppur', makerAddress: '4 Mill Road, Tiruppur 641604' } }), slug: draft.body.data.slug };
    const r = await call('PUT', `/api/admin/products/${id}`, { body, headers: consoleHeaders(owner.cookie) });
    expect(r.status).toBe(200);
    expect(r.body.data.declarations.makerName).toBe('Thread Works, Tiruppur');
    expect(r.body.data.published).toBe(true);
  });
});
