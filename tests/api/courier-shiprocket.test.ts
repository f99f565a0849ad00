import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, courierBookings, courierEvents, creditNotes, invoices, orderEvents, orders, shipments } from '../../src/server/platform/db/schema';
import { resetEnvForTests } from '../../src/server/platform/env';
import { deliveryQuote } from '../../src/server/courier/delivery-quote';
import { forgetEstimates } from '../../src/server/courier/estimate';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { insertOrder } from '../fixtures/orders';
import { fakeLane, startFakeShiprocket, type FakeShiprocket } from '../fixtures/fake-shiprocket';

useTestDatabase({ seed: false });

const WEBHOOK_KEY = 'wh-key-0123456789abcdef';
const WEBHOOK = '/api/web/courier/tracking';
let fake: FakeShiprocket;
let owner: TestStaff;
let packer: TestStaff;

const live = () =>
  resetEnvForTests({
    LOG_LEVEL: 'error',
    SHIPROCKET_BASE_URL: fake.url,
    SHIPROCKET_EMAIL: fake.email,
    SHIPROCKET_PASSWORD: fake.password,
    SHIPROCKET_PICKUP_PINCODE: '600001',
    SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_KEY,
  });

const SETTINGS = {
  zones: [{ prefix: '', prepaidDays: 5, codDays: 6, codAllowed: true }],
  holidays: [],
  codMin: 0,
  codMax: null,
  blockedPincodes: [],
  blockedMobiles: [],
  rtoLimit: 2,
};
const saveSource = (source: string, who = owner) => post('/api/admin/settings/delivery', { source, ...SETTINGS }, { headers: consoleHeaders(who.cookie) });

beforeAll(async () => {
  fake = await startFakeShiprocket();
  live();
  owner = await newStaff('owner');
  packer = await newStaff('fulfilment');
});
afterAll(async () => {
  resetEnvForTests();
  await fake.close();
});
beforeEach(() => {
  fake.lanes.set('600004', fakeLane('Nov 26, 2026', true));
  fake.lanes.set('110016', fakeLane('Nov 30, 2026', false));
  forgetEstimates();
});
afterEach(() => {
  fake.reset();
  live();
});

async function orderRow(id: string) {
  const db = await getDb();
  const [o] = await db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, id));
  return o!;
}

async function eventKinds(id: string) {
  const db = await getDb();
  return (await db.select({ kind: orderEvents.kind, actorKind: orderEvents.actorKind }).from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id))).map(
    (e) => `${e.kind}/${e.actorKind}`,
  );
}

const ship = (id: string, who = packer) => post(`/api/admin/orders/${id}/ship`, {}, { headers: consoleHeaders(who.cookie) });

/** A confirmed ₹499 + ₹99 COD order, shipped through Shiprocket; answers its id and AWB. */
async function shippedOrder(paymentMethod: 1 | 2 = 1): Promise<{ id: string; awb: string }> {
  const id = await insertOrder({ status: 2, paymentMethod, paymentStatus: paymentMethod === 1 ? 2 : 1 });
  const r = await ship(id);
  expect(r.status).toBe(200);
  return { id, awb: fake.orders.get(id)!.awb! };
}

const update = (awb: string, statusId: number, status: string, at: string, activity = status) => ({
  awb,
  courier_name: 'Delhivery Surface',
  current_status: status,
  current_status_id: 20,
  shipment_status: status,
  shipment_status_id: statusId,
  current_timestamp: at,
  order_id: 'ignored',
  sr_order_id: 348456385,
  scans: [{ date: '2026-11-24 10:27:56', status: 'X', activity, location: 'Chennai_Hub (Tamil Nadu)', 'sr-status': String(statusId), 'sr-status-label': status }],
  is_return: 0,
});

describe('switching delivery dates to live Shiprocket', () => {
  test('refused with a plain reason while the server has no Shiprocket login; nothing saved or audited', async () => {
    resetEnvForTests({ LOG_LEVEL: 'silent', SHIPROCKET_EMAIL: undefined, SHIPROCKET_PASSWORD: undefined });
    const db = await getDb();
    const audits = await db.$count(auditEvents, eq(auditEvents.action, 'delivery.settings'));
    const r = await saveSource('shiprocket');
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'Live Shiprocket is not set up on this server: set SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_PICKUP_PINCODE, restart, then choose it again. Delivery dates still come from your zones.',
    );
    expect((await get('/api/admin/settings/delivery', { headers: consoleHeaders(owner.cookie) })).body.data.source).toBe('zones');
    expect(await db.$count(auditEvents, eq(auditEvents.action, 'delivery.settings'))).toBe(audits);
  });

  test('fulfilment staff cannot switch it; the owner can, and the switch is audited', async () => {
    expect((await saveSource('shiprocket', packer)).status).toBe(403);
    const r = await saveSource('shiprocket');
    expect(r.status).toBe(200);
    expect(r.body.data.source).toBe('shiprocket');
    const db = await getDb();
    const [audit] = await db.select().from(auditEvents).where(and(eq(auditEvents.action, 'delivery.settings'), eq(auditEvents.staffId, owner.id))).orderBy(asc(auditEvents.id));
    expect(audit!.before).toMatchObject({ source: 'zones' });
    expect(audit!.after).toMatchObject({ source: 'shiprocket' });
    // No credential is ever part of the settings.
    expect(JSON.stringify(r.body)).not.toContain(fake.password);
  });

  test("'Check delivery' and checkout promise Shiprocket's date; COD follows the courier", async () => {
    expect((await saveSource('shiprocket')).status).toBe(200);
    const chennai = await get('/api/web/delivery/600004');
    expect(chennai.body.data).toMatchObject({ serviceable: true, prepaidDate: '2026-11-26', codDate: '2026-11-26', codAvailable: true });
    const delhi = await get('/api/web/delivery/110016');
    expect(delhi.body.data).toMatchObject({
      serviceable: true,
      prepaidDate: '2026-11-30',
      codAvailable: false,
      codReason: 'Cash on delivery is not available for this PIN code. Please pay online.',
    });
    expect((await get('/api/web/delivery/799001')).body.data).toMatchObject({ serviceable: false, prepaidDate: null });
  });

  test('when Shiprocket is down, the zone rules give the date instead', async () => {
    expect((await saveSource('shiprocket')).status).toBe(200);
    fake.mode = 'http-500';
    const monday = new Date('2026-11-23T06:00:00Z');
    const q = await deliveryQuote({ pincode: '600004', goodsPaise: 49_900, customerId: null, mobile: null }, monday);
    expect(q).toEqual({ serviceable: true, prepaidDate: '2026-11-28', codDate: '2026-11-30', codReason: null });
  });

  test('back on zones, Shiprocket is not asked at all', async () => {
    expect((await saveSource('zones')).status).toBe(200);
    fake.requests.length = 0;
    const q = await deliveryQuote({ pincode: '600004', goodsPaise: 49_900, customerId: null, mobile: null }, new Date('2026-11-23T06:00:00Z'));
    expect(q.prepaidDate).toBe('2026-11-28');
    expect(fake.requests).toEqual([]);
  });
});

describe('shipping through Shiprocket', () => {
  beforeEach(async () => {
    expect((await saveSource('shiprocket')).status).toBe(200);
  });

  test('Ship books the order and its AWB; the console shows courier, AWB, tracking and label', async () => {
    const id = await insertOrder({ status: 2, paymentMethod: 1, paymentStatus: 2 });
    const r = await ship(id);
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe(6);
    const booked = fake.orders.get(id)!;
    expect(booked.body).toMatchObject({ order_id: id, payment_method: 'COD', sub_total: 499, shipping_charges: 99, billing_pincode: 600040, pickup_location: 'Primary' });
    const detail = await get(`/api/admin/orders/${id}`, { headers: consoleHeaders(packer.cookie) });
    expect(detail.body.data.shipment).toMatchObject({
      courier: 'Delhivery Surface',
      awb: booked.awb,
      trackingUrl: `https://shiprocket.co/tracking/${booked.awb}`,
      labelUrl: `${fake.origin}/labels/${booked.shipmentId}.pdf`,
    });
    const db = await getDb();
    const [audit] = await db.select().from(auditEvents).where(and(eq(auditEvents.action, 'order.ship'), eq(auditEvents.entityId, id)));
    expect(audit!.after).toMatchObject({ status: 6, courier: 'Delhivery Surface', awb: booked.awb });
  });

  test('a ship that failed half way resumes: Shiprocket sees the order once', async () => {
    const id = await insertOrder({ status: 2 });
    fake.courier = null;
    const first = await ship(id);
    expect(first.status).toBe(502);
    expect(first.body.message).toBe("The order is not shipped: Shiprocket assigned no AWB to this shipment: no courier took it. Try 'Ship with Shiprocket' again in a few minutes.");
    expect((await orderRow(id)).status).toBe(2);
    fake.courier = { id: 43, name: 'Delhivery Surface' };
    fake.rateLimitNext = 1;
    expect((await ship(id)).status).toBe(200);
    expect(fake.requests.filter((q) => q.path.endsWith('/orders/create/adhoc'))).toHaveLength(1);
    expect((await orderRow(id)).status).toBe(6);
  });

  test('an order that cannot ship yet is refused before anything is booked', async () => {
    const id = await insertOrder({ status: 1 });
    const r = await ship(id);
    expect(r.status).toBe(409);
    expect(fake.orders.has(id)).toBe(false);
  });

  test('support staff cannot ship', async () => {
    const support = await newStaff('support');
    const id = await insertOrder({ status: 2 });
    expect((await ship(id, support)).status).toBe(403);
    expect(fake.orders.has(id)).toBe(false);
  });
});

describe('the tracking webhook', () => {
  beforeAll(async () => {
    expect((await saveSource('shiprocket')).status).toBe(200);
  });

  test('a missing or wrong x-api-key is 401 and changes nothing', async () => {
    const { id, awb } = await shippedOrder();
    const before = await eventKinds(id);
    for (const headers of [{}, { 'x-api-key': 'not-the-key-at-all-0000' }] as Record<string, string>[]) {
      const r = await post(WEBHOOK, update(awb, 7, 'DELIVERED', '25 11 2026 14:00:00'), { headers });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('The x-api-key header is missing or wrong: nothing was changed.');
    }
    expect((await orderRow(id)).status).toBe(6);
    expect(await eventKinds(id)).toEqual(before);
    const db = await getDb();
    expect(await db.$count(courierEvents, eq(courierEvents.orderId, id))).toBe(0);
  });

  test('in transit, out for delivery, delivered: events and moves; repeats and late updates change nothing', async () => {
    const { id, awb } = await shippedOrder(1);
    const send = (statusId: number, status: string, at: string) => post(WEBHOOK, update(awb, statusId, status, at), { headers: { 'x-api-key': WEBHOOK_KEY } });
    expect((await send(18, 'IN TRANSIT', '24 11 2026 10:27:56')).body.data).toEqual({ outcome: 'applied' });
    expect((await send(18, 'IN TRANSIT', '24 11 2026 10:27:56')).body.data).toEqual({ outcome: 'duplicate' });
    expect((await send(17, 'OUT FOR DELIVERY', '25 11 2026 08:57:00')).body.data).toEqual({ outcome: 'applied' });
    expect((await orderRow(id)).status).toBe(6);
    expect((await send(7, 'DELIVERED', '25 11 2026 14:02:10')).body.data).toEqual({ outcome: 'applied' });
    // The courier collected the cash on delivery.
    expect(await orderRow(id)).toEqual({ status: 7, paymentStatus: 1 });
    // Out of order: an older 'out for delivery' scan after delivery is history only.
    expect((await send(17, 'OUT FOR DELIVERY', '25 11 2026 09:30:00')).body.data).toEqual({ outcome: 'applied' });
    expect((await send(7, 'DELIVERED', '25 11 2026 14:02:10')).body.data).toEqual({ outcome: 'duplicate' });
    expect(await orderRow(id)).toEqual({ status: 7, paymentStatus: 1 });
    expect(await eventKinds(id)).toEqual([
      'placed/customer',
      'ship/staff',
      'courierUpdate/system',
      'outForDelivery/system',
      'deliver/system',
      'codCollected/system',
      'courierUpdate/system',
    ]);
    const db = await getDb();
    const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(shipment!.deliveredAt).toBeInstanceOf(Date);
    // The shopper's timeline says it too.
    const detail = await get(`/api/admin/orders/${id}`, { headers: consoleHeaders(packer.cookie) });
    expect(detail.body.data.timeline.map((e: { kind: string }) => e.kind)).toContain('outForDelivery');
  });

  test('RTO delivered returns the order to origin and issues the credit note, once', async () => {
    const { id, awb } = await shippedOrder(2);
    const send = (statusId: number, status: string, at: string) => post(WEBHOOK, update(awb, statusId, status, at), { headers: { 'x-api-key': WEBHOOK_KEY } });
    expect((await send(9, 'RTO INITIATED', '26 11 2026 10:00:00')).status).toBe(200);
    expect((await orderRow(id)).status).toBe(6);
    expect((await send(10, 'RTO DELIVERED', '29 11 2026 16:00:00')).body.data).toEqual({ outcome: 'applied' });
    expect((await send(10, 'RTO DELIVERED', '29 11 2026 16:00:00')).body.data).toEqual({ outcome: 'duplicate' });
    expect((await orderRow(id)).status).toBe(8);
    const db = await getDb();
    const notes = await db.select({ reason: creditNotes.reason }).from(creditNotes).innerJoin(invoices, eq(creditNotes.invoiceId, invoices.id)).where(eq(invoices.orderId, id));
    expect(notes).toEqual([{ reason: 'Returned to origin' }]);
    expect(await eventKinds(id)).toEqual(['placed/customer', 'ship/staff', 'rtoInitiated/system', 'returnToOrigin/system']);
  });

  test('a failed delivery asks staff; re-attempt goes to Shiprocket once, and is audited', async () => {
    const { id, awb } = await shippedOrder(1);
    const r = await post(WEBHOOK, update(awb, 21, 'UNDELIVERED', '25 11 2026 19:10:00', 'Customer not available'), { headers: { 'x-api-key': WEBHOOK_KEY } });
    expect(r.body.data).toEqual({ outcome: 'applied' });
    const db = await getDb();
    const [booking] = await db.select().from(courierBookings).where(eq(courierBookings.orderId, id));
    expect(booking).toMatchObject({ ndrReason: 'Customer not available', ndrAction: null });
    const bad = await post(`/api/admin/orders/${id}/ndr`, { action: 'fake-attempt', comments: 'x' }, { headers: consoleHeaders(packer.cookie) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['action', 'comments']);
    const ok = await post(`/api/admin/orders/${id}/ndr`, { action: 're-attempt', comments: 'Customer is home after 5 pm' }, { headers: consoleHeaders(packer.cookie) });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Shiprocket will try to deliver again.');
    expect(fake.ndrActions).toEqual([{ awb, action: 're-attempt', comments: 'Customer is home after 5 pm' }]);
    const again = await post(`/api/admin/orders/${id}/ndr`, { action: 'return', comments: 'Send it back' }, { headers: consoleHeaders(packer.cookie) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order has no failed delivery waiting for a decision.');
    expect(fake.ndrActions).toHaveLength(1);
    expect((await eventKinds(id)).slice(-2)).toEqual(['deliveryFailed/system', 'ndrReattempt/staff']);
    const [audit] = await db.select().from(auditEvents).where(and(eq(auditEvents.action, 'order.ndr'), eq(auditEvents.entityId, id)));
    expect(audit!.after).toEqual({ ndrAction: 're-attempt', comments: 'Customer is home after 5 pm' });
  });

  test('Shiprocket refusing the NDR action changes nothing', async () => {
    const { id, awb } = await shippedOrder(1);
    await post(WEBHOOK, update(awb, 21, 'UNDELIVERED', '26 11 2026 19:10:00', 'Address incomplete'), { headers: { 'x-api-key': WEBHOOK_KEY } });
    fake.mode = 'http-500';
    const r = await post(`/api/admin/orders/${id}/ndr`, { action: 'return', comments: 'Return to the warehouse' }, { headers: consoleHeaders(packer.cookie) });
    expect(r.status).toBe(502);
    const db = await getDb();
    const [booking] = await db.select().from(courierBookings).where(eq(courierBookings.orderId, id));
    expect(booking!.ndrAction).toBeNull();
    expect((await eventKinds(id)).at(-1)).toBe('deliveryFailed/system');
  });

  test('an AWB this shop did not book is acknowledged and ignored; a malformed body is 400', async () => {
    const r = await post(WEBHOOK, update('19041424751540', 18, 'IN TRANSIT', '23 05 2023 11:43:52'), { headers: { 'x-api-key': WEBHOOK_KEY } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ outcome: 'unknown-awb' });
    const bad = await post(WEBHOOK, { awb: '19041424751540' }, { headers: { 'x-api-key': WEBHOOK_KEY } });
    expect(bad.status).toBe(400);
  });
});
