import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { phonePeWebhookAuthorization } from '../../src/server/payments/phonepe';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { usePhonePeShop, WEBHOOK_USER, WEBHOOK_PASS } from '../fixtures/phonepe-shop';

useTestDatabase();

const fake = usePhonePeShop();


async function placeOnline() {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const p = await newProduct({ pricePaise: 49_950 });
  const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499.5, shippingCharge: 39, total: 538.5 }, 2), {
    token: shopper.token,
  });
  expect(r.status).toBe(200);
  const orderId: string = r.body.data.orderId;
  return { shopper, orderId, merchantOrderId: `${orderId}-1`, redirect: r.body.data.paymentRedirectUrl as string };
}

const status = (orderId: string, token: string) => get(`/api/web/order/payment/status?orderId=${orderId}`, { token });

describe('PhonePe Standard Checkout v2 adapter', () => {
  test('creates the payment with an OAuth token, amounts in paise and our return URL', async () => {
    const { shopper, orderId, merchantOrderId, redirect } = await placeOnline();
    expect(fake.problems).toEqual([]);
    expect(fake.tokenRequests).toBeGreaterThanOrEqual(1);
    const sent = fake.orders.get(merchantOrderId)!;
    expect(sent).toMatchObject({ amount: 53_850, redirectUrl: `https://shop.example/order/status/${orderId}`, phoneNumber: shopper.mobileNumber });
    expect(redirect).toBe(`${fake.url}/pay-page/${sent.orderId}`);
  });

  test('a pending payment stays pending; the status check settles it when PhonePe says COMPLETED', async () => {
    const { shopper, orderId, merchantOrderId } = await placeOnline();
    const pending = await status(orderId, shopper.token);
    expect(pending.body.data).toMatchObject({ orderId: merchantOrderId, status: 'Pending', referenceId: '' });
    fake.setState(merchantOrderId, 'COMPLETED');
    const paid = await status(orderId, shopper.token);
    expect(paid.body.data).toMatchObject({ status: 'Paid', referenceId: fake.orders.get(merchantOrderId)!.transactionId });
    expect(paid.body.data.order.paymentStatus).toBe(1);
    const asked = fake.statusRequests;
    await status(orderId, shopper.token);
    expect(fake.statusRequests).toBe(asked); // settled orders are not asked about again
    expect(fake.problems).toEqual([]);
  });

  test('a FAILED payment shows as Failed and can be retried with a new merchant order id', async () => {
    const { shopper, orderId, merchantOrderId } = await placeOnline();
    fake.setState(merchantOrderId, 'FAILED');
    const failed = await status(orderId, shopper.token);
    expect(failed.body.data).toMatchObject({ orderId: merchantOrderId, status: 'Failed' });
    expect(failed.body.data.order.paymentStatus).toBe(6);
    const retry = await post('/api/web/order/retry-payment', { orderId }, { token: shopper.token });
    expect(retry.status).toBe(200);
    expect(fake.orders.get(`${orderId}-2`)).toMatchObject({ amount: 53_850, state: 'PENDING' });
    expect(fake.problems).toEqual([]);
  });

  test('the token is reused, and a 401 fetches a new one once', async () => {
    await placeOnline();
    const tokens = fake.tokenRequests;
    const { shopper, orderId } = await placeOnline();
    expect(fake.tokenRequests).toBe(tokens);
    fake.expireToken();
    const r = await status(orderId, shopper.token);
    expect(r.status).toBe(200);
    expect(fake.tokenRequests).toBe(tokens + 1);
  });

  test('webhooks with the sha256(username:password) Authorization are applied once; others are refused', async () => {
    const { shopper, orderId, merchantOrderId } = await placeOnline();
    fake.setState(merchantOrderId, 'COMPLETED');
    const hook = fake.webhook(merchantOrderId, WEBHOOK_USER, WEBHOOK_PASS);
    const forged = fake.webhook(merchantOrderId, WEBHOOK_USER, 'guessed1234');
    const refused = await call('POST', '/api/web/payment/callback/phonepe', { rawBody: forged.body, headers: forged.headers });
    expect(refused.status).toBe(401);
    const basic = await call('POST', '/api/web/payment/callback/phonepe', {
      rawBody: hook.body,
      headers: { ...hook.headers, authorization: `Basic ${Buffer.from(`${WEBHOOK_USER}:${WEBHOOK_PASS}`).toString('base64')}` },
    });
    expect(basic.status).toBe(401);

    const applied = await call('POST', '/api/web/payment/callback/phonepe', { rawBody: hook.body, headers: hook.headers });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true });
    const replay = await call('POST', '/api/web/payment/callback/phonepe', { rawBody: hook.body, headers: hook.headers });
    expect(replay.body.data).toMatchObject({ applied: false, duplicate: true });
    const asked = fake.statusRequests;
    const paid = await status(orderId, shopper.token);
    expect(paid.body.data.status).toBe('Paid');
    expect(fake.statusRequests).toBe(asked);
  });

  test('refund events are acknowledged and ignored', async () => {
    const { merchantOrderId } = await placeOnline();
    fake.setState(merchantOrderId, 'COMPLETED');
    const hook = fake.webhook(merchantOrderId, WEBHOOK_USER, WEBHOOK_PASS);
    const body = JSON.stringify({ ...JSON.parse(hook.body), event: 'pg.refund.completed', type: 'PG_REFUND_COMPLETED' });
    const r = await call('POST', '/api/web/payment/callback/phonepe', { rawBody: body, headers: hook.headers });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ ignored: true, applied: false });
  });

  test('when PhonePe cannot start the payment the order is kept and the shopper lands on its status page', async () => {
    fake.failNextPay = 500;
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 20_000 });
    const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 200, shippingCharge: 39, total: 239 }, 2), {
      token: shopper.token,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.paymentRedirectUrl).toBe(`/order/status/${r.body.data.orderId}`);
    const s = await status(r.body.data.orderId, shopper.token);
    expect(s.body.data.status).toBe('Failed');
  });

  test('the webhook Authorization matches the SDK test vector', () => {
    expect(phonePeWebhookAuthorization('username', 'password')).toBe('bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e');
  });
});
