import { describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { jobs, orderEvents, orders } from '../../src/server/platform/db/schema';
import { runDueJobs, runSweeps } from '../../src/server/app/job-worker';
import { signConfirmationToken } from '../../src/server/cod/confirmation-link';
import { runSimpleAction } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

/** A shopper's COD order for ₹499 + ₹99 shipping, placed through the API. */
async function placeCod(name = 'Kavya Iyer') {
  const shopper = await newCustomer(name);
  const addressId = await newAddress(shopper.token);
  const p = await newProduct({ pricePaise: 49_900 });
  const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }), { token: shopper.token });
  expect(r.status).toBe(200);
  return { shopper, orderId: r.body.data.orderId as string };
}

/** The link in the newest confirmation SMS of the dev outbox, once the message jobs have run. */
async function linkFromOutbox(mobile: string): Promise<string> {
  await runDueJobs();
  const outbox = await get(`/api/dev/sms?to=${mobile}`);
  const text = (outbox.body.data as { text: string }[]).map((m) => m.text).find((t) => t.includes('/order/confirm/'));
  expect(text).toBeDefined();
  return /\/order\/confirm\/(\S+)$/.exec(text!)![1]!;
}

async function orderRow(id: string) {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
}

async function eventsOf(id: string) {
  const db = await getDb();
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
}

describe('the COD confirmation link', () => {
  test('arrives by SMS after a COD order, shows the order, and confirming moves it to Confirmed as the customer', async () => {
    const { shopper, orderId } = await placeCod('Kavya Iyer');
    const outbox = await (async () => {
      const token = await linkFromOutbox(shopper.mobileNumber);
      return { token, list: (await get(`/api/dev/sms?to=${shopper.mobileNumber}`)).body.data as { text: string }[] };
    })();
    const number = orderId.slice(-5);
    expect(outbox.list.map((m) => m.text)).toEqual([
      `Hi Kavya, please confirm your cash on delivery order ${number} so we can pack it: http://localhost:4321/order/confirm/${outbox.token}`,
    ]);

    const view = await get(`/api/web/order/cod-confirmation?token=${outbox.token}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ number, status: 'Waiting For Confirmation', totalPaise: 59_800, shippingPaise: 9_900, deliverTo: 'Chennai, 600040' });
    expect(view.body.data.lines).toEqual([expect.objectContaining({ quantity: 1, lineTotalPaise: 49_900, sizeName: 'M', colorName: 'Black' })]);

    const answer = await post('/api/web/order/cod-confirmation', { token: outbox.token, decision: 'confirm' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Order confirmed', data: { number, status: 'Confirmed' } });
    expect((await orderRow(orderId)).status).toBe(2);
    const confirm = (await eventsOf(orderId)).find((e) => e.kind === 'confirm');
    expect(confirm).toMatchObject({ actorKind: 'customer', actorId: shopper.id, fromStatus: 1, toStatus: 2 });
  });

  test('used once: a second confirm or a cancel answers 410 and changes nothing', async () => {
    const { shopper, orderId } = await placeCod();
    const token = await linkFromOutbox(shopper.mobileNumber);
    expect((await post('/api/web/order/cod-confirmation', { token, decision: 'confirm' })).status).toBe(200);
    const before = await eventsOf(orderId);
    for (const decision of ['confirm', 'cancel']) {
      const again = await post('/api/web/order/cod-confirmation', { token, decision });
      expect(again.status).toBe(410);
      expect(again.body.message).toBe('This link has already been used: your order is no longer waiting for confirmation.');
    }
    expect((await get(`/api/web/order/cod-confirmation?token=${token}`)).status).toBe(410);
    expect((await orderRow(orderId)).status).toBe(2);
    expect(await eventsOf(orderId)).toHaveLength(before.length);
  });

  test('cancelling from the link cancels the order as the customer', async () => {
    const { shopper, orderId } = await placeCod();
    const token = await linkFromOutbox(shopper.mobileNumber);
    const answer = await post('/api/web/order/cod-confirmation', { token, decision: 'cancel' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Order cancelled', data: { status: 'Cancelled' } });
    expect((await orderRow(orderId)).status).toBe(5);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({ kind: 'cancel', actorKind: 'customer', actorId: shopper.id });
  });

  test('a forged link answers 410 with a plain message and changes nothing', async () => {
    const { shopper, orderId } = await placeCod();
    const other = await placeCod();
    const token = await linkFromOutbox(shopper.mobileNumber);
    const [, expires, sig] = token.split('.');
    const flipped = `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [
      `${orderId}.${expires}.${flipped}`,
      `${other.orderId}.${expires}.${sig}`,
      `${orderId}.${Number(expires) + 86_400}.${sig}`,
      'not-a-token',
    ];
    for (const forged of forgeries) {
      const r = await post('/api/web/order/cod-confirmation', { token: forged, decision: 'confirm' });
      expect(r.status, forged).toBe(410);
      expect(r.body.message).toBe('This link is not valid. Please use the link from your message.');
      expect((await get(`/api/web/order/cod-confirmation?token=${encodeURIComponent(forged)}`)).status).toBe(410);
    }
    expect((await orderRow(orderId)).status).toBe(1);
    expect((await orderRow(other.orderId)).status).toBe(1);
  });

  test('an expired link answers 410 and changes nothing', async () => {
    const { orderId } = await placeCod();
    const expired = signConfirmationToken(orderId, new Date(Date.now() - 25 * HOUR));
    const r = await post('/api/web/order/cod-confirmation', { token: expired, decision: 'confirm' });
    expect(r.status).toBe(410);
    expect(r.body.message).toBe('This link has expired. We will call you to confirm your order.');
    expect((await orderRow(orderId)).status).toBe(1);
  });

  test('bad input is a 400 naming the field, and nothing is written', async () => {
    const { shopper, orderId } = await placeCod();
    const token = await linkFromOutbox(shopper.mobileNumber);
    const r = await post('/api/web/order/cod-confirmation', { token, decision: 'maybe' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'decision', message: "Choose 'confirm' or 'cancel'." }]);
    const missing = await get('/api/web/order/cod-confirmation');
    expect(missing.status).toBe(400);
    expect((await orderRow(orderId)).status).toBe(1);
  });
});

describe('an unconfirmed COD order', () => {
  const staffCtx: StaffActionContext = {
    staff: { id: 'staff-9', email: 'caller@kanmani.local', name: 'Priya Caller', role: 'fulfilment' },
    audit: async () => {},
  };

  test('goes On Hold when its 24 hours pass, once, by the job scheduled at placement', async () => {
    const { orderId } = await placeCod();
    await runDueJobs({ now: later(23.9) });
    expect((await orderRow(orderId)).status).toBe(1);
    await runDueJobs({ now: later(24.1) });
    expect((await orderRow(orderId)).status).toBe(4);
    const hold = (await eventsOf(orderId)).filter((e) => e.kind === 'hold');
    expect(hold).toEqual([
      expect.objectContaining({ actorKind: 'system', fromStatus: 1, toStatus: 4, note: 'Not confirmed by the shopper within 24 hours: call the customer.', data: { reason: 'codUnconfirmed' } }),
    ]);
    await runDueJobs({ now: later(30) });
    await runSweeps(later(30));
    expect((await eventsOf(orderId)).filter((e) => e.kind === 'hold')).toHaveLength(1);

    // After the call, staff confirm it (release) as before.
    await runSimpleAction(staffCtx, orderId, 'release', 'Called: she wants it.');
    expect((await orderRow(orderId)).status).toBe(2);
  });

  test('a confirmed order is never held, and the sweep holds one whose timer was lost', async () => {
    const confirmed = await placeCod();
    await runSimpleAction(staffCtx, confirmed.orderId, 'confirm');
    const lost = await placeCod();
    const db = await getDb();
    await db.delete(jobs).where(eq(jobs.name, 'cod-confirmation-ends'));
    await runSweeps(later(24.1));
    expect((await orderRow(confirmed.orderId)).status).toBe(2);
    expect((await orderRow(lost.orderId)).status).toBe(4);
  });
});
