import { describe, expect, test } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { getDb } from '../../src/server/platform/db/client';
import { invoices } from '../../src/server/platform/db/schema';
import { shipOrder } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { financialYear } from '../../src/lib/gst/financial-year';
import { insertOrder } from '../fixtures/orders';
import { isBusyError, isConnectionError } from '../../src/server/app/http/route';

useTestDatabase({ seed: false });

const ctx: StaffActionContext = { staff: { id: 'staff-7', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' }, audit: async () => {} };
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

describe('invoice numbers under concurrent shipments', () => {
  test('50 orders shipped at once get serials 1 to 50: none shared, none skipped', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await insertOrder({ status: 2, paymentMethod: 1, paymentStatus: 2, totalPaise: 109_900 }));
    // A shipment the database is too busy for (pool or lock wait past its limit) answers 503
    // and staff send it again; it must still take the next number, not skip one.
    const ship = async (id: string): Promise<unknown> => {
      try {
        return await shipOrder(ctx, id, SHIPMENT);
      } catch (err) {
        if (isBusyError(err) || isConnectionError(err)) return ship(id);
        throw err;
      }
    };
    const results = await Promise.allSettled(ids.map(ship));
    expect(results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))).toEqual([]);
    const db = await getDb();
    const rows = await db.select({ serial: invoices.serial, number: invoices.number, financialYear: invoices.financialYear }).from(invoices).where(inArray(invoices.orderId, ids)).orderBy(asc(invoices.serial));
    expect(rows.map((r) => r.serial)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // The year part follows the day the test runs; the serial part is what must be gapless.
    const fy = financialYear(new Date());
    expect(rows[0]!.number).toBe(`KM/${fy.slice(2, 4)}${fy.slice(5)}/00001`);
    expect(rows[49]!.number).toBe(`KM/${fy.slice(2, 4)}${fy.slice(5)}/00050`);
    expect(new Set(rows.map((r) => r.number)).size).toBe(50);
  });
});
