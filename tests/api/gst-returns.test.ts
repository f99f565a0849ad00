import { afterAll, describe, expect, test, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { followExport } from '../support/follow-export';
import { get } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { creditNotes, invoices, orders } from '../../src/server/platform/db/schema';
import { runSimpleAction, shipOrder } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { insertOrder } from '../fixtures/orders';
import { consoleHeaders, newStaff } from '../fixtures/staff';

useTestDatabase({ seed: false });

const ctx: StaffActionContext = { staff: { id: 'staff-7', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' }, audit: async () => {} };
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

afterAll(() => {
  vi.useRealTimers();
});

async function shipOn(at: string, piecePaise: number, state?: string): Promise<string> {
  vi.useRealTimers();
  const id = await insertOrder({ status: 2, paymentMethod: 1, paymentStatus: 2, totalPaise: 2 * piecePaise + 9_900 });
  if (state) {
    const db = await getDb();
    await db.update(orders).set({ shippingAddress: sql`${orders.shippingAddress} || ${JSON.stringify({ state })}::jsonb` }).where(eq(orders.id, id));
  }
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  await shipOrder(ctx, id, SHIPMENT);
  return id;
}

async function returnOn(at: string, id: string) {
  vi.setSystemTime(new Date(at));
  await runSimpleAction(ctx, id, 'returnToOrigin');
}

const rupees = (csv: string, column: string) => {
  const [head, ...rows] = csv.trim().split('\r\n');
  const i = head!.split(',').indexOf(column);
  return rows.reduce((sum, r) => sum + Math.round(Number(r.split(',')[i]) * 100), 0);
};

describe('GSTR-1 exports for December 2026', () => {
  test('B2CS, HSN summary and documents issued total the month’s invoices minus its credit notes', async () => {
    // Shipped on 30 November at 23:50 in India and returned in December: the credit note counts in December.
    const november = await shipOn('2026-11-30T23:50:00+05:30', 105_000);
    await shipOn('2026-12-02T10:00:00+05:30', 105_000);
    await shipOn('2026-12-15T12:00:00+05:30', 295_000, 'Karnataka');
    const c = await shipOn('2026-12-30T09:00:00+05:30', 105_000);
    await returnOn('2026-12-31T23:59:00+05:30', c);
    await returnOn('2026-12-05T11:00:00+05:30', november);
    // 1 January in India, though still 31 December in UTC: January's.
    await shipOn('2027-01-01T00:10:00+05:30', 105_000);
    vi.useRealTimers();

    const manager = await newStaff('manager');
    const headers = consoleHeaders(manager.cookie);
    const b2cs = await followExport('/api/admin/reports/gstr1?month=2026-12&table=b2cs', headers);
    expect(b2cs.status).toBe(200);
    expect(b2cs.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(b2cs.headers.get('content-disposition')).toBe('attachment; filename="gstr1-2026-12-b2cs.csv"');
    // Tamil Nadu: A and C and the returned November order's reversal, less C's: one order's worth.
    expect(b2cs.text).toBe(
      'Type,Place Of Supply,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount,E-Commerce GSTIN\r\n' +
        'OE,29-Karnataka,18,5083.90,915.10,0.00,0.00,0.00,\r\n' +
        'OE,33-Tamil Nadu,5,0.00,0.00,0.00,0.00,0.00,\r\n',
    );

    const hsn = await followExport('/api/admin/reports/gstr1?month=2026-12&table=hsn', headers);
    expect(hsn.text).toBe(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount\r\n' +
        '6104,,PCS-PIECES,0,0.00,5,0.00,0.00,0.00,0.00,0.00\r\n' +
        '6104,,PCS-PIECES,2,5999.00,18,5083.90,915.10,0.00,0.00,0.00\r\n',
    );

    const docs = await followExport('/api/admin/reports/gstr1?month=2026-12&table=docs', headers);
    expect(docs.text).toBe(
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\n' +
        'Invoices for outward supply,KM/2627/00002,KM/2627/00004,3,0\r\n' +
        'Credit Note,KMCN/2627/00001,KMCN/2627/00002,2,0\r\n',
    );

    // The same totals from the documents themselves: December's invoices minus December's credit notes.
    const db = await getDb();
    const from = new Date('2026-12-01T00:00:00+05:30');
    const to = new Date('2027-01-01T00:00:00+05:30');
    const inMonth = (t: typeof invoices | typeof creditNotes) => sql`${t.issuedAt} >= ${from.toISOString()} and ${t.issuedAt} < ${to.toISOString()}`;
    const [inv] = await db.select({ taxable: sql<number>`sum(${invoices.taxablePaise})::int`, igst: sql<number>`sum(${invoices.igstPaise})::int` }).from(invoices).where(inMonth(invoices));
    const [cn] = await db.select({ taxable: sql<number>`sum(${creditNotes.taxablePaise})::int`, igst: sql<number>`sum(${creditNotes.igstPaise})::int` }).from(creditNotes).where(inMonth(creditNotes));
    expect([inv!.taxable, cn!.taxable]).toEqual([927_248, 418_858]);
    expect(rupees(b2cs.text, 'Taxable Value')).toBe(508_390);
    expect(rupees(b2cs.text, 'Taxable Value')).toBe(inv!.taxable - cn!.taxable);
    expect(rupees(hsn.text, 'Taxable Value')).toBe(inv!.taxable - cn!.taxable);
    expect(rupees(b2cs.text, 'Integrated Tax Amount')).toBe(inv!.igst - cn!.igst);
  });

  test('a month is written YYYY-MM and the table is named', async () => {
    const manager = await newStaff('manager');
    const r = await get('/api/admin/reports/gstr1?month=2026-13&table=gstr3b', { headers: consoleHeaders(manager.cookie) });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { message: string }) => e.message)).toEqual(['Month must be written YYYY-MM, such as 2026-11', 'Table must be B2C small, HSN summary or documents issued']);
  });
});
