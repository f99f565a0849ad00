import { beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, creditNotes, orderEvents, orderItems, orders, refunds, returnRequests, stockMovements } from '../../src/server/platform/db/schema';
import { placeOnlineOrder } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { countsOf, deliveredOrder, SHIP, type DeliveredOrder } from '../fixtures/returns';

useTestDatabase();

let manager: TestStaff;
let packer: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  manager = await newStaff('manager');
  packer = await newStaff('fulfilment');
  support = await newStaff('support');
});

const PICKUP = { courier: 'Delhivery', awb: 'RVP000123456', trackingUrl: 'https://www.delhivery.com/track/package/RVP000123456' };
const act = (who: TestStaff, returnId: string, action: string, body: unknown = {}) =>
  post(`/api/admin/returns/${returnId}/${action}`, body, { headers: consoleHeaders(who.cookie) });

async function ask(o: DeliveredOrder, body: Record<string, unknown>): Promise<string> {
  const r = await post('/api/web/order/return/create', { orderId: o.orderId, ...body }, { token: o.shopper.token });
  expect(r.status, r.text).toBe(200);
  return r.body.data.returnId;
}

const steps = async (o: { orderId: string; shopper: { token: string } }) => {
  const r = await get(`/api/web/order/return/options?orderId=${o.orderId}`, { token: o.shopper.token });
  return r.body.data.request;
};

describe('the merchant handles a return', () => {
  test('an exchange of M for L: approved, picked up, received and restocked, then shipped as a linked order at no charge', async () => {
    const o = await deliveredOrder(packer);
    const id = await ask(o, { kind: 'exchange', reason: 'sizeTooSmall', lines: [{ orderItemId: o.itemId, quantity: 1, exchangeSizeId: o.largeId }] });
    expect(await countsOf(o.product.sizeId)).toEqual({ onHand: 998, reserved: 0 });

    expect((await act(packer, id, 'approve')).status).toBe(200);
    expect((await act(packer, id, 'pickup', PICKUP)).status).toBe(200);
    expect((await act(packer, id, 'ship-exchange', SHIP)).status).toBe(409);
    const received = await act(packer, id, 'receive', { lines: [{ orderItemId: o.itemId, outcome: 'restock' }] });
    expect(received.status, received.text).toBe(200);
    expect(await countsOf(o.product.sizeId)).toEqual({ onHand: 999, reserved: 0 });

    const shipped = await act(packer, id, 'ship-exchange', { ...SHIP, awb: 'DLV87654321' });
    expect(shipped.status, shipped.text).toBe(200);
    const exchangeId = shipped.body.data.exchangeOrderId as string;
    expect(await countsOf(o.largeId)).toEqual({ onHand: 4, reserved: 0 });

    const db = await getDb();
    const [exchange] = await db.select().from(orders).where(eq(orders.id, exchangeId));
    expect(exchange).toMatchObject({ customerId: o.shopper.id, status: 6, paymentStatus: 1, totalPaise: 0 });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, exchangeId));
    expect(lines.map((l) => [l.productName, l.colorName, l.sizeName, l.quantity, l.lineTotalPaise])).toEqual([[o.product.name, 'Black', 'L', 1, 0]]);
    // The linked order goes on through the normal order life.
    expect((await post(`/api/admin/orders/${exchangeId}/deliver`, {}, { headers: consoleHeaders(packer.cookie) })).status).toBe(200);

    const request = await steps(o);
    expect(request.status).toBe('exchangeShipped');
    expect(request.exchangeOrderId).toBe(exchangeId);
    expect(request.pickup).toEqual(PICKUP);
    expect(request.steps.map((s: { label: string }) => s.label)).toEqual(['Requested', 'Approved', 'Pickup scheduled', 'Received and checked', 'Exchange shipped']);
    const kinds = await db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, o.orderId)).orderBy(asc(orderEvents.id));
    expect(kinds.map((k) => k.kind).slice(-5)).toEqual(['returnRequested', 'returnApproved', 'returnPickupScheduled', 'returnReceived', 'exchangeShipped']);
    const audits = await db.select({ action: auditEvents.action, staffId: auditEvents.staffId }).from(auditEvents).where(and(eq(auditEvents.entity, 'return'), eq(auditEvents.entityId, id))).orderBy(asc(auditEvents.id));
    expect(audits).toEqual(['return.approve', 'return.schedulePickup', 'return.receive', 'return.shipExchange'].map((action) => ({ action, staffId: packer.id })));
    const ledger = await db.select({ reason: stockMovements.reason, on: stockMovements.onHandDelta, res: stockMovements.reservedDelta, orderId: stockMovements.orderId }).from(stockMovements).where(eq(stockMovements.sizeId, o.largeId)).orderBy(asc(stockMovements.id));
    expect(ledger).toEqual([
      { reason: 'reserve', on: 0, res: 1, orderId: null },
      { reason: 'release', on: 0, res: -1, orderId: null },
      { reason: 'reserve', on: 0, res: 1, orderId: exchangeId },
      { reason: 'consume', on: -1, res: -1, orderId: exchangeId },
    ]);
  });

  test('rejected with a reason the shopper reads; the reserved size goes back on sale', async () => {
    const o = await deliveredOrder(packer);
    const id = await ask(o, { kind: 'exchange', reason: 'sizeTooBig', lines: [{ orderItemId: o.itemId, quantity: 2, exchangeSizeId: o.navyId }] });
    expect(await countsOf(o.navyId)).toEqual({ onHand: 5, reserved: 2 });
    const empty = await act(packer, id, 'reject', { reason: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'reason', message: 'Write the reason the shopper will read (at least 3 characters).' }]);
    const r = await act(packer, id, 'reject', { reason: 'The tags were removed and the leggings were washed.' });
    expect(r.status).toBe(200);
    expect(await countsOf(o.navyId)).toEqual({ onHand: 5, reserved: 0 });
    const request = await steps(o);
    expect(request).toMatchObject({ status: 'rejected', rejectionReason: 'The tags were removed and the leggings were washed.' });
    expect((await act(packer, id, 'approve')).status).toBe(409);
  });

  test('a COD refund to a UPI id: the transfer reference is recorded and a credit note reverses only the returned piece', async () => {
    const o = await deliveredOrder(packer);
    const id = await ask(o, { kind: 'refund', reason: 'other', lines: [{ orderItemId: o.itemId, quantity: 1 }], payout: { method: 'upi', upiId: 'lakshmi.nair@okaxis' } });
    await act(packer, id, 'approve');
    const received = await act(packer, id, 'receive', { lines: [{ orderItemId: o.itemId, outcome: 'writeOff' }] });
    expect(received.status).toBe(200);
    expect(await countsOf(o.product.sizeId)).toEqual({ onHand: 998, reserved: 0 });

    expect((await act(packer, id, 'refund', { payoutReference: 'UPI412345678901' })).status).toBe(403);
    // Nothing is paid back before the cash was taken (issue 35).
    const uncollected = await act(manager, id, 'refund', { payoutReference: 'UPI412345678901' });
    expect(uncollected.status).toBe(409);
    expect(uncollected.body.message).toBe('Mark the cash on delivery collected before refunding this return: the shop has not received the ₹1,050.00 it would pay back.');
    expect((await post(`/api/admin/orders/${o.orderId}/cod-collected`, {}, { headers: consoleHeaders(packer.cookie) })).status).toBe(200);
    const noRef = await act(manager, id, 'refund', {});
    expect(noRef.status).toBe(400);
    expect(noRef.body.message).toBe("Pay ₹1,050.00 to the shopper's UPI id first, then enter the transfer reference.");
    const r = await act(manager, id, 'refund', { payoutReference: 'UPI412345678901' });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toEqual({ status: 'refunded', refundPaise: 105_000 });

    const db = await getDb();
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row).toMatchObject({ payoutReference: 'UPI412345678901', payoutMasked: 'UPI la••••@okaxis' });
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, row!.creditNoteId!));
    // One of two pieces at ₹1,050 delivered in Tamil Nadu, the seller's state: 5%, split CGST/SGST.
    expect([note!.taxablePaise, note!.cgstPaise, note!.sgstPaise, note!.igstPaise, note!.totalPaise]).toEqual([100_000, 2_500, 2_500, 0, 105_000]);
    expect(note!.particulars.lines.map((l) => [l.quantity, l.grossPaise, l.taxablePaise, l.rateBp])).toEqual([[1, 105_000, 100_000, 500]]);
    expect(note!.particulars.charges).toEqual([]);
    expect(note!.particulars.against?.reason).toBe(`Return ${id}`);
    expect(note!.number).toMatch(/^KMCN\/\d{4}\/\d{5}$/);

    const request = await steps(o);
    expect(request).toMatchObject({ status: 'refunded', refundAmount: 1050, creditNoteNumber: note!.number, payoutMasked: 'UPI la••••@okaxis' });
    const detail = await get(`/api/web/order/detail?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(detail.body.data.timeline.map((e: { label: string }) => e.label).slice(-6)).toEqual(['Return or exchange requested', 'Return approved', 'Return received and checked', 'Cash on delivery paid', 'Return refunded', 'Payment partly refunded']);
    const ledger = await db.select({ reason: stockMovements.reason, on: stockMovements.onHandDelta }).from(stockMovements).where(and(eq(stockMovements.sizeId, o.product.sizeId), eq(stockMovements.reason, 'adjust')));
    expect(ledger).toEqual([{ reason: 'adjust', on: 0 }]);
  });

  test('an online order is refunded through its gateway: the payment becomes Partially Refunded', async () => {
    const placed = await placeOnlineOrder(105_000, { subtotal: 1050, shippingCharge: 39, total: 1089 });
    const pay = await call('POST', `/api/web/payment/sandbox/${placed.attemptId}`, { rawBody: 'outcome=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(pay.status).toBe(303);
    const headers = consoleHeaders(packer.cookie);
    for (const [path, body] of [['confirm', {}], ['ship', SHIP], ['deliver', {}]] as const) {
      expect((await post(`/api/admin/orders/${placed.orderId}/${path}`, body, { headers })).status).toBe(200);
    }
    const db = await getDb();
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    const r = await post('/api/web/order/return/create', { orderId: placed.orderId, kind: 'refund', reason: 'sizeTooBig', lines: [{ orderItemId: item!.id, quantity: 1 }] }, { token: placed.shopper.token });
    expect(r.status, r.text).toBe(200);
    const id = r.body.data.returnId as string;
    await act(packer, id, 'approve');
    await act(packer, id, 'receive', { lines: [{ orderItemId: item!.id, outcome: 'restock' }] });
    const refunded = await act(manager, id, 'refund', {});
    expect(refunded.status, refunded.text).toBe(200);
    const back = await db.select({ amountPaise: refunds.amountPaise, state: refunds.state }).from(refunds).where(eq(refunds.orderId, placed.orderId));
    expect(back).toEqual([{ amountPaise: 105_000, state: 'COMPLETED' }]);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.paymentStatus).toBe(5);
    expect((await steps({ orderId: placed.orderId, shopper: placed.shopper })).refundMethod).toBe('original');
  });

  test('each step checks the role and the kind of request', async () => {
    const o = await deliveredOrder(packer);
    const id = await ask(o, { kind: 'exchange', reason: 'sizeTooSmall', lines: [{ orderItemId: o.itemId, quantity: 1, exchangeSizeId: o.largeId }] });
    expect((await act(support, id, 'approve')).status).toBe(403);
    expect((await post(`/api/admin/returns/${id}/approve`, {}, { headers: consoleHeaders() })).status).toBe(401);
    await act(packer, id, 'approve');
    await act(packer, id, 'receive', { lines: [{ orderItemId: o.itemId, outcome: 'restock' }] });
    const wrong = await act(manager, id, 'refund', { payoutReference: 'UPI412345678901' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('This is an exchange request, so it cannot be handled that way.');
    const badPickup = await act(packer, id, 'ship-exchange', { courier: 'D', awb: '12', trackingUrl: 'http://x.test' });
    expect(badPickup.status).toBe(400);
    expect(badPickup.body.errors.map((e: { path: string }) => e.path)).toEqual(['courier', 'awb', 'trackingUrl']);
    const db = await getDb();
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row!.status).toBe('received');
    expect(await db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), inArray(auditEvents.action, ['return.refund', 'return.shipExchange'])))).toEqual([]);
  });

  test('the return window is a setting, audited', async () => {
    const owner = await newStaff('owner');
    expect((await post('/api/admin/returns/settings', { windowDays: 10 }, { headers: consoleHeaders(packer.cookie) })).status).toBe(403);
    const bad = await post('/api/admin/returns/settings', { windowDays: 0 }, { headers: consoleHeaders(owner.cookie) });
    expect(bad.body.errors).toEqual([{ path: 'windowDays', message: 'Return window (days after delivery) must be a whole number of days from 1 to 90' }]);
    expect((await post('/api/admin/returns/settings', { windowDays: 10 }, { headers: consoleHeaders(owner.cookie) })).status).toBe(200);
    const o = await deliveredOrder(packer);
    const r = await get(`/api/web/order/return/options?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(r.body.data.windowDays).toBe(10);
    await post('/api/admin/returns/settings', { windowDays: 7 }, { headers: consoleHeaders(owner.cookie) });
  });
});
