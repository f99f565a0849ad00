import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { usePhonePeShop, WEBHOOK_USER, WEBHOOK_PASS } from '../fixtures/phonepe-shop';

useTestDatabase();

const fake = usePhonePeShop();


/** An online order of ₹499.50 + ₹39 shipping = ₹538.50 (53,850 paise). */
async function placeOnline() {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const p = await newProduct({ pricePaise: 49_950 });
  const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499.5, shippingCharge: 39, total: 538.5 }, 2), {
    token: shopper.token,
  });
  expect(r.status).toBe(200);
  return { shopper, orderId: r.body.data.orderId as string };
}

const status = (orderId: string, token: string) => get(`/api/web/order/payment/status?orderId=${orderId}`, { token });
const deliver = (hook: { headers: Record<string, string>; body: string }) =>
  call('POST', '/api/web/payment/callback/phonepe', { rawBody: hook.body, headers: hook.headers });

async function orderEvents(orderId: string) {
  return query<{ kind: string; to_payment_status: number | null; data: any }>(
    await getDb(),
    sql`select kind, to_payment_status, data from order_events where order_id = ${orderId} order by id`,
  );
}

async function refundRow(orderId: string) {
  return query<{ amount_paise: number; state: string; merchant_refund_id: string; gateway_refund_id: string | null }>(
    await getDb(),
    sql`select amount_paise, state, merchant_refund_id, gateway_refund_id from refunds where order_id = ${orderId}`,
  );
}

describe('one charge per order, against the PhonePe fake', () => {
  test('a superseded checkout that PhonePe completes after the order was paid is refunded through the refund API', async () => {
    const { shopper, orderId } = await placeOnline();
    // The shopper leaves the first checkout open and starts again.
    expect((await post('/api/web/order/retry-payment', { orderId }, { token: shopper.token })).status).toBe(200);
    fake.setState(`${orderId}-2`, 'COMPLETED');
    expect((await deliver(fake.webhook(`${orderId}-2`, WEBHOOK_USER, WEBHOOK_PASS))).status).toBe(200);
    expect((await status(orderId, shopper.token)).body.data).toMatchObject({ status: 'Paid', orderId: `${orderId}-2` });

    // PhonePe cannot cancel the first checkout: the shopper pays there too.
    fake.completeCheckout(`${orderId}-1`);
    const lateHook = fake.webhook(`${orderId}-1`, WEBHOOK_USER, WEBHOOK_PASS);
    const late = await deliver(lateHook);
    expect(late.status).toBe(200);
    expect(fake.refunds.get(`${orderId}-1-R53850`)).toMatchObject({ originalMerchantOrderId: `${orderId}-1`, amount: 53_850, state: 'PENDING' });
    expect(await refundRow(orderId)).toEqual([
      { amount_paise: 53_850, state: 'PENDING', merchant_refund_id: `${orderId}-1-R53850`, gateway_refund_id: fake.refunds.get(`${orderId}-1-R53850`)!.refundId },
    ]);
    expect((await orderEvents(orderId)).map((e) => e.kind)).toEqual(['placed', 'paymentRetried', 'paymentSucceeded', 'duplicatePaymentReceived']);

    // PhonePe repeats the webhook, or sends a fresh one: no second refund is asked for.
    const refundCalls = fake.refundRequests;
    expect((await deliver(lateHook)).body.data).toMatchObject({ duplicate: true });
    expect((await deliver(fake.webhook(`${orderId}-1`, WEBHOOK_USER, WEBHOOK_PASS))).body.data).toMatchObject({ applied: false });
    expect(fake.refundRequests).toBe(refundCalls);

    // The money reaches the shopper; PhonePe says so and the shop asks the refund status to be sure.
    fake.settleRefund(`${orderId}-1-R53850`, 'COMPLETED');
    const asked = fake.refundStatusRequests;
    const done = await deliver(fake.refundWebhook(`${orderId}-1-R53850`, WEBHOOK_USER, WEBHOOK_PASS));
    expect(done.status).toBe(200);
    expect(fake.refundStatusRequests).toBe(asked + 1);
    expect((await refundRow(orderId))[0]!.state).toBe('COMPLETED');
    const events = await orderEvents(orderId);
    expect(events.at(-1)).toMatchObject({
      kind: 'duplicatePaymentRefunded',
      to_payment_status: null,
      data: { merchantOrderId: `${orderId}-1`, amountPaise: 53_850, merchantRefundId: `${orderId}-1-R53850` },
    });
    // The order itself stays paid by its second attempt.
    expect((await status(orderId, shopper.token)).body.data).toMatchObject({ status: 'Paid', orderId: `${orderId}-2` });
    expect(fake.problems).toEqual([]);
  });

  test('when PhonePe refuses the refund for a moment, the webhook is answered 502 and its repeat sends the refund', async () => {
    const { shopper, orderId } = await placeOnline();
    await post('/api/web/order/retry-payment', { orderId }, { token: shopper.token });
    fake.setState(`${orderId}-2`, 'COMPLETED');
    await deliver(fake.webhook(`${orderId}-2`, WEBHOOK_USER, WEBHOOK_PASS));
    fake.completeCheckout(`${orderId}-1`);
    const lateHook = fake.webhook(`${orderId}-1`, WEBHOOK_USER, WEBHOOK_PASS);
    fake.failNextRefund = 500;
    const refused = await deliver(lateHook);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('The payment gateway did not accept the refund just now. Try again in a few minutes.');
    expect(fake.refunds.has(`${orderId}-1-R53850`)).toBe(false);
    expect((await refundRow(orderId))[0]!.state).toBe('NEW');
    // PhonePe retries the webhook it did not get a 2xx for.
    const retried = await deliver(lateHook);
    expect(retried.status).toBe(200);
    expect(fake.refunds.get(`${orderId}-1-R53850`)).toMatchObject({ amount: 53_850, state: 'PENDING' });
    expect((await refundRow(orderId))[0]!.state).toBe('PENDING');
    expect((await status(orderId, shopper.token)).body.data.status).toBe('Paid');
    expect(fake.problems).toEqual([]);
  });

  test('a refund webhook for a refund the shop did not make is acknowledged and ignored', async () => {
    const r = await deliver({
      headers: { 'content-type': 'application/json', authorization: (await import('../../src/server/payments/phonepe')).phonePeWebhookAuthorization(WEBHOOK_USER, WEBHOOK_PASS) },
      body: JSON.stringify({ event: 'pg.refund.completed', payload: { merchantRefundId: 'made-on-the-dashboard', state: 'COMPLETED', amount: 100 } }),
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ ignored: true });
  });
});

describe('a PhonePe callback is trusted only with the status call', () => {
  test('a webhook saying COMPLETED while PhonePe\'s status says PENDING leaves the order Pending', async () => {
    const { shopper, orderId } = await placeOnline();
    fake.setState(`${orderId}-1`, 'COMPLETED');
    const hook = fake.webhook(`${orderId}-1`, WEBHOOK_USER, WEBHOOK_PASS);
    fake.setState(`${orderId}-1`, 'PENDING');
    const asked = fake.statusRequests;
    const r = await deliver(hook);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ applied: false });
    expect(fake.statusRequests).toBe(asked + 1);
    const row = await query<{ payment_status: number }>(await getDb(), sql`select payment_status from orders where id = ${orderId}`);
    expect(row[0]!.payment_status).toBe(2);
    expect((await status(orderId, shopper.token)).body.data.status).toBe('Pending');
  });

  test('a webhook whose amount differs from the order is refused and changes nothing', async () => {
    const { orderId } = await placeOnline();
    fake.setState(`${orderId}-1`, 'COMPLETED');
    const hook = fake.webhook(`${orderId}-1`, WEBHOOK_USER, WEBHOOK_PASS);
    const cheap = JSON.parse(hook.body);
    cheap.payload.amount = 100;
    const r = await deliver({ headers: hook.headers, body: JSON.stringify(cheap) });
    expect(r.status).toBe(400);
    const row = await query<{ payment_status: number }>(await getDb(), sql`select payment_status from orders where id = ${orderId}`);
    expect(row[0]!.payment_status).toBe(2);
  });
});
