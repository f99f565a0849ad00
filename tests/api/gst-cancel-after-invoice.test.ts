import { beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, creditNotes, invoices, orderEvents, orders } from '../../src/server/platform/db/schema';
import { ORDER_MOVES } from '../../src/server/orders/transitions';
import { insertOrder } from '../fixtures/orders';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase({ seed: false });

/**
 * Issue 17 item 4, cancellation after invoicing: the invoice is issued when an order ships, and
 * the order life offers no way from Shipped, Delivered or Returned to Origin back to a status
 * that can be cancelled. So an invoiced order is never cancelled: the console refuses, writes
 * nothing, and issues no credit note (a parcel that comes back gets one through return to origin).
 */
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

let owner: TestStaff;
beforeAll(async () => {
  owner = await newStaff('owner');
});

const act = (id: string, action: string, body: unknown = {}) => post(`/api/admin/orders/${id}/${action}`, body, { headers: consoleHeaders(owner.cookie) });

async function shippedOrder(viaPartial = false): Promise<string> {
  const id = await insertOrder({ status: 1, paymentMethod: 1, paymentStatus: 2 });
  expect((await act(id, 'confirm')).status).toBe(200);
  if (viaPartial) expect((await act(id, 'partially-fulfil')).status).toBe(200);
  const shipped = await act(id, 'ship', SHIPMENT);
  expect(shipped.status).toBe(200);
  return id;
}

async function writtenFor(id: string) {
  const db = await getDb();
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  const events = await db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, id));
  const audits = await db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, id));
  const [invoice] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, id));
  const [notes] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(invoices.orderId, id));
  return { status: order!.status, events: events.map((e) => e.kind), audits: audits.map((a) => a.action), invoice: invoice?.number, creditNotes: Number(notes!.n) };
}

describe('an invoiced order cannot be cancelled', () => {
  test('a shipped order: the cancel is a 409, the invoice stands, no credit note, nothing written', async () => {
    const id = await shippedOrder();
    const before = await writtenFor(id);
    expect(before.status).toBe(6);
    expect(before.invoice).toMatch(/^KM\/\d{4}\/\d{5}$/);

    const r = await act(id, 'cancel', { reason: 'Customer changed her mind' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This order is Shipped, so it cannot be moved that way.');
    expect(await writtenFor(id)).toEqual(before);
  });

  test('shipped after a partial fulfilment: the same refusal', async () => {
    const id = await shippedOrder(true);
    const before = await writtenFor(id);
    const r = await act(id, 'cancel', { reason: 'The rest is out of stock' });
    expect(r.status).toBe(409);
    expect(await writtenFor(id)).toEqual(before);
  });

  test('a shipped order cannot be put on hold either, so no path leads back to a cancel', async () => {
    const id = await shippedOrder();
    const hold = await act(id, 'hold');
    expect(hold.status).toBe(409);
    expect(hold.body.message).toBe('This order is Shipped, so it cannot be moved that way.');
  });

  test('delivered and returned-to-origin orders refuse the cancel; the return keeps its one credit note', async () => {
    const delivered = await shippedOrder();
    expect((await act(delivered, 'deliver')).status).toBe(200);
    const d = await act(delivered, 'cancel', { reason: 'Customer changed her mind' });
    expect(d.status).toBe(409);
    expect(d.body.message).toBe('This order is Delivered, so it cannot be moved that way.');
    expect((await writtenFor(delivered)).creditNotes).toBe(0);

    const returned = await shippedOrder();
    expect((await act(returned, 'return-to-origin')).status).toBe(200);
    const r = await act(returned, 'cancel', { reason: 'Customer refused the parcel' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This order is Returned to Origin, so it cannot be moved that way.');
    expect((await writtenFor(returned)).creditNotes).toBe(1);
  });

  test('no move of the order life starts from an invoiced status and ends in one that can be cancelled', () => {
    const invoiced = [6, 7, 8];
    const cancellable = ORDER_MOVES.cancel.from as readonly number[];
    const ways = Object.entries(ORDER_MOVES)
      .filter(([, m]) => m.field === 'status' && m.from.some((s: number) => invoiced.includes(s)))
      .map(([name, m]) => [name, m.to] as const);
    expect(ways).toEqual([['deliver', 7], ['returnToOrigin', 8]]);
    expect(ways.filter(([, to]) => cancellable.includes(to))).toEqual([]);
  });
});
