import { describe, expect, test } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { jobs, orderEvents, orders, payments } from '../../src/server/platform/db/schema';
import { runDueJobs, runSweeps } from '../../src/server/app/job-worker';
import { item, newAddress, newCustomer, newProduct, orderPayload, placeOnlineOrder } from '../fixtures/checkout-data';
import { usePhonePeShop } from '../fixtures/phonepe-shop';

useTestDatabase();

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/** An online order of ₹499 + ₹39 shipping = ₹538, its "thank you" message already sent so job counts here are the window's. */
const placeOnline = async () => {
  const placed = await placeOnlineOrder(49_900, { subtotal: 499, shippingCharge: 39, total: 538 });
  await runDueJobs();
  return placed;
};

const status = (orderId: string, token: string) => get(`/api/web/order/payment/status?orderId=${orderId}`, { token });

async function orderRow(orderId: string) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function attemptsOf(orderId: string) {
  return (await getDb()).select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.attempt));
}

async function eventsOf(orderId: string) {
  const rows = await (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows.map((e) => [e.kind, e.actorKind]);
}

/** Moves an order's whole life `minutes` into the past, as if it had been placed that long ago. */
async function placedAgo(orderId: string, minutes: number) {
  const db = await getDb();
  await db.execute(sql`update payments set created_at = created_at - make_interval(mins => ${minutes}) where order_id = ${orderId}`);
  await db.execute(sql`update orders set created_at = created_at - make_interval(mins => ${minutes}) where id = ${orderId}`);
  await db.execute(sql`update jobs set run_at = run_at - make_interval(mins => ${minutes}) where payload->>'orderId' = ${orderId}`);
}

describe('the payment window of an unpaid online order', () => {
  test('it stays Pending for 30 minutes after the payment started, then it is cancelled once, with its history', async () => {
    const { shopper, orderId } = await placeOnline();
    const [attempt] = await attemptsOf(orderId);
    const pending = await status(orderId, shopper.token);
    expect(pending.body.data).toMatchObject({ status: 'Pending', order: { status: 1, paymentStatus: 2 } });
    expect(pending.body.data.paymentWindowEndsAt).toBe(new Date(attempt!.createdAt.getTime() + 30 * MINUTE).toISOString());

    expect(await runDueJobs({ now: later(29) })).toEqual({ done: 0, retried: 0, gaveUp: 0 });
    expect(await orderRow(orderId)).toMatchObject({ status: 1, paymentStatus: 2 });

    // The window's end, and the cancellation message it queued for the shopper.
    expect(await runDueJobs({ now: later(31) })).toEqual({ done: 2, retried: 0, gaveUp: 0 });
    expect(await orderRow(orderId)).toMatchObject({ status: 5, paymentStatus: 6 });
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['FAILED']);

    // The timer and the sweep meeting the same order again change nothing.
    await runSweeps(later(31));
    await runSweeps(later(60));
    await runDueJobs({ now: later(90) });
    expect(await eventsOf(orderId)).toEqual([
      ['placed', 'customer'],
      ['cancel', 'system'],
      ['paymentFailed', 'system'],
    ]);
    const [cancel] = await (await getDb()).select().from(orderEvents).where(eq(orderEvents.kind, 'cancel'));
    expect(cancel).toMatchObject({ orderId, fromStatus: 1, toStatus: 5, note: 'No payment arrived within 30 minutes.' });

    const after = await status(orderId, shopper.token);
    expect(after.body.data).toMatchObject({ status: 'Failed', paymentWindowEndsAt: null, order: { status: 5 } });
  });

  test('an order paid inside its window is never cancelled', async () => {
    const { orderId, redirect } = await placeOnline();
    const paid = await call('POST', `/api/web/payment/sandbox/${redirect.split('/').at(-1)}`, {
      rawBody: new URLSearchParams({ outcome: 'pay' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    await runDueJobs({ now: later(31) });
    await runSweeps(later(31));
    expect(await orderRow(orderId)).toMatchObject({ status: 1, paymentStatus: 1 });
    expect(await eventsOf(orderId)).toEqual([
      ['placed', 'customer'],
      ['paymentSucceeded', 'gateway'],
    ]);
  });

  test('paying again later moves the end of the window on; at the end every open attempt is closed', async () => {
    const { shopper, orderId } = await placeOnline();
    await placedAgo(orderId, 25);
    const retry = await post('/api/web/order/retry-payment', { orderId }, { token: shopper.token });
    expect(retry.status).toBe(200);
    const [, second] = await attemptsOf(orderId);
    expect((await status(orderId, shopper.token)).body.data.paymentWindowEndsAt).toBe(
      new Date(second!.createdAt.getTime() + 30 * MINUTE).toISOString(),
    );

    // The first timer fires 30 minutes after the first attempt: the retry is only 5 minutes old.
    expect(await runDueJobs({ now: later(6) })).toMatchObject({ done: 1 });
    await runSweeps(later(6));
    expect(await orderRow(orderId)).toMatchObject({ status: 1, paymentStatus: 2 });

    await runDueJobs({ now: later(31) });
    expect(await orderRow(orderId)).toMatchObject({ status: 5, paymentStatus: 6 });
    // The retry closed the first attempt; the window's end failed the open one.
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['CLOSED', 'FAILED']);
  });

  test('an order placed with no timer (before timers existed) is found by the sweep', async () => {
    const { orderId } = await placeOnline();
    await (await getDb()).delete(jobs).where(sql`${jobs.payload}->>'orderId' = ${orderId}`);
    await runSweeps(later(29));
    expect(await orderRow(orderId)).toMatchObject({ status: 1, paymentStatus: 2 });
    await runSweeps(later(31));
    expect(await orderRow(orderId)).toMatchObject({ status: 5, paymentStatus: 6 });
  });

  test('a cash-on-delivery order has no payment window', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 49_900 });
    const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }, 1), {
      token: shopper.token,
    });
    const orderId: string = r.body.data.orderId;
    expect((await status(orderId, shopper.token)).body.data.paymentWindowEndsAt).toBeNull();
    const due = await query<{ n: number }>(await getDb(), sql`select count(*)::int as n from jobs where name = 'payment-window-ends' and payload->>'orderId' = ${orderId}`);
    expect(due[0]!.n).toBe(0);
    await runSweeps(later(120));
    expect(await orderRow(orderId)).toMatchObject({ status: 1, paymentStatus: 2 });
  });
});

describe('the payment window with PhonePe', () => {
  const fake = usePhonePeShop();

  test('a payment PhonePe took but never called back about is found at the window end: the order is paid, not cancelled', async () => {
    const { orderId } = await placeOnline();
    fake.setState(`${orderId}-1`, 'COMPLETED');
    await runDueJobs({ now: later(31) });
    expect(await orderRow(orderId)).toMatchObject({ status: 1, paymentStatus: 1 });
    expect(await eventsOf(orderId)).toEqual([
      ['placed', 'customer'],
      ['paymentSucceeded', 'gateway'],
    ]);
  });

  test('while PhonePe still calls the payment pending, the order is kept and the timer tries again later', async () => {
    const { orderId } = await placeOnline();
    expect(await runDueJobs({ now: later(31) })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    expect(await orderRow(orderId)).toMatchObject({ status: 1, paymentStatus: 2 });
    fake.setState(`${orderId}-1`, 'FAILED');
    // The window's end, and the cancellation message it queued for the shopper.
    expect(await runDueJobs({ now: later(33) })).toEqual({ done: 2, retried: 0, gaveUp: 0 });
    expect(await orderRow(orderId)).toMatchObject({ status: 5, paymentStatus: 6 });
  });
});
