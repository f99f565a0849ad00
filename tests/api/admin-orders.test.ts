import { beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents } from '../../src/server/platform/db/schema';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { usePhonePeShop, WEBHOOK_USER, WEBHOOK_PASS } from '../fixtures/phonepe-shop';

useTestDatabase();

const fake = usePhonePeShop();
let owner: TestStaff;
let manager: TestStaff;
let packer: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  owner = await newStaff('owner');
  manager = await newStaff('manager');
  packer = await newStaff('fulfilment');
  support = await newStaff('support');
});

const act = (who: TestStaff, path: string, body: unknown = {}) => post(`/api/admin/orders/${path}`, body, { headers: consoleHeaders(who.cookie) });
const read = (who: TestStaff, path: string) => get(`/api/admin/orders${path}`, { headers: consoleHeaders(who.cookie) });

/** A ₹499 product: COD orders total ₹598 (₹99 shipping), online ones ₹538 (₹39). */
async function place(method: 1 | 2) {
  const shopper = await newCustomer('Anitha Raman');
  const addressId = await newAddress(shopper.token);
  const product = await newProduct({ pricePaise: 49_900 });
  const shipping = method === 1 ? 99 : 39;
  const r = await post('/api/web/order/create', orderPayload([item(product)], addressId, { subtotal: 499, shippingCharge: shipping, total: 499 + shipping }, method), { token: shopper.token });
  expect(r.status).toBe(200);
  return { shopper, orderId: r.body.data.orderId as string };
}

async function placePaidOnline() {
  const placed = await place(2);
  fake.setState(`${placed.orderId}-1`, 'COMPLETED');
  const paid = await get(`/api/web/order/payment/status?orderId=${placed.orderId}`, { token: placed.shopper.token });
  expect(paid.body.data.order.paymentStatus).toBe(1);
  return placed;
}

async function auditOf(orderId: string) {
  const db = await getDb();
  return db.select().from(auditEvents).where(eq(auditEvents.entityId, orderId)).orderBy(asc(auditEvents.id));
}

const SHIP = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

describe('the order life through /api/admin/orders', () => {
  test('a fulfilment member confirms, ships, delivers and marks COD collected; each step audited with who did it', async () => {
    const { orderId } = await place(1);
    expect((await act(packer, `${orderId}/confirm`)).body).toMatchObject({ status: 200, message: 'Order updated.', data: { status: 2, paymentStatus: 2 } });
    expect((await act(packer, `${orderId}/ship`, SHIP)).body.data).toEqual({ status: 6, paymentStatus: 2 });
    expect((await act(packer, `${orderId}/deliver`)).body.data).toEqual({ status: 7, paymentStatus: 2 });
    expect((await act(packer, `${orderId}/cod-collected`)).body.data).toEqual({ status: 7, paymentStatus: 1 });
    const audit = await auditOf(orderId);
    expect(audit.map((a) => [a.action, a.staffId, a.entity])).toEqual([
      ['order.confirm', packer.id, 'order'],
      ['order.ship', packer.id, 'order'],
      ['order.deliver', packer.id, 'order'],
      ['order.codCollected', packer.id, 'order'],
    ]);
    expect(audit[1]!.after).toEqual({ status: 6, ...SHIP });
    const detail = await read(support, `/${orderId}`);
    expect(detail.status).toBe(200);
    expect(detail.headers.get('cache-control')).toBe('private, no-store');
    expect(detail.body.data.timeline.map((e: { kind: string; actorName: string | null }) => [e.kind, e.actorName])).toEqual([
      ['placed', null],
      ['confirm', packer.name],
      ['ship', packer.name],
      ['deliver', packer.name],
      ['codCollected', packer.name],
    ]);
    expect(detail.body.data.shipment).toMatchObject({ courier: 'Delhivery', awb: 'DLV12345678' });
  });

  test('hold, release, partially fulfil, ship and return to origin; notes by support', async () => {
    const { orderId } = await place(1);
    for (const [path, status] of [['hold', 4], ['release', 2], ['partially-fulfil', 3]] as const) {
      expect((await act(packer, `${orderId}/${path}`, { note: 'Checked with the customer' })).body.data.status).toBe(status);
    }
    await act(packer, `${orderId}/ship`, SHIP);
    expect((await act(packer, `${orderId}/return-to-origin`)).body.data).toEqual({ status: 8, paymentStatus: 2 });
    const note = await act(support, `${orderId}/notes`, { body: 'Customer refused the parcel at the door.' });
    expect(note.status).toBe(201);
    const detail = await read(owner, `/${orderId}`);
    expect(detail.body.data.notes.map((n: { staffName: string; body: string }) => [n.staffName, n.body])).toEqual([[support.name, 'Customer refused the parcel at the door.']]);
    expect((await auditOf(orderId)).map((a) => a.action)).toEqual(['order.hold', 'order.release', 'order.partiallyFulfil', 'order.ship', 'order.returnToOrigin', 'order.note']);
  });

  test('moves the table does not allow answer 409 with the current status and write no audit row', async () => {
    const { orderId } = await place(1);
    const r = await act(packer, `${orderId}/deliver`);
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ status: 409, message: 'This order is Waiting For Confirmation, so it cannot be moved that way.', data: { status: 1, paymentStatus: 2 } });
    expect((await act(packer, `${orderId}/ship`, SHIP)).status).toBe(409);
    expect((await act(packer, `${orderId}/release`)).status).toBe(409);
    expect((await act(packer, `${orderId}/return-to-origin`)).status).toBe(409);
    const early = await act(packer, `${orderId}/cod-collected`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Cash is marked collected only once the order has shipped.');
    const unpaid = await place(2);
    const confirm = await act(packer, `${unpaid.orderId}/confirm`);
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe('This online order is not paid yet.');
    expect((await act(manager, `${orderId}/cancel`, { reason: 'Duplicate order' })).status).toBe(200);
    expect((await act(manager, `${orderId}/cancel`, { reason: 'Again' })).body.message).toBe('This order is Cancelled, so it cannot be moved that way.');
    expect((await auditOf(orderId)).map((a) => a.action)).toEqual(['order.cancel']);
  });

  test('a malformed AWB or tracking link is a 400 naming the field; a missing reason too; nothing changes', async () => {
    const { orderId } = await place(1);
    await act(packer, `${orderId}/confirm`);
    const awb = await act(packer, `${orderId}/ship`, { ...SHIP, awb: 'DLV-1' });
    expect(awb.status).toBe(400);
    expect(awb.body.errors).toEqual([{ path: 'awb', message: 'AWB number must be 8 to 20 letters or digits' }]);
    const url = await act(packer, `${orderId}/ship`, { ...SHIP, trackingUrl: 'http://www.delhivery.com/track/package/DLV12345678' });
    expect(url.status).toBe(400);
    expect(url.body.errors).toEqual([{ path: 'trackingUrl', message: "Tracking link must be a full https:// link to the courier's tracking page" }]);
    const noCourier = await act(packer, `${orderId}/ship`, { awb: SHIP.awb, trackingUrl: SHIP.trackingUrl });
    expect(noCourier.body.errors[0].path).toBe('courier');
    const reason = await act(manager, `${orderId}/cancel`, {});
    expect(reason.status).toBe(400);
    expect(reason.body.errors[0].path).toBe('reason');
    expect((await read(packer, `/${orderId}`)).body.data.status).toBe(2);
    expect((await act(packer, 'ffffffffffffffffffffffff/confirm')).status).toBe(404);
    expect((await act(packer, `${orderId}/teleport`)).status).toBe(400);
  });

  test('roles: support cannot move an order, fulfilment cannot cancel, nobody signed out can read', async () => {
    const { orderId } = await place(1);
    expect((await act(support, `${orderId}/confirm`)).status).toBe(403);
    expect((await act(packer, `${orderId}/cancel`, { reason: 'No stock' })).status).toBe(403);
    expect((await act(support, 'bulk-confirm', { orderIds: [orderId] })).status).toBe(403);
    expect((await get('/api/admin/orders')).status).toBe(401);
    const crossSite = await call('POST', `/api/admin/orders/${orderId}/confirm`, { body: {}, headers: { cookie: packer.cookie, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await auditOf(orderId))).toEqual([]);
  });

  test('bulk confirm reports which orders were confirmed and why the others were refused', async () => {
    const a = await place(1);
    const b = await place(2);
    const r = await act(packer, 'bulk-confirm', { orderIds: [a.orderId, b.orderId] });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('1 confirmed, 1 refused.');
    expect(r.body.data.confirmed.map((o: { id: string }) => o.id)).toEqual([a.orderId]);
    expect(r.body.data.refused).toEqual([{ id: b.orderId, number: b.orderId.slice(-5), message: 'This online order is not paid yet.' }]);
  });

  test('packing slips: the COD order asks ₹598.00 of the courier, the paid online one nothing', async () => {
    const cod = await place(1);
    const online = await placePaidOnline();
    // A COD order waiting for its confirmation is not packed yet (issue 35).
    const early = await read(packer, `/packing-slips?ids=${cod.orderId},${online.orderId}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`Order #${cod.orderId.slice(-5)} is not ready to pack: it is Waiting For Confirmation; confirm it first. Remove it from the selection and print again.`);
    expect((await act(packer, `${cod.orderId}/confirm`)).status).toBe(200);
    const r = await read(packer, `/packing-slips?ids=${cod.orderId},${online.orderId}`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((s: { name: string; phone: string; codAmountPaise: number }) => [s.name, s.phone, s.codAmountPaise])).toEqual([
      ['Kavya Iyer', '9876543210', 59_800],
      ['Kavya Iyer', '9876543210', 0],
    ]);
    expect(r.body.data[0].lines).toHaveLength(1);
  });

  test('the queue answers filtered pages with counts per status', async () => {
    const r = await read(support, '?method=1&status=1');
    expect(r.status).toBe(200);
    expect(r.body.data.orders.every((o: { status: number; paymentMethod: number }) => o.status === 1 && o.paymentMethod === 1)).toBe(true);
    expect(r.body.data.pageSize).toBe(25);
    const bad = await read(support, '?status=12');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('status');
  });

  test('the manager cancels a paid online order: PhonePe is asked for the refund, and the payment is Refunded when PhonePe says so', async () => {
    const { orderId } = await placePaidOnline();
    const before = fake.refundRequests;
    const r = await act(manager, `${orderId}/cancel`, { reason: 'Out of stock in this size' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: 'Order cancelled and refunded.', data: { status: 5, paymentStatus: 1 } });
    expect(fake.refundRequests).toBe(before + 1);
    const [refund] = [...fake.refunds.values()].filter((x) => x.originalMerchantOrderId === `${orderId}-1`);
    expect(refund).toMatchObject({ amount: 53_800, state: 'PENDING' });
    fake.settleRefund(refund!.merchantRefundId, 'COMPLETED');
    const hook = fake.refundWebhook(refund!.merchantRefundId, WEBHOOK_USER, WEBHOOK_PASS);
    expect((await call('POST', '/api/web/payment/callback/phonepe', { rawBody: hook.body, headers: hook.headers })).status).toBe(200);
    expect((await read(manager, `/${orderId}`)).body.data.paymentStatus).toBe(4);
    expect((await auditOf(orderId)).map((a) => [a.action, a.staffId])).toEqual([
      ['order.cancel', manager.id],
      ['order.refund', manager.id],
    ]);
    expect(fake.problems).toEqual([]);
  });

  test('a refund PhonePe refuses leaves the order cancelled and Paid; asking again sends it', async () => {
    const { orderId } = await placePaidOnline();
    fake.failNextRefund = 500;
    const r = await act(manager, `${orderId}/cancel`, { reason: 'Customer asked to cancel' });
    expect(r.status).toBe(502);
    expect(r.body.message).toBe("The order is cancelled, but the payment gateway did not accept the refund just now. Use 'Send refund again' on the order page in a few minutes.");
    const detail = (await read(manager, `/${orderId}`)).body.data;
    expect([detail.status, detail.paymentStatus]).toEqual([5, 1]);
    const again = await act(manager, `${orderId}/refund`);
    expect(again.status).toBe(200);
    expect([...fake.refunds.values()].filter((x) => x.originalMerchantOrderId === `${orderId}-1`)).toHaveLength(1);
    expect((await act(packer, `${orderId}/refund`)).status).toBe(403);
    fake.problems.length = 0;
  });
});
