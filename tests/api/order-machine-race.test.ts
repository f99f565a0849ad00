import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { getDb } from '../../src/server/platform/db/client';
import { orderEvents, payments, refunds } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { DomainError } from '../../src/server/platform/errors';
import { cancelOrder, runSimpleAction } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { insertOrder } from '../fixtures/orders';

/**
 * Two staff members moving one order at the same moment (issue 35): the order row is locked
 * for the move, so one wins and the other is told 409 with what the order now is; nothing
 * happens twice.
 */
useTestDatabase({ seed: false });

const staff = (id: string, name: string): StaffActionContext => ({
  staff: { id, email: `${id}@kanmani.local`, name, role: 'manager' },
  audit: async () => {},
});
const selvi = staff('staff-a', 'Selvi');
const arun = staff('staff-b', 'Arun');

async function kinds(orderId: string) {
  const rows = await (await getDb()).select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
  return rows.map((r) => r.kind);
}

describe('two staff move one order at once', () => {
  test('both confirm: one confirms, the other gets 409 saying it is Confirmed; one event', async () => {
    const id = await insertOrder();
    const results = await Promise.allSettled([runSimpleAction(selvi, id, 'confirm'), runSimpleAction(arun, id, 'confirm')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(DomainError);
    expect((lost.reason as DomainError).code).toBe('conflict');
    expect((lost.reason as DomainError).message).toBe('This order is Confirmed, so it cannot be moved that way.');
    expect(await kinds(id)).toEqual(['placed', 'confirm']);
  });

  test('both cancel a paid ₹538.50 online order: one cancellation, one refund of ₹538.50', async () => {
    const id = await insertOrder({ paymentMethod: 2, paymentStatus: 1, totalPaise: 53_850 });
    const db = await getDb();
    await db.insert(payments).values({ id: newId(), orderId: id, attempt: 1, gateway: 'sandbox', merchantOrderId: `${id}-1`, amountPaise: 53_850, state: 'COMPLETED', transactionId: 'SBXT1' });
    const results = await Promise.allSettled([cancelOrder(selvi, id, 'Out of stock'), cancelOrder(arun, id, 'Shopper asked')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as DomainError).code).toBe('conflict');
    const back = await db.select({ amountPaise: refunds.amountPaise }).from(refunds).where(eq(refunds.orderId, id));
    expect(back).toEqual([{ amountPaise: 53_850 }]);
    expect(await kinds(id)).toEqual(['placed', 'cancel', 'paymentRefunded']);
  });
});
