import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, creditNotes, invoices, orderEvents, returnRequests } from '../../src/server/platform/db/schema';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { deliveredOrder, SHIP, type DeliveredOrder } from '../fixtures/returns';

/**
 * Return requests step on the same small machine as the order (issue 35): a step the request's
 * status or kind does not allow is a 409 naming the rule, and leaves no event, no audit row and
 * no credit note behind.
 */
useTestDatabase();

let manager: TestStaff;
beforeAll(async () => {
  manager = await newStaff('manager');
});

const act = (returnId: string, action: string, body: unknown = {}) => post(`/api/admin/returns/${returnId}/${action}`, body, { headers: consoleHeaders(manager.cookie) });

async function ask(o: DeliveredOrder, body: Record<string, unknown>): Promise<string> {
  const r = await post('/api/web/order/return/create', { orderId: o.orderId, ...body }, { token: o.shopper.token });
  expect(r.status, r.text).toBe(200);
  return r.body.data.returnId;
}

async function traces(o: DeliveredOrder, returnId: string) {
  const db = await getDb();
  const [request] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
  const events = await db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, o.orderId));
  const audits = await db.select({ action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.entity, 'return'), eq(auditEvents.entityId, returnId)));
  const notes = await db.select({ id: creditNotes.id }).from(creditNotes).innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId)).where(eq(invoices.orderId, o.orderId));
  return { status: request!.status, events: events.length, audits: audits.map((a) => a.action), creditNotes: notes.length };
}

describe('a refused return step writes nothing', () => {
  test('refunding a request still Requested: 409 naming where it stands; no event, audit row or credit note', async () => {
    const o = await deliveredOrder(manager);
    const id = await ask(o, { kind: 'refund', reason: 'other', lines: [{ orderItemId: o.itemId, quantity: 1 }], payout: { method: 'upi', upiId: 'meena.raj@okaxis' } });
    const before = await traces(o, id);
    const r = await act(id, 'refund', { payoutReference: 'UTR123456789' });
    expect(r.status, r.text).toBe(409);
    expect(r.body.message).toBe('This return is Requested, so it cannot be moved that way.');
    expect(await traces(o, id)).toEqual(before);
    expect(before.audits).toEqual([]);
    expect(before.creditNotes).toBe(0);
  });

  test('shipping an exchange for a refund request, once received: 409 naming the rule; nothing written', async () => {
    const o = await deliveredOrder(manager);
    const id = await ask(o, { kind: 'refund', reason: 'other', lines: [{ orderItemId: o.itemId, quantity: 1 }], payout: { method: 'upi', upiId: 'meena.raj@okaxis' } });
    expect((await act(id, 'approve')).status).toBe(200);
    expect((await act(id, 'receive', { lines: [{ orderItemId: o.itemId, outcome: 'restock' }] })).status).toBe(200);
    const before = await traces(o, id);
    expect(before.audits).toEqual(['return.approve', 'return.receive']);
    const r = await act(id, 'ship-exchange', SHIP);
    expect(r.status, r.text).toBe(409);
    expect(r.body.message).toBe('This is a refund request, so it cannot be handled that way.');
    expect(await traces(o, id)).toEqual(before);
  });

  test('approving twice: the second is 409 and adds no second event or audit row', async () => {
    const o = await deliveredOrder(manager);
    const id = await ask(o, { kind: 'refund', reason: 'other', lines: [{ orderItemId: o.itemId, quantity: 1 }], payout: { method: 'upi', upiId: 'meena.raj@okaxis' } });
    expect((await act(id, 'approve')).status).toBe(200);
    const before = await traces(o, id);
    const r = await act(id, 'approve');
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This return is Approved, so it cannot be moved that way.');
    expect(await traces(o, id)).toEqual({ ...before, audits: ['return.approve'] });
  });
});
