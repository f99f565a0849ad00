import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { env } from '../../src/server/platform/env';
import { signSandbox } from '../../src/server/payments/sandbox';
import { item, newAddress, newCustomer, newProduct, orderPayload, placeOnlineOrder } from '../fixtures/checkout-data';
import { pathOfId } from '../support/ids';

useTestDatabase({ seed: true });

/** An online order of ₹499 + ₹39 shipping = ₹538 on the sandbox, whose page is the shop's own. */
async function onlineOrder() {
  const placed = await placeOnlineOrder(49_900, { subtotal: 499, shippingCharge: 39, total: 538 });
  expect(placed.redirect).toMatch(pathOfId('/payment/sandbox/'));
  return placed;
}

/** Clicks Pay or Fail on the sandbox's hosted page (a same-origin form post). */
function clickSandbox(attemptId: string, outcome: 'pay' | 'fail') {
  return call('POST', `/api/web/payment/sandbox/${attemptId}`, {
    rawBody: new URLSearchParams({ outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const status = (orderId: string, token: string) => get(`/api/web/order/payment/status?orderId=${orderId}`, { token });

async function merchantOrderId(orderId: string): Promise<string> {
  const rows = await query<{ m: string }>(await getDb(), sql`select merchant_order_id as m from payments where order_id = ${orderId} order by attempt desc limit 1`);
  return rows[0]!.m;
}

function signedCallback(body: object) {
  const raw = JSON.stringify(body);
  return call('POST', '/api/web/payment/callback/sandbox', {
    rawBody: raw,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox(env().SANDBOX_GATEWAY_SECRET, raw) },
  });
}

describe('sandbox gateway', () => {
  test('an online order stays Pending until the gateway reports it paid', async () => {
    const { shopper, orderId, attemptId } = await onlineOrder();
    const before = await status(orderId, shopper.token);
    expect(before.body.data).toMatchObject({ status: 'Pending', referenceId: '' });
    expect(before.body.data.order).toMatchObject({ paymentMethod: 2, paymentStatus: 2, total: 538 });

    const back = await clickSandbox(attemptId, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/order/status/${orderId}`);
    const after = await status(orderId, shopper.token);
    expect(after.body.data).toMatchObject({ orderId: `${orderId}-1`, status: 'Paid', referenceId: expect.stringMatching(/^SBX/) });
    expect(after.body.data.order.paymentStatus).toBe(1);
  });

  test('a failed payment can be retried on the same order with a new attempt', async () => {
    const { shopper, orderId, attemptId } = await onlineOrder();
    await clickSandbox(attemptId, 'fail');
    const failed = await status(orderId, shopper.token);
    expect(failed.body.data).toMatchObject({ orderId: `${orderId}-1`, status: 'Failed' });
    expect(failed.body.data.order.paymentStatus).toBe(6);

    const other = await newCustomer();
    expect((await post('/api/web/order/retry-payment', { orderId }, { token: other.token })).status).toBe(404);
    const retry = await post('/api/web/order/retry-payment', { orderId }, { token: shopper.token });
    expect(retry.status).toBe(200);
    expect(retry.body.data.orderId).toBe(orderId);
    const second = retry.body.data.paymentRedirectUrl.split('/').at(-1);
    expect(second).not.toBe(attemptId);
    expect((await status(orderId, shopper.token)).body.data.status).toBe('Pending');

    await clickSandbox(second, 'pay');
    const paid = await status(orderId, shopper.token);
    expect(paid.body.data).toMatchObject({ orderId: `${orderId}-2`, status: 'Paid' });
    expect((await post('/api/web/order/retry-payment', { orderId }, { token: shopper.token })).status).toBe(409);
    // A late failure of the first attempt cannot undo the payment.
    await clickSandbox(attemptId, 'fail');
    expect((await status(orderId, shopper.token)).body.data.status).toBe('Paid');
    const history = await get('/api/web/order/history', { token: shopper.token });
    expect(history.body.data).toHaveLength(1);
  });

  test('a forged or altered callback is refused and changes nothing', async () => {
    const { shopper, orderId } = await onlineOrder();
    const m = await merchantOrderId(orderId);
    const body = JSON.stringify({ merchantOrderId: m, state: 'COMPLETED', amount: 53_800, transactionId: 'FORGED1' });
    const unsigned = await call('POST', '/api/web/payment/callback/sandbox', { rawBody: body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(401);
    const wrongKey = await call('POST', '/api/web/payment/callback/sandbox', {
      rawBody: body,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox('not-the-shop-secret-at-all', body) },
    });
    expect(wrongKey.status).toBe(401);
    const genuine = JSON.stringify({ merchantOrderId: m, state: 'FAILED', amount: 53_800, transactionId: 'REAL1' });
    const altered = genuine.replace('FAILED', 'COMPLETED');
    const tampered = await call('POST', '/api/web/payment/callback/sandbox', {
      rawBody: altered,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox(env().SANDBOX_GATEWAY_SECRET, genuine) },
    });
    expect(tampered.status).toBe(401);
    // Signed, but for another amount than the order's: refused too.
    expect((await signedCallback({ merchantOrderId: m, state: 'COMPLETED', amount: 100, transactionId: 'CHEAP1' })).status).toBe(400);
    expect((await signedCallback({ merchantOrderId: 'nope-1', state: 'COMPLETED', amount: 100, transactionId: 'X' })).status).toBe(404);
    expect((await status(orderId, shopper.token)).body.data).toMatchObject({ status: 'Pending', referenceId: '' });
    const events = await query<{ n: number }>(
      await getDb(),
      sql`select count(*)::int as n from payment_events e join payments p on p.id = e.payment_id where p.order_id = ${orderId}`,
    );
    expect(events[0]!.n).toBe(0);
  });

  test('a replayed callback changes nothing', async () => {
    const { shopper, orderId } = await onlineOrder();
    const m = await merchantOrderId(orderId);
    const paid = { merchantOrderId: m, state: 'COMPLETED', amount: 53_800, transactionId: 'TXN-A' };
    const first = await signedCallback(paid);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ applied: true, duplicate: false });
    const replay = await signedCallback(paid);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ applied: false, duplicate: true });
    // A different but genuine later message cannot move a settled attempt either.
    const late = await signedCallback({ ...paid, state: 'FAILED', transactionId: 'TXN-B' });
    expect(late.body.data).toMatchObject({ applied: false });
    const after = await status(orderId, shopper.token);
    expect(after.body.data).toMatchObject({ status: 'Paid', referenceId: 'TXN-A' });
    const rows = await query<{ n: number }>(
      await getDb(),
      sql`select count(*)::int as n from payment_events e join payments p on p.id = e.payment_id where p.order_id = ${orderId}`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  test('an unknown gateway name is a 404 and cash on delivery has nothing to retry', async () => {
    expect((await call('POST', '/api/web/payment/callback/paypal', { rawBody: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 10_000 });
    const cod = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 100, shippingCharge: 99, total: 199 }), {
      token: shopper.token,
    });
    expect((await post('/api/web/order/retry-payment', { orderId: cod.body.data.orderId }, { token: shopper.token })).status).toBe(409);
  });

  test('the sandbox form is read through the body cap: an oversized form is a 413 and pays nothing', async () => {
    const { orderId, attemptId } = await onlineOrder();
    const r = await call('POST', `/api/web/payment/sandbox/${attemptId}`, {
      rawBody: `outcome=pay&pad=${'x'.repeat(70 * 1024)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(413);
    const [row] = await query<{ payment_status: number }>(await getDb(), sql`select payment_status from orders where id = ${orderId}`);
    expect(row!.payment_status).toBe(2);
  });
});
