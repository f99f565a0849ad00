import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post, call, get } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { jobs, orderEvents, orderMessages } from '../../src/server/platform/db/schema';
import { resetEnvForTests } from '../../src/server/platform/env';
import { runDueJobs } from '../../src/server/app/job-worker';
import { runSimpleAction, shipOrder } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { startFake2Factor, type Fake2Factor } from '../fixtures/fake-2factor';
import { sendStatuses, startFakeWhatsApp, type FakeWhatsApp } from '../fixtures/fake-whatsapp';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

const SECOND = 1000;
const APP_SECRET = 'whatsapp-app-secret-for-tests';
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
const staffCtx: StaffActionContext = {
  staff: { id: 'staff-3', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' },
  audit: async () => {},
};

let sms: Fake2Factor;
let wa: FakeWhatsApp;

beforeAll(async () => {
  sms = await startFake2Factor('sms-key-123');
  wa = await startFakeWhatsApp({ token: 'wa-token-xyz', phoneNumberId: '106540352242922' });
});
afterAll(async () => {
  await sms.close();
  await wa.close();
});
beforeEach(() => {
  // The DLT templates (link = last variable) and WhatsApp utility templates (link = URL button).
  for (const [name, vars] of [['order_placed', 2], ['cod_confirmation_request', 3], ['order_confirmed', 2], ['order_shipped', 5], ['order_cancelled', 2]] as const) {
    sms.templates.set(name, vars);
  }
  for (const [name, bodyParams, urlButton] of [['order_placed', 2, false], ['cod_confirmation_request', 2, true], ['order_confirmed', 2, false], ['order_shipped', 4, true], ['order_cancelled', 2, false]] as const) {
    wa.templates.set(name, { bodyParams, urlButton });
  }
  wa.pairWindowMs = 0;
  resetEnvForTests({
    LOG_LEVEL: 'silent',
    NOTIFY_SMS: '2factor',
    TWOFACTOR_BASE_URL: sms.url,
    TWOFACTOR_API_KEY: 'sms-key-123',
    TWOFACTOR_SENDER_ID: 'KANMNI',
    NOTIFY_WHATSAPP: 'cloud',
    WHATSAPP_GRAPH_URL: wa.url,
    WHATSAPP_TOKEN: 'wa-token-xyz',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: APP_SECRET,
  });
});
afterEach(() => {
  wa.reset();
  sms.mode = 'ok';
  sms.transactional.length = 0;
  resetEnvForTests();
});

async function placeCod(name = 'Asha Devi') {
  const shopper = await newCustomer(name);
  const addressId = await newAddress(shopper.token);
  const p = await newProduct({ pricePaise: 49_900 });
  const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }), { token: shopper.token });
  expect(r.status).toBe(200);
  return { shopper, orderId: r.body.data.orderId as string, to: `91${shopper.mobileNumber}` };
}

async function messagesOf(orderId: string) {
  const db = await getDb();
  return db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId)).orderBy(asc(orderMessages.id));
}

async function eventId(orderId: string, kind: string): Promise<number> {
  const db = await getDb();
  const [e] = await db.select({ id: orderEvents.id }).from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));
  return e!.id;
}

describe('order messages from order events', () => {
  test('a COD order sends its confirmation link by SMS and WhatsApp; shipping sends the tracking link', async () => {
    const { shopper, orderId, to } = await placeCod('Asha Devi');
    const number = orderId.slice(-5);
    await runDueJobs();
    const mine = sms.transactional.filter((m) => m.to === shopper.mobileNumber);
    expect(mine.map((m) => m.template)).toEqual(['cod_confirmation_request']);
    expect(mine[0]!.from).toBe('KANMNI');
    const link = mine[0]!.vars;
    expect(link.slice(0, 2)).toEqual(['Asha', number]);
    expect(link[2]).toMatch(new RegExp(`^http://localhost:4321/order/confirm/${orderId}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    const whatsapp = wa.sent.filter((m) => m.to === to);
    expect(whatsapp.map((m) => [m.template, m.body, m.button])).toEqual([['cod_confirmation_request', ['Asha', number], link[2]]]);

    await runSimpleAction(staffCtx, orderId, 'confirm');
    await shipOrder(staffCtx, orderId, SHIPMENT);
    await runDueJobs();
    const shipped = wa.sent.find((m) => m.to === to && m.template === 'order_shipped');
    expect(shipped).toMatchObject({ body: ['Asha', number, 'Delhivery', 'DLV12345678'], button: 'https://www.delhivery.com/track/package/DLV12345678' });
    expect(sms.transactional.find((m) => m.to === shopper.mobileNumber && m.template === 'order_shipped')!.vars).toEqual([
      'Asha',
      number,
      'Delhivery',
      'DLV12345678',
      'https://www.delhivery.com/track/package/DLV12345678',
    ]);
    const rows = await messagesOf(orderId);
    // One per event and channel; the worker may run a batch's jobs in any order.
    const byEvent = [...rows].sort((x, y) => x.orderEventId - y.orderEventId || x.channel.localeCompare(y.channel));
    expect(byEvent.map((r) => `${r.channel} ${r.template}`)).toEqual([
      'sms cod_confirmation_request',
      'whatsapp cod_confirmation_request',
      'sms order_confirmed',
      'whatsapp order_confirmed',
      'sms order_shipped',
      'whatsapp order_shipped',
    ]);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.providerMessageId)).toBe(true);
  });

  test('an online order gets its thank-you (no confirmation link), and a message when it is cancelled unpaid', async () => {
    const { placeOnlineOrder } = await import('../fixtures/checkout-data');
    const { shopper, orderId } = await placeOnlineOrder(49_900, { subtotal: 499, shippingCharge: 39, total: 538 });
    const number = orderId.slice(-5);
    await runDueJobs();
    expect(sms.transactional.filter((m) => m.to === shopper.mobileNumber).map((m) => [m.template, m.vars])).toEqual([['order_placed', ['Kavya', number]]]);
    await runDueJobs({ now: new Date(Date.now() + 31 * 60 * SECOND) });
    expect(sms.transactional.filter((m) => m.to === shopper.mobileNumber).map((m) => m.template)).toEqual(['order_placed', 'order_cancelled']);
    expect(wa.sent.filter((m) => m.to === `91${shopper.mobileNumber}`).map((m) => m.template)).toEqual(['order_placed', 'order_cancelled']);
  });

  test('one message per event and channel even when two workers run duplicate jobs at once', async () => {
    const { shopper, orderId, to } = await placeCod();
    const placed = await eventId(orderId, 'placed');
    const db = await getDb();
    // A second copy of each job, as a retried scheduling or a second instance could leave.
    await db.insert(jobs).values([
      { name: 'order-message', runAt: new Date(), payload: { eventId: placed, channel: 'sms' } },
      { name: 'order-message', runAt: new Date(), payload: { eventId: placed, channel: 'whatsapp' } },
    ]);
    await Promise.all([runDueJobs({ batchSize: 1 }), runDueJobs({ batchSize: 1 })]);
    expect(sms.transactional.filter((m) => m.to === shopper.mobileNumber)).toHaveLength(1);
    expect(wa.sent.filter((m) => m.to === to)).toHaveLength(1);
    expect((await messagesOf(orderId)).filter((r) => r.orderEventId === placed)).toHaveLength(2);
  });

  test("a WhatsApp rate limit waits for Retry-After, then sends once", async () => {
    wa.burstPerSecond = 0;
    wa.retryAfterSeconds = 120;
    const { orderId, to } = await placeCod();
    const start = new Date();
    await runDueJobs({ now: start });
    const waiting = (await messagesOf(orderId)).filter((r) => r.channel === 'whatsapp');
    expect(waiting.map((r) => ({ status: r.status, reason: r.reason, attempts: r.attempts }))).toEqual([{ status: 'retrying', reason: 'whatsapp-130429', attempts: 1 }]);
    expect(waiting.map((r) => r.notBefore!.getTime() - start.getTime())).toEqual([120 * SECOND]);

    wa.burstPerSecond = 80;
    await runDueJobs({ now: new Date(start.getTime() + 60 * SECOND) });
    expect(wa.sent.filter((m) => m.to === to)).toHaveLength(0);
    await runDueJobs({ now: new Date(start.getTime() + 121 * SECOND) });
    expect(wa.sent.filter((m) => m.to === to).map((m) => m.template)).toEqual(['cod_confirmation_request']);
    expect((await messagesOf(orderId)).filter((r) => r.channel === 'whatsapp').map((r) => [r.status, r.attempts])).toEqual([['sent', 2]]);
  });

  test('an SMS provider error is retried after 30 s backoff; a permanent WhatsApp refusal is recorded, not retried', async () => {
    sms.mode = 'http-500';
    const { shopper, orderId, to } = await placeCod();
    const start = new Date();
    wa.recipientErrors.set(to, 131026);
    await runDueJobs({ now: start });
    const first = await messagesOf(orderId);
    expect(first.filter((r) => r.channel === 'sms').map((r) => [r.status, r.reason, r.notBefore!.getTime() - start.getTime()])).toEqual([['retrying', 'http-500', 30 * SECOND]]);
    expect(first.filter((r) => r.channel === 'whatsapp').map((r) => [r.status, r.reason, r.notBefore])).toEqual([['failed', 'whatsapp-131026', null]]);
    sms.mode = 'ok';
    await runDueJobs({ now: new Date(start.getTime() + 31 * SECOND) });
    expect(sms.transactional.filter((m) => m.to === shopper.mobileNumber)).toHaveLength(1);
    expect(wa.sent.filter((m) => m.to === to)).toHaveLength(0);
    const db = await getDb();
    const open = await db.select().from(jobs).where(eq(jobs.name, 'order-message'));
    expect(open.filter((j) => j.doneAt === null && j.gaveUpAt === null)).toEqual([]);
  });

  test('a provider that hangs counts as a timeout and is tried again', async () => {
    wa.mode = 'hang';
    const { orderId } = await placeCod();
    const start = new Date();
    const placed = await eventId(orderId, 'placed');
    await runDueJobs({ now: start });
    const row = (await messagesOf(orderId)).find((r) => r.orderEventId === placed && r.channel === 'whatsapp');
    expect(row).toMatchObject({ status: 'retrying', reason: 'timeout', attempts: 1 });
  }, 30_000);
});

describe('the WhatsApp opt-out', () => {
  test('a shopper who turns WhatsApp off gets SMS only, and turning it back on brings WhatsApp back', async () => {
    const { shopper, orderId, to } = await placeCod();
    expect((await get('/api/web/customer/whatsapp', { token: shopper.token })).body.data).toEqual({ whatsapp: true });
    const off = await post('/api/web/customer/whatsapp', { whatsapp: false }, { token: shopper.token });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Order updates will come by SMS only', data: { whatsapp: false } });
    await runDueJobs();
    expect(wa.sent.filter((m) => m.to === to)).toHaveLength(0);
    expect(sms.transactional.filter((m) => m.to === shopper.mobileNumber)).toHaveLength(1);
    expect((await messagesOf(orderId)).filter((r) => r.channel === 'whatsapp').map((r) => [r.status, r.reason])).toEqual([['skipped', 'opted-out']]);

    expect((await post('/api/web/customer/whatsapp', { whatsapp: true }, { token: shopper.token })).body.data).toEqual({ whatsapp: true });
    await runSimpleAction(staffCtx, orderId, 'confirm');
    await runDueJobs();
    expect(wa.sent.filter((m) => m.to === to).map((m) => m.template)).toEqual(['order_confirmed']);
  });

  test('the choice needs a signed-in shopper and a true or false', async () => {
    expect((await post('/api/web/customer/whatsapp', { whatsapp: false })).status).toBe(401);
    const shopper = await newCustomer();
    const bad = await post('/api/web/customer/whatsapp', { whatsapp: 'no' }, { token: shopper.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'whatsapp', message: 'Say true to get order updates on WhatsApp, false to get them by SMS only.' }]);
    expect((await get('/api/web/customer/whatsapp', { token: shopper.token })).body.data).toEqual({ whatsapp: true });
  });
});

describe('the WhatsApp status webhook', () => {
  const target = '/api/web/notify/whatsapp';
  /** Posts the fake's signed statuses to the in-process route. */
  async function deliver(statuses: Parameters<typeof sendStatuses>[2], signature?: string) {
    const { statusWebhookBody, signWebhook } = await import('../fixtures/fake-whatsapp');
    const body = statusWebhookBody(statuses);
    return call('POST', target, { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? signWebhook(body, APP_SECRET) } });
  }

  test('delivered and read statuses move the message forward, never back; the console timeline shows them', async () => {
    const { orderId, to } = await placeCod();
    await runDueJobs();
    const placed = wa.sent.find((m) => m.to === to && m.template === 'cod_confirmation_request')!;
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver([{ id: placed.id, status: 'read', recipient: to, timestamp: now }])).status).toBe(200);
    const late = await deliver([{ id: placed.id, status: 'delivered', recipient: to, timestamp: now - 5 }]);
    expect(late.status).toBe(200);
    expect(late.body.data).toEqual({ updated: 0 });
    const row = (await messagesOf(orderId)).find((r) => r.providerMessageId === placed.id)!;
    expect(row).toMatchObject({ delivery: 'read', status: 'sent' });
    expect(row.deliveryAt!.getTime()).toBe(now * 1000);

    const page = await import('../../src/server/notify/order-message-log');
    const log = await page.messagesByEvent(await getDb(), orderId);
    expect(log.get(row.orderEventId)!.map(page.describeMessage)).toEqual(['SMS: sent', 'WhatsApp: read']);
  });

  test('a failed status records the reason from WhatsApp', async () => {
    const { orderId, to } = await placeCod();
    await runDueJobs();
    const placed = wa.sent.find((m) => m.to === to && m.template === 'cod_confirmation_request')!;
    await deliver([{ id: placed.id, status: 'failed', recipient: to, timestamp: Math.floor(Date.now() / 1000), errorCode: 131026 }]);
    expect((await messagesOf(orderId)).find((r) => r.providerMessageId === placed.id)).toMatchObject({ delivery: 'failed', reason: 'whatsapp-131026' });
  });

  test('a bad signature answers 401 and changes nothing', async () => {
    const { orderId, to } = await placeCod();
    await runDueJobs();
    const placed = wa.sent.find((m) => m.to === to && m.template === 'cod_confirmation_request')!;
    const status = { id: placed.id, status: 'delivered' as const, recipient: to, timestamp: Math.floor(Date.now() / 1000) };
    for (const signature of [`sha256=${'0'.repeat(64)}`, 'garbage', '']) {
      const r = await deliver([status], signature);
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('The webhook signature does not match.');
    }
    expect((await messagesOf(orderId)).find((r) => r.providerMessageId === placed.id)!.delivery).toBeNull();
  });

  test("Meta's subscription check gets the challenge back only with the right verify token", async () => {
    resetEnvForTests({ WHATSAPP_VERIFY_TOKEN: 'verify-me-please' });
    const ok = await get(`${target}?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    const wrong = await get(`${target}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444`);
    expect(wrong.status).toBe(401);
  });
});
