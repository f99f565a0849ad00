import { describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { orderEvents, orders, payments, refunds } from '../../src/server/platform/db/schema';
import { consoleHeaders, newStaff } from '../fixtures/staff';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { usePhonePeShop, WEBHOOK_USER, WEBHOOK_PASS } from '../fixtures/phonepe-shop';

/**
 * Issue 35: a webhook saying a payment FAILED is a hint like one saying COMPLETED. PhonePe's own
 * status answer is what gets applied, so a failure it does not confirm changes nothing and the
 * real COMPLETED that follows pays the order.
 */
useTestDatabase();

const fake = usePhonePeShop();

async function placeOnline() {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const p = await newProduct({ pricePaise: 49_950 });
  const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499.5, shippingCharge: 39, total: 538.5 }, 2), { token: shopper.token });
  expect(r.status).toBe(200);
  const orderId: string = r.body.data.orderId;
  return { shopper, orderId, merchantOrderId: `${orderId}-1` };
}

async function row(orderId: string) {
  const [o] = await (await getDb()).select().from(orders).where(eq(orders.id, orderId));
  return o!;
}

const send = (hook: { body: string; headers: Record<string, string> }) => call('POST', '/api/web/payment/callback/phonepe', { rawBody: hook.body, headers: hook.headers });

describe('a FAILED webhook is confirmed with PhonePe before it is applied', () => {
  test('PhonePe still says PENDING: the order stays Pending, and the COMPLETED that follows pays it', async () => {
    const { shopper, orderId, merchantOrderId } = await placeOnline();
    fake.setState(merchantOrderId, 'FAILED');
    const failedHook = fake.webhook(merchantOrderId, WEBHOOK_USER, WEBHOOK_PASS);
    fake.setState(merchantOrderId, 'PENDING');
    const asked = fake.statusRequests;
    const first = await send(failedHook);
    expect(first.status).toBe(200);
    expect(fake.statusRequests).toBe(asked + 1);
    expect(await row(orderId)).toMatchObject({ status: 1, paymentStatus: 2 });
    const [attempt] = await (await getDb()).select().from(payments).where(eq(payments.orderId, orderId));
    expect(attempt!.state).toBe('PENDING');

    fake.setState(merchantOrderId, 'COMPLETED');
    const paid = await send(fake.webhook(merchantOrderId, WEBHOOK_USER, WEBHOOK_PASS));
    expect(paid.status).toBe(200);
    expect(await row(orderId)).toMatchObject({ status: 1, paymentStatus: 1 });
    const page = await get(`/api/web/order/payment/status?orderId=${orderId}`, { token: shopper.token });
    expect(page.body.data.status).toBe('Paid');
    const events = await (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => e.kind)).toEqual(['placed', 'paymentSucceeded']);
  });

  test('PhonePe confirms the failure: the order shows Failed', async () => {
    const { orderId, merchantOrderId } = await placeOnline();
    fake.setState(merchantOrderId, 'FAILED');
    const r = await send(fake.webhook(merchantOrderId, WEBHOOK_USER, WEBHOOK_PASS));
    expect(r.status).toBe(200);
    expect(await row(orderId)).toMatchObject({ status: 1, paymentStatus: 6 });
  });

  test('a failure PhonePe confirmed, then the same payment completes after all: the order is paid', async () => {
    const { orderId, merchantOrderId } = await placeOnline();
    fake.setState(merchantOrderId, 'FAILED');
    await send(fake.webhook(merchantOrderId, WEBHOOK_USER, WEBHOOK_PASS));
    expect(await row(orderId)).toMatchObject({ paymentStatus: 6 });
    fake.setState(merchantOrderId, 'COMPLETED');
    expect((await send(fake.webhook(merchantOrderId, WEBHOOK_USER, WEBHOOK_PASS))).status).toBe(200);
    expect(await row(orderId)).toMatchObject({ status: 1, paymentStatus: 1 });
    const events = await (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => e.kind)).toEqual(['placed', 'paymentFailed', 'paymentSucceeded']);
  });
});

describe('a payment that completes after the order was cancelled', () => {
  test('is recorded and its ₹538.50 refunded at once, with an order event; the order stays Cancelled', async () => {
    const manager = await newStaff('manager');
    const { orderId, merchantOrderId } = await placeOnline();
    const cancelled = await post(`/api/admin/orders/${orderId}/cancel`, { reason: 'Shopper asked by phone' }, { headers: consoleHeaders(manager.cookie) });
    expect(cancelled.status, cancelled.text).toBe(200);
    const sent = fake.refundRequests;
    fake.setState(merchantOrderId, 'COMPLETED');
    expect((await send(fake.webhook(merchantOrderId, WEBHOOK_USER, WEBHOOK_PASS))).status).toBe(200);
    expect(await row(orderId)).toMatchObject({ status: 5, paymentStatus: 2 });
    expect(fake.refundRequests).toBe(sent + 1);
    const db = await getDb();
    const back = await db.select({ amountPaise: refunds.amountPaise, reason: refunds.reason }).from(refunds).where(eq(refunds.orderId, orderId));
    expect(back).toEqual([{ amountPaise: 53_850, reason: 'duplicatePayment' }]);
    const [attempt] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(attempt).toMatchObject({ state: 'COMPLETED', duplicate: true });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => e.kind)).toEqual(['placed', 'cancel', 'duplicatePaymentReceived']);
  });
});
