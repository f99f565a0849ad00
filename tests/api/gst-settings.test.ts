import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, gstSettings, products } from '../../src/server/platform/db/schema';
import { seedForMode } from '../../src/server/app/seed';
import { productHsn } from '../../src/server/gst/product-hsn';
import { consoleHeaders, newStaff } from '../fixtures/staff';
import { ensureReadyToShip, FIXTURE_PRODUCT_ID } from '../fixtures/gst';

useTestDatabase({ seed: false });

const GOOD = { legalName: 'Kanmani Clothing Private Limited', address: '4 Mill Road, Tiruppur 641601', stateCode: '33', gstin: '33aabck1234m1zr', invoicePrefix: 'KT' };

describe('the GST settings', () => {
  test('a production start seeds no seller registration, so shipping waits for the owner', async () => {
    const db = await getDb();
    await seedForMode(db, 'production');
    expect(await db.select().from(gstSettings)).toEqual([]);
  });

  test('the owner saves them; the GSTIN is kept in capitals and the change is audited', async () => {
    const owner = await newStaff('owner');
    const r = await post('/api/admin/gst/settings', GOOD, { headers: consoleHeaders(owner.cookie) });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ ...GOOD, gstin: '33AABCK1234M1ZR' });
    const db = await getDb();
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'gst.settings'));
    expect(audit).toMatchObject({ staffId: owner.id, before: null, after: { ...GOOD, gstin: '33AABCK1234M1ZR' } });
    expect((await get('/api/admin/gst/settings', { headers: consoleHeaders(owner.cookie) })).body.data.legalName).toBe('Kanmani Clothing Private Limited');
  });

  test('a bad GSTIN is refused with its problem named', async () => {
    const owner = await newStaff('owner');
    const refused = async (gstin: string, stateCode = '33') => {
      const r = await post('/api/admin/gst/settings', { ...GOOD, gstin, stateCode }, { headers: consoleHeaders(owner.cookie) });
      expect(r.status).toBe(400);
      return r.body.errors.map((e: { message: string }) => e.message);
    };
    expect(await refused('33AABCK1234M1ZS')).toEqual(['The check digit should be R, not S. Look for a mistyped character in the GSTIN.']);
    expect(await refused('33AABCK1234M1Z')).toEqual(['The GSTIN must be 15 characters; this one has 14. Copy it from your GST registration certificate.']);
    expect(await refused('40AABCK1234M1ZR')).toEqual(['The state code 40 is not an Indian state. A GSTIN starts with its state\'s code, such as 33 for Tamil Nadu.']);
    expect(await refused('33AABCK1234M1ZR', '29')).toEqual(['The GSTIN is registered in Tamil Nadu (code 33), not Karnataka: choose Tamil Nadu or check the GSTIN.']);
  });

  test('only the owner may change them: a manager is refused', async () => {
    const manager = await newStaff('manager');
    const r = await post('/api/admin/gst/settings', GOOD, { headers: consoleHeaders(manager.cookie) });
    expect(r.status).toBe(403);
  });
});

describe('a product’s HSN code', () => {
  test('a manager sets it; 5 digits are refused; an empty code clears it; the category default is offered', async () => {
    await ensureReadyToShip();
    const manager = await newStaff('manager');
    const headers = consoleHeaders(manager.cookie);
    const bad = await post(`/api/admin/products/${FIXTURE_PRODUCT_ID}/hsn`, { hsn: '61041' }, { headers });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('The HSN code must be 4, 6 or 8 digits, such as 6104; find it in the GST rate list for the garment.');
    const ok = await post(`/api/admin/products/${FIXTURE_PRODUCT_ID}/hsn`, { hsn: '61046200' }, { headers });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('HSN 61046200 saved.');
    const db = await getDb();
    expect(await productHsn(db, FIXTURE_PRODUCT_ID)).toEqual({ hsn: '61046200', categoryDefault: null });
    const cleared = await post(`/api/admin/products/${FIXTURE_PRODUCT_ID}/hsn`, { hsn: '' }, { headers });
    expect(cleared.body.message).toBe('HSN cleared: this product cannot ship until it has one.');
    const [row] = await db.select({ hsn: products.hsnCode }).from(products).where(eq(products.id, FIXTURE_PRODUCT_ID));
    expect(row!.hsn).toBeNull();
    const missing = await post(`/api/admin/products/${'f'.repeat(24)}/hsn`, { hsn: '6104' }, { headers });
    expect(missing.status).toBe(404);
  });
});
