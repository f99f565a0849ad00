import { beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, creditNotes, invoices, orderEvents, orderItems, orders, refunds, sizes, sizeStock } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

/**
 * Changing an order before it ships and goodwill refunds (issue 28 item 7), through the console
 * API as a manager: every figure is worked out by hand (₹449 a piece; shipping ₹99 cash on
 * delivery, ₹39 online, up to 1 kg).
 */
let manager: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  manager = await newStaff('manager');
  packer = await newStaff('fulfilment');
});

const SHIP = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
const act = (who: TestStaff, orderId: string, path: string, body: unknown = {}) => post(`/api/admin/orders/${orderId}/${path}`, body, { headers: consoleHeaders(who.cookie) });

/** A ₹449 product in Black M (`m` on the shelf) and Black L (`l` on the shelf). */
async function product449(stock: { m?: number; l?: number } = {}): Promise<TestProduct & { largeId: string }> {
  const p = await newProduct({ pricePaise: 44_900, stock: stock.m ?? 10 });
  const largeId = newId();
  const db = await getDb();
  await db.insert(sizes).values({ id: largeId, colorVariantId: p.variantId, name: 'L', pricePaise: 44_900, strikedPricePaise: 64_900, weightGrams: 200, position: 1 });
  await db.insert(sizeStock).values({ sizeId: largeId, onHand: stock.l ?? 5 });
  return { ...p, largeId };
}

async function place(lines: [TestProduct, number][], figures: { subtotal: number; shippingCharge: number; total: number }, method: 1 | 2 = 1) {
  const shopper = await newCustomer('Lakshmi Nair');
  const addressId = await newAddress(shopper.token);
  const r = await post('/api/web/order/create', orderPayload(lines.map(([p, q]) => item(p, q)), addressId, figures, method), { token: shopper.token });
  expect(r.status, r.text).toBe(200);
  const orderId = r.body.data.orderId as string;
  if (method === 2) {
    const attemptId = (r.body.data.paymentRedirectUrl as string).split('/').at(-1)!;
    const paid = await call('POST', `/api/web/payment/sandbox/${attemptId}`, { rawBody: new URLSearchParams({ outcome: 'pay' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.status).toBeLessThan(400);
  }
  return orderId;
}

async function counts(sizeId: string) {
  const [row] = await (await getDb()).select().from(sizeStock).where(eq(sizeStock.sizeId, sizeId));
  return { onHand: row!.onHand, reserved: row!.reserved };
}

async function order(id: string) {
  const [o] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return o!;
}

async function lines(id: string) {
  const rows = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position));
  return rows.map((l) => [l.sizeName, l.quantity, l.unitPricePaise, l.lineTotalPaise]);
}

async function eventsOf(id: string, kind: string) {
  return (await getDb()).select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, kind))).orderBy(asc(orderEvents.id));
}

async function auditOf(id: string, action: string) {
  return (await getDb()).select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, action))).orderBy(asc(auditEvents.id));
}

const ledger = async (id: string) => (await get(`/api/admin/orders/${id}`, { headers: consoleHeaders(manager.cookie) })).body.data.ledger;

describe('changing an order before it ships', () => {
  test('M → L of a ₹449 line keeps the total ₹548 and moves one reserved unit from M to L; an event and an audit row', async () => {
    const p = await product449();
    const id = await place([[p, 1]], { subtotal: 449, shippingCharge: 99, total: 548 });
    expect(await counts(p.sizeId)).toEqual({ onHand: 10, reserved: 1 });
    const r = await act(manager, id, 'change-line', { line: 0, colorVariantId: p.variantId, size: 'L', quantity: 1 });
    expect(r.status, r.text).toBe(200);
    expect(r.body.message).toBe('Order changed. The total stays ₹548.00.');
    expect((await order(id)).totalPaise).toBe(54_800);
    expect(await lines(id)).toEqual([['L', 1, 44_900, 44_900]]);
    expect(await counts(p.sizeId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await counts(p.largeId)).toEqual({ onHand: 5, reserved: 1 });
    const [event] = await eventsOf(id, 'orderChanged');
    expect(event!.note).toBe(`${p.name}: Black, size M, qty 1 (₹449.00) → Black, size L, qty 1 (₹449.00). Total ₹548.00 → ₹548.00.`);
    const [audit] = await auditOf(id, 'order.changeLine');
    expect(audit!.before).toMatchObject({ size: 'M', quantity: 1, totalPaise: 54_800 });
    expect(audit!.after).toMatchObject({ size: 'L', quantity: 1, totalPaise: 54_800 });
    // The order page, and the tax invoice issued when it ships, name the new size.
    const page = await get(`/api/admin/orders/${id}`, { headers: consoleHeaders(manager.cookie) });
    expect(page.body.data.lines[0].sizeName).toBe('L');
    expect((await act(packer, id, 'confirm')).status).toBe(200);
    expect((await act(packer, id, 'ship', SHIP)).status).toBe(200);
    const [invoice] = await (await getDb()).select().from(invoices).where(eq(invoices.orderId, id));
    expect(invoice!.particulars.lines.map((l) => l.description)).toEqual([`${p.name} (Black, size L)`]);
    expect(invoice!.totalPaise).toBe(54_800);
  });

  test('quantity 2 → 1 of a paid online order refunds ₹449 through the gateway; the ledger shows it and a unit goes back on the shelf', async () => {
    const p = await product449();
    const id = await place([[p, 2]], { subtotal: 898, shippingCharge: 39, total: 937 }, 2);
    expect(await counts(p.sizeId)).toEqual({ onHand: 8, reserved: 0 });
    const r = await act(manager, id, 'change-line', { line: 0, colorVariantId: p.variantId, size: 'M', quantity: 1 });
    expect(r.status, r.text).toBe(200);
    expect(r.body.message).toBe('Order changed. The total is now ₹488.00; ₹449.00 is refunded to the shopper through the payment gateway.');
    expect(r.body.data.refund).toEqual({ amountPaise: 44_900, state: 'COMPLETED' });
    const sent = await (await getDb()).select().from(refunds).where(eq(refunds.orderId, id));
    expect(sent.map((s) => [s.amountPaise, s.state])).toEqual([[44_900, 'COMPLETED']]);
    expect(await ledger(id)).toEqual({ chargedPaise: 48_800, collectedPaise: 93_700, refundedPaise: 44_900, owedPaise: 0 });
    expect((await order(id)).paymentStatus).toBe(5);
    expect(await lines(id)).toEqual([['M', 1, 44_900, 44_900]]);
    expect(await counts(p.sizeId)).toEqual({ onHand: 9, reserved: 0 });
    expect(await eventsOf(id, 'orderChanged')).toHaveLength(1);
    expect(await auditOf(id, 'order.changeLine')).toHaveLength(1);
    // Partly refunded still counts as paid: the order ships.
    expect((await act(packer, id, 'confirm')).status).toBe(200);
    expect((await act(packer, id, 'ship', SHIP)).status).toBe(200);
  });

  test('quantity 1 → 2 of a COD order raises the amount to collect to ₹997 and reserves one more', async () => {
    const p = await product449();
    const id = await place([[p, 1]], { subtotal: 449, shippingCharge: 99, total: 548 });
    const r = await act(manager, id, 'change-line', { line: 0, colorVariantId: p.variantId, size: 'M', quantity: 2 });
    expect(r.status, r.text).toBe(200);
    expect(r.body.message).toBe('Order changed. The total is now ₹997.00, which the courier collects on delivery.');
    expect(await counts(p.sizeId)).toEqual({ onHand: 10, reserved: 2 });
    expect(await ledger(id)).toEqual({ chargedPaise: 99_700, collectedPaise: 0, refundedPaise: 0, owedPaise: 99_700 });
  });

  test('a size the shelf cannot fill is refused with 409 naming what is left; nothing changes', async () => {
    const p = await product449({ l: 1 });
    const id = await place([[p, 2]], { subtotal: 898, shippingCharge: 99, total: 997 });
    const r = await act(manager, id, 'change-line', { line: 0, colorVariantId: p.variantId, size: 'L', quantity: 2 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(`Only 1 left of ${p.name} in Black, size L: the change needs 2.`);
    expect(await lines(id)).toEqual([['M', 2, 44_900, 89_800]]);
    expect(await counts(p.sizeId)).toEqual({ onHand: 10, reserved: 2 });
    expect(await eventsOf(id, 'orderChanged')).toEqual([]);
  });

  test('removing a line (a partial cancel) puts its stock back and takes ₹599 off; the last line cannot be removed', async () => {
    const p = await product449();
    const q = await newProduct({ pricePaise: 59_900, stock: 4 });
    const id = await place([[p, 1], [q, 1]], { subtotal: 1048, shippingCharge: 99, total: 1147 });
    expect(await counts(q.sizeId)).toEqual({ onHand: 4, reserved: 1 });
    const r = await act(manager, id, 'remove-line', { line: 1, reason: 'Shopper asked by phone' });
    expect(r.status, r.text).toBe(200);
    expect(r.body.message).toBe('Order changed. The total is now ₹548.00, which the courier collects on delivery.');
    expect(await counts(q.sizeId)).toEqual({ onHand: 4, reserved: 0 });
    expect(await lines(id)).toEqual([['M', 1, 44_900, 44_900]]);
    expect((await order(id)).totalPaise).toBe(54_800);
    const [audit] = await auditOf(id, 'order.removeLine');
    expect(audit!.after).toEqual({ reason: 'Shopper asked by phone', totalPaise: 54_800 });
    const last = await act(manager, id, 'remove-line', { line: 0, reason: 'Shopper asked by phone' });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe("This is the order's only item. Cancel the order instead.");
  });

  test('a change after shipping, or of a cancelled order, is refused with 409 in plain words; fulfilment may not change orders', async () => {
    const p = await product449();
    const id = await place([[p, 1]], { subtotal: 449, shippingCharge: 99, total: 548 });
    expect((await act(packer, id, 'change-line', { line: 0, colorVariantId: p.variantId, size: 'L', quantity: 1 })).status).toBe(403);
    await act(packer, id, 'confirm');
    await act(packer, id, 'ship', SHIP);
    const shipped = await act(manager, id, 'change-line', { line: 0, colorVariantId: p.variantId, size: 'L', quantity: 1 });
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe('This order has shipped and can no longer be changed.');
    const address = await act(manager, id, 'address', { contactPerson: 'Kavya Iyer', doorNo: '4', address: 'Lake View Road', city: 'Madurai', district: 'Madurai', state: 'Tamil Nadu', pincode: '625001' });
    expect(address.status).toBe(409);
    const other = await place([[p, 1]], { subtotal: 449, shippingCharge: 99, total: 548 });
    await act(manager, other, 'cancel', { reason: 'Shopper asked' });
    const cancelled = await act(manager, other, 'remove-line', { line: 0, reason: 'Shopper asked' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('This order is cancelled, so it can no longer be changed.');
  });

  test('the delivery address changes before shipping; a bad one is refused naming the field by its label', async () => {
    const p = await product449();
    const id = await place([[p, 1]], { subtotal: 449, shippingCharge: 99, total: 548 });
    const bad = await act(manager, id, 'address', { contactPerson: 'Kavya Iyer', doorNo: '4', address: 'Lake View Road', city: 'Madurai', district: 'Madurai', state: 'Tamil Nadu', pincode: '6250' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('PIN Code must be 6 digits');
    const r = await act(manager, id, 'address', { contactPerson: 'Kavya Iyer', doorNo: '4', address: 'Lake View Road', city: 'Madurai', district: 'Madurai', state: 'Tamil Nadu', pincode: '625001' });
    expect(r.status, r.text).toBe(200);
    expect((await order(id)).shippingAddress).toMatchObject({ doorNo: '4', city: 'Madurai', pincode: '625001' });
    expect(await eventsOf(id, 'orderChanged')).toHaveLength(1);
    expect(await auditOf(id, 'order.changeAddress')).toHaveLength(1);
  });
});

describe('goodwill refunds', () => {
  /** A paid online order of one ₹449 piece (₹488 with ₹39 shipping), shipped with its invoice. */
  async function shippedOnline() {
    const p = await product449();
    const id = await place([[p, 1]], { subtotal: 449, shippingCharge: 39, total: 488 }, 2);
    await act(packer, id, 'confirm');
    expect((await act(packer, id, 'ship', SHIP)).status).toBe(200);
    return id;
  }

  test('₹100 writes a credit note of ₹100 and the ledger shows ₹100 refunded; twice is two refunds; an event and an audit row each', async () => {
    const id = await shippedOnline();
    const r = await act(manager, id, 'goodwill-refund', { amount: '100', reason: 'Parcel arrived late' });
    expect(r.status, r.text).toBe(200);
    const notes = await (await getDb()).select().from(creditNotes).innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId)).where(eq(invoices.orderId, id));
    expect(notes.map((n) => [n.credit_notes.totalPaise, n.credit_notes.reason])).toEqual([[10_000, 'Goodwill refund: Parcel arrived late']]);
    expect(await ledger(id)).toEqual({ chargedPaise: 48_800, collectedPaise: 48_800, refundedPaise: 10_000, owedPaise: 0 });
    const again = await act(manager, id, 'goodwill-refund', { amount: 100, reason: 'Sorry again' });
    expect(again.status, again.text).toBe(200);
    expect(await ledger(id)).toEqual({ chargedPaise: 48_800, collectedPaise: 48_800, refundedPaise: 20_000, owedPaise: 0 });
    const sent = await (await getDb()).select().from(refunds).where(eq(refunds.orderId, id));
    expect(sent.map((s) => [s.amountPaise, s.state])).toEqual([[10_000, 'COMPLETED'], [10_000, 'COMPLETED']]);
    expect(await eventsOf(id, 'goodwillRefunded')).toHaveLength(2);
    const audits = await auditOf(id, 'order.goodwillRefund');
    expect(audits.map((a) => [a.before, (a.after as { refundedPaise: number }).refundedPaise])).toEqual([[{ refundedPaise: 0 }, 10_000], [{ refundedPaise: 10_000 }, 20_000]]);
  });

  test('above what was paid less what was refunded is refused naming the maximum in rupees; nothing is written', async () => {
    const id = await shippedOnline();
    await act(manager, id, 'goodwill-refund', { amount: 100, reason: 'Parcel arrived late' });
    const r = await act(manager, id, 'goodwill-refund', { amount: '400', reason: 'Too much' });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('A goodwill refund can be at most ₹388.00: what was paid less what was already refunded.');
    expect(await eventsOf(id, 'goodwillRefunded')).toHaveLength(1);
    expect(await ledger(id)).toEqual({ chargedPaise: 48_800, collectedPaise: 48_800, refundedPaise: 10_000, owedPaise: 0 });
  });

  test('an unpaid cash-on-delivery order is refused (nothing collected); a bad amount names its label', async () => {
    const p = await product449();
    const id = await place([[p, 1]], { subtotal: 449, shippingCharge: 99, total: 548 });
    await act(packer, id, 'confirm');
    await act(packer, id, 'ship', SHIP);
    const r = await act(manager, id, 'goodwill-refund', { amount: 100, reason: 'Parcel arrived late', payoutReference: 'UPI123' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('No cash has been collected for this cash-on-delivery order yet, so there is nothing to refund.');
    const bad = await act(manager, id, 'goodwill-refund', { amount: 'ten', reason: 'Parcel arrived late' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('Amount must be in rupees, for example 100 or 99.50');
    expect(bad.body.message).toBe('Amount must be in rupees, for example 100 or 99.50');
    expect((await act(packer, id, 'goodwill-refund', { amount: 100, reason: 'Late' })).status).toBe(403);
  });

  test('a collected cash-on-delivery order: the transfer reference is asked for, then ₹100 counts in the ledger', async () => {
    const p = await product449();
    const id = await place([[p, 1]], { subtotal: 449, shippingCharge: 99, total: 548 });
    await act(packer, id, 'confirm');
    await act(packer, id, 'ship', SHIP);
    await act(packer, id, 'cod-collected');
    const missing = await act(manager, id, 'goodwill-refund', { amount: 100, reason: 'Parcel arrived late' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Pay ₹100.00 to the shopper by UPI or bank transfer first, then enter the transfer reference.');
    const r = await act(manager, id, 'goodwill-refund', { amount: 100, reason: 'Parcel arrived late', payoutReference: 'UPI4455' });
    expect(r.status, r.text).toBe(200);
    expect(await ledger(id)).toEqual({ chargedPaise: 54_800, collectedPaise: 54_800, refundedPaise: 10_000, owedPaise: 0 });
  });
});
