import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { env, resetEnvForTests } from '../../src/server/platform/env';
import { signSandbox } from '../../src/server/payments/sandbox';
import { refundPayment } from '../../src/server/payments/refunds';
import { getSandboxPage } from '../../src/server/payments/sandbox-checkout';
import { tryMoveOrder } from '../../src/server/orders/transitions';
import { placeOnlineOrder } from '../fixtures/checkout-data';

useTestDatabase();

/** An online order of ₹499 + ₹39 shipping = ₹538 (53,800 paise) on the sandbox gateway. */
const onlineOrder = () => placeOnlineOrder(49_900, { subtotal: 499, shippingCharge: 39, total: 538 });

function clickSandbox(attemptId: string, outcome: 'pay' | 'fail') {
  return call('POST', `/api/web/payment/sandbox/${attemptId}`, {
    rawBody: new URLSearchParams({ outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** What the sandbox gateway would send for an attempt, signed with the shop's secret. */
function sandboxSays(merchantOrderId: string, state: 'COMPLETED' | 'FAILED', transactionId: string) {
  const raw = JSON.stringify({ merchantOrderId, state, amount: 53_800, transactionId });
  return call('POST', '/api/web/payment/callback/sandbox', {
    rawBody: raw,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox(env().SANDBOX_GATEWAY_SECRET, raw) },
  });
}

const retry = (orderId: string, token: string) => post('/api/web/order/retry-payment', { orderId }, { token });
const status = (orderId: string, token: string) => get(`/api/web/order/payment/status?orderId=${orderId}`, { token });

async function attempts(orderId: string) {
  return query<{ attempt: number; state: string; duplicate: boolean }>(
    await getDb(),
    sql`select attempt, state, duplicate from payments where order_id = ${orderId} order by attempt`,
  );
}

async function events(orderId: string) {
  return query<{ kind: string; from_payment_status: number | null; to_payment_status: number | null; actor_kind: string; data: any }>(
    await getDb(),
    sql`select kind, from_payment_status, to_payment_status, actor_kind, data from order_events where order_id = ${orderId} order by id`,
  );
}

async function refundRows(orderId: string) {
  return query<{ amount_paise: number; state: string; reason: string; merchant_refund_id: string }>(
    await getDb(),
    sql`select amount_paise, state, reason, merchant_refund_id from refunds where order_id = ${orderId} order by created_at`,
  );
}

describe('one payable attempt per order', () => {
  test('a retry closes the earlier attempt, and the sandbox refuses to take money on it', async () => {
    const { shopper, orderId, attemptId } = await onlineOrder();
    const r = await retry(orderId, shopper.token);
    expect(r.status).toBe(200);
    expect(await attempts(orderId)).toEqual([
      { attempt: 1, state: 'CLOSED', duplicate: false },
      { attempt: 2, state: 'PENDING', duplicate: false },
    ]);
    const late = await clickSandbox(attemptId, 'pay');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This payment was replaced by a newer one for the same order. Go back to your order to pay.');
    expect((await status(orderId, shopper.token)).body.data.status).toBe('Pending');
    // The retry moved the order through the transition module, with its history.
    expect((await events(orderId)).map((e) => [e.kind, e.actor_kind])).toEqual([['placed', 'customer'], ['paymentRetried', 'customer']]);
  });

  test('the database itself refuses a second open attempt for an order', async () => {
    const { orderId } = await onlineOrder();
    await expect(
      query(await getDb(), sql`insert into payments (id, order_id, attempt, gateway, merchant_order_id, amount_paise) values ('aaaaaaaaaaaaaaaaaaaaaaa9', ${orderId}, 2, 'sandbox', ${`${orderId}-2`}, 53800)`),
    ).rejects.toThrow();
    expect((await attempts(orderId)).map((a) => a.state)).toEqual(['PENDING']);
  });

  test('an order gets at most 5 attempts; the sixth is a 429 that says what to do', async () => {
    const { shopper, orderId } = await onlineOrder();
    for (let n = 2; n <= 5; n++) expect((await retry(orderId, shopper.token)).status).toBe(200);
    const sixth = await retry(orderId, shopper.token);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('This order has had 5 payment attempts, the most we allow. Contact us and we will help you complete the payment.');
    const rows = await attempts(orderId);
    expect(rows.map((a) => a.state)).toEqual(['CLOSED', 'CLOSED', 'CLOSED', 'CLOSED', 'PENDING']);
  });

  test('a superseded attempt completed after the order was paid is refunded in full, and staff see it', async () => {
    const { shopper, orderId } = await onlineOrder();
    const second = (await retry(orderId, shopper.token)).body.data.paymentRedirectUrl.split('/').at(-1);
    await clickSandbox(second, 'pay');
    expect((await status(orderId, shopper.token)).body.data).toMatchObject({ status: 'Paid', orderId: `${orderId}-2` });

    // The gateway still completes the first checkout (a tab left open, say).
    const late = await sandboxSays(`${orderId}-1`, 'COMPLETED', 'SBXLATE1');
    expect(late.status).toBe(200);
    expect(await attempts(orderId)).toEqual([
      { attempt: 1, state: 'COMPLETED', duplicate: true },
      { attempt: 2, state: 'COMPLETED', duplicate: false },
    ]);
    expect(await refundRows(orderId)).toEqual([
      { amount_paise: 53_800, state: 'COMPLETED', reason: 'duplicatePayment', merchant_refund_id: `${orderId}-1-R53800` },
    ]);
    const after = await status(orderId, shopper.token);
    expect(after.body.data).toMatchObject({ status: 'Paid', referenceId: expect.stringMatching(/^SBX/) });
    const kinds = (await events(orderId)).map((e) => e.kind);
    expect(kinds).toEqual(['placed', 'paymentRetried', 'paymentSucceeded', 'duplicatePaymentReceived', 'duplicatePaymentRefunded']);
    const refunded = (await events(orderId)).at(-1)!;
    expect(refunded.data).toMatchObject({ merchantOrderId: `${orderId}-1`, amountPaise: 53_800, merchantRefundId: `${orderId}-1-R53800` });

    // The gateway repeats its message: nothing more is refunded.
    await sandboxSays(`${orderId}-1`, 'COMPLETED', 'SBXLATE1');
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  test('a superseded attempt completed before any other is paid pays the order and closes the open one', async () => {
    const { shopper, orderId } = await onlineOrder();
    await retry(orderId, shopper.token);
    const paid = await sandboxSays(`${orderId}-1`, 'COMPLETED', 'SBXFIRST');
    expect(paid.status).toBe(200);
    expect(await attempts(orderId)).toEqual([
      { attempt: 1, state: 'COMPLETED', duplicate: false },
      { attempt: 2, state: 'CLOSED', duplicate: false },
    ]);
    expect(await refundRows(orderId)).toEqual([]);
    const s = await status(orderId, shopper.token);
    expect(s.body.data.order.paymentStatus).toBe(1);
    expect((await retry(orderId, shopper.token)).status).toBe(409);
  });

  test('a late failure of a closed attempt changes nothing for the order', async () => {
    const { shopper, orderId } = await onlineOrder();
    await retry(orderId, shopper.token);
    await sandboxSays(`${orderId}-1`, 'FAILED', 'SBXFAIL1');
    expect((await status(orderId, shopper.token)).body.data.status).toBe('Pending');
  });
});

describe('refundPayment (for the merchant console)', () => {
  test('a part refund then the rest move the order to Partially Refunded, then Refunded; a repeat changes nothing', async () => {
    const { shopper, orderId, attemptId } = await onlineOrder();
    await clickSandbox(attemptId, 'pay');
    const part = await refundPayment({ orderId, amountPaise: 13_800, actor: { kind: 'staff', id: 'staff-1' } });
    expect(part).toMatchObject({ state: 'COMPLETED', amountPaise: 13_800, merchantRefundId: `${orderId}-1-R13800` });
    expect((await status(orderId, shopper.token)).body.data.status).toBe('Partially Refunded');
    const again = await refundPayment({ orderId, amountPaise: 13_800, actor: { kind: 'staff', id: 'staff-1' } });
    expect(again.id).toBe(part.id);
    await expect(refundPayment({ orderId, amountPaise: 40_001, actor: { kind: 'staff' } })).rejects.toMatchObject({
      code: 'unprocessable',
      message: 'Only ₹400.00 of this payment can still be refunded. Refund that much or less.',
    });
    await refundPayment({ orderId, amountPaise: 40_000, actor: { kind: 'staff', id: 'staff-1' } });
    expect((await status(orderId, shopper.token)).body.data.status).toBe('Refunded');
    expect((await refundRows(orderId)).map((r) => r.amount_paise)).toEqual([13_800, 40_000]);
    const moves = (await events(orderId)).filter((e) => e.kind.startsWith('paymentRefunded') || e.kind.startsWith('paymentPartially'));
    expect(moves.map((e) => [e.kind, e.from_payment_status, e.to_payment_status])).toEqual([
      ['paymentPartiallyRefunded', 1, 5],
      ['paymentRefunded', 5, 4],
    ]);
  });

  test('an unpaid order has nothing to refund', async () => {
    const { orderId } = await onlineOrder();
    await expect(refundPayment({ orderId, amountPaise: 100, actor: { kind: 'staff' } })).rejects.toMatchObject({ code: 'conflict' });
  });
});

describe('DEV_TOOLS=0', () => {
  test('hides the sandbox gateway page and its form', async () => {
    const { attemptId } = await onlineOrder();
    resetEnvForTests({ DEV_TOOLS: '0' });
    try {
      expect((await clickSandbox(attemptId, 'pay')).status).toBe(404);
      // What /payment/sandbox/{id} renders from: not found, so the page answers 404.
      await expect(getSandboxPage(attemptId)).rejects.toMatchObject({ code: 'not_found' });
    } finally {
      resetEnvForTests();
    }
    expect((await clickSandbox(attemptId, 'pay')).status).toBe(303);
  });

  test('money that arrives for an order cancelled at the end of its payment window is refunded, and the order stays cancelled', async () => {
    const { shopper, orderId } = await onlineOrder();
    await (await getDb()).transaction(async (tx) => {
      await tryMoveOrder(tx, orderId, 'cancel', { actor: { kind: 'system' } });
      await tryMoveOrder(tx, orderId, 'paymentFailed', { actor: { kind: 'system' } });
      await tx.execute(sql`update payments set state = 'CLOSED' where order_id = ${orderId}`);
    });

    const late = await sandboxSays(`${orderId}-1`, 'COMPLETED', 'SBXLATE2');
    expect(late.status).toBe(200);
    const [order] = await query<{ status: number; payment_status: number }>(
      await getDb(),
      sql`select status, payment_status from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ status: 5, payment_status: 6 });
    expect(await refundRows(orderId)).toEqual([
      { amount_paise: 53_800, state: 'COMPLETED', reason: 'duplicatePayment', merchant_refund_id: `${orderId}-1-R53800` },
    ]);
    expect((await events(orderId)).map((e) => e.kind)).toEqual(['placed', 'cancel', 'paymentFailed', 'duplicatePaymentReceived', 'duplicatePaymentRefunded']);

    const again = await retry(orderId, shopper.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is no longer waiting for its payment, so it cannot be paid now.');
  });
});
