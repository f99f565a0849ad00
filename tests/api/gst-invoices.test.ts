import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { useTestDatabase } from '../support/db';
import { dispatch, get } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { creditNotes, gstSettings, invoices, orders, products, shipments } from '../../src/server/platform/db/schema';
import { DomainError } from '../../src/server/platform/errors';
import { runSimpleAction, shipOrder } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { insertOrder } from '../fixtures/orders';
import { ensureReadyToShip, FIXTURE_PRODUCT_ID } from '../fixtures/gst';
import { signUp } from '../fixtures/accounts';
import { consoleHeaders, newStaff } from '../fixtures/staff';
import { DEMO_GST_SETTINGS } from '../../src/server/gst/demo-settings';

useTestDatabase({ seed: false });

const ctx: StaffActionContext = { staff: { id: 'staff-7', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' }, audit: async () => {} };
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
const KARNATAKA = { state: 'Karnataka', city: 'Bengaluru', district: 'Bengaluru Urban', pincode: '560001' };

// Signed up on the real clock: a one-time code is dated by the database.
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  owner = await signUp('Meena Raj');
  other = await signUp('Priya Das');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+05:30'));
});
afterAll(() => {
  vi.useRealTimers();
});

/** A confirmed COD order of two pieces at `piecePaise` each plus ₹99 shipping (the fixture's). */
async function confirmedOrder(piecePaise: number, address: Partial<typeof KARNATAKA> = {}): Promise<string> {
  const id = await insertOrder({ status: 2, paymentMethod: 1, paymentStatus: 2, totalPaise: 2 * piecePaise + 9_900 });
  if (Object.keys(address).length) {
    const db = await getDb();
    await db.update(orders).set({ shippingAddress: sql`${orders.shippingAddress} || ${JSON.stringify(address)}::jsonb` }).where(eq(orders.id, id));
  }
  return id;
}

async function invoiceOf(orderId: string) {
  const db = await getDb();
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(DomainError);
  return e as DomainError;
}

async function pdfText(path: string, headers: Record<string, string>): Promise<{ status: number; type: string | null; text: string }> {
  const res = await dispatch(new Request(`http://localhost:4321${path}`, { headers }));
  if (res.headers.get('content-type') !== 'application/pdf') return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return { status: res.status, type: 'application/pdf', text };
}

describe('the tax invoice of a shipped order', () => {
  test('two ₹1,050 pieces and ₹99 shipping within Tamil Nadu: KM/2627/00001, CGST and SGST at 2.5% each', async () => {
    const id = await confirmedOrder(105_000);
    await shipOrder(ctx, id, SHIPMENT);
    const invoice = await invoiceOf(id);
    expect(invoice).toMatchObject({ number: 'KM/2627/00001', series: 'KM', financialYear: '2026-27', serial: 1, placeOfSupply: '33', taxablePaise: 209_429, cgstPaise: 5_235, sgstPaise: 5_236, igstPaise: 0, totalPaise: 219_900 });
    const p = invoice!.particulars;
    expect(p).toMatchObject({
      kind: 'invoice',
      issuedOn: '2026-11-20',
      seller: { name: 'Kanmani Clothing (demo)', gstin: '33AABCK1234M1ZR', stateCode: '33', stateName: 'Tamil Nadu' },
      recipient: { name: 'Meena Raj', pincode: '600040', stateCode: '33', stateName: 'Tamil Nadu' },
      placeOfSupply: { stateCode: '33', stateName: 'Tamil Nadu' },
      intraState: true,
      reverseCharge: false,
    });
    expect(p.lines).toEqual([
      { description: 'Ankle Length Cotton Leggings (Black, size M)', hsn: '6104', quantity: 2, unit: 'PCS', unitPricePaise: 105_000, grossPaise: 210_000, taxablePaise: 200_000, rateBp: 500, cgstPaise: 5_000, sgstPaise: 5_000, igstPaise: 0 },
    ]);
    expect(p.charges).toEqual([
      { kind: 'shipping', description: 'Shipping charges', hsn: '6104', grossPaise: 9_900, taxablePaise: 9_429, rateBp: 500, cgstPaise: 235, sgstPaise: 236, igstPaise: 0 },
    ]);
  });

  test('two ₹2,950 pieces delivered to Karnataka: IGST at 18%, ₹900 on the goods and ₹15.10 on shipping', async () => {
    const id = await confirmedOrder(295_000, KARNATAKA);
    await shipOrder(ctx, id, SHIPMENT);
    const invoice = await invoiceOf(id);
    expect(invoice).toMatchObject({ number: 'KM/2627/00002', placeOfSupply: '29', taxablePaise: 508_390, cgstPaise: 0, sgstPaise: 0, igstPaise: 91_510, totalPaise: 599_900 });
    expect(invoice!.particulars.lines[0]).toMatchObject({ rateBp: 1_800, taxablePaise: 500_000, igstPaise: 90_000 });
    expect(invoice!.particulars.placeOfSupply).toEqual({ stateCode: '29', stateName: 'Karnataka' });
  });

  test('the shopper downloads their own invoice; another shopper gets 404, and nobody signed out gets it', async () => {
    const id = await confirmedOrder(105_000);
    const db = await getDb();
    const [customer] = await db.execute(sql`select id from customers where mobile_number = ${owner.mobileNumber}`).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    await db.update(orders).set({ customerId: customer!.id }).where(eq(orders.id, id));
    const before = await get(`/profile/orders/${id}/invoice`, { token: owner.token });
    expect(before.status).toBe(404);
    await shipOrder(ctx, id, SHIPMENT);

    const mine = await pdfText(`/profile/orders/${id}/invoice`, { authorization: `Bearer ${owner.token}` });
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('application/pdf');
    for (const expected of ['Tax invoice', 'KM/2627/00003', 'GSTIN: 33AABCK1234M1ZR', '6104', 'Place of supply: Tamil Nadu (33)', 'CGST ₹52.35 + SGST ₹52.36', '₹2,199.00']) {
      expect(mine.text).toContain(expected);
    }
    const theirs = await get(`/profile/orders/${id}/invoice`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('This order has no tax invoice on your account yet: it is issued when the order ships.');
    expect((await get(`/profile/orders/${id}/invoice`)).status).toBe(401);

    const packer = await newStaff('fulfilment');
    const staffCopy = await pdfText(`/api/admin/orders/${id}/invoice`, consoleHeaders(packer.cookie));
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.text).toContain('KM/2627/00003');
  });
});

describe('what blocks shipping', () => {
  test('without the GST settings the order stays confirmed, with a message saying what to fill in and where', async () => {
    const id = await confirmedOrder(105_000);
    const db = await getDb();
    await db.delete(gstSettings);
    const e = await refusal(shipOrder(ctx, id, SHIPMENT));
    expect(e.code).toBe('conflict');
    expect(e.message).toBe(
      "This order cannot ship yet: its tax invoice needs the shop's GST registration. The owner fills in the GSTIN, legal name, address and state in the console under GST settings (/admin/settings/gst).",
    );
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe(2);
    expect(await db.select().from(shipments).where(eq(shipments.orderId, id))).toEqual([]);
    await ensureReadyToShip();
    await db.update(gstSettings).set(DEMO_GST_SETTINGS);
  });

  test('a product without an HSN code is named, with where to set it', async () => {
    const id = await confirmedOrder(105_000);
    const db = await getDb();
    await db.update(products).set({ hsnCode: null }).where(eq(products.id, FIXTURE_PRODUCT_ID));
    const e = await refusal(shipOrder(ctx, id, SHIPMENT));
    expect(e.code).toBe('conflict');
    expect(e.message).toBe('This order cannot ship yet: its tax invoice needs an HSN code for Ankle Length Cotton Leggings. Set it in the console under HSN codes (/admin/hsn).');
    await db.update(products).set({ hsnCode: '6104' }).where(eq(products.id, FIXTURE_PRODUCT_ID));
  });

  test('a shipment that fails after taking its number gives the number back: the next invoice is the next serial', async () => {
    const failing: StaffActionContext = { ...ctx, audit: async () => { throw new Error('audit store down'); } };
    const a = await confirmedOrder(105_000);
    await expect(shipOrder(failing, a, SHIPMENT)).rejects.toThrow('audit store down');
    expect(await invoiceOf(a)).toBeUndefined();
    await shipOrder(ctx, a, SHIPMENT);
    expect((await invoiceOf(a))!.number).toBe('KM/2627/00004');
  });
});

describe('credit notes', () => {
  test('return to origin reverses the invoice line by line in the KMCN series, naming the invoice', async () => {
    const id = await confirmedOrder(295_000, KARNATAKA);
    await shipOrder(ctx, id, SHIPMENT);
    const invoice = (await invoiceOf(id))!;
    vi.setSystemTime(new Date('2026-11-26T16:00:00+05:30'));
    await runSimpleAction(ctx, id, 'returnToOrigin');
    const db = await getDb();
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ number: 'KMCN/2627/00001', series: 'KMCN', reason: 'Returned to origin', taxablePaise: 508_390, igstPaise: 91_510, totalPaise: 599_900 });
    expect(notes[0]!.particulars).toMatchObject({ kind: 'credit-note', issuedOn: '2026-11-26', against: { number: invoice.number, issuedOn: '2026-11-20', reason: 'Returned to origin' } });
    expect(notes[0]!.particulars.lines).toEqual(invoice.particulars.lines);
    expect(notes[0]!.particulars.charges).toEqual(invoice.particulars.charges);

    const packer = await newStaff('fulfilment');
    const pdf = await pdfText(`/api/admin/orders/${id}/credit-note`, consoleHeaders(packer.cookie));
    expect(pdf.text).toContain('Credit note');
    expect(pdf.text).toContain(`Against invoice ${invoice.number} dated 2026-11-20`);
  });

  test('an issued invoice cannot be altered or deleted, even by a direct query', async () => {
    const db = await getDb();
    await expect(db.execute(sql`update invoices set total_paise = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from invoices`)).rejects.toThrow();
    await expect(db.execute(sql`delete from credit_notes`)).rejects.toThrow();
  });
});
