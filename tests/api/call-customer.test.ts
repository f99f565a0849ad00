import { beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, orderEvents, orders, sizeStock } from '../../src/server/platform/db/schema';
import { holdUnconfirmed } from '../../src/server/workflows/cod-confirmation-timer';
import { callQueue } from '../../src/server/cod/call-queue';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { insertOrder } from '../fixtures/orders';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';

useTestDatabase();

/**
 * Issue 28 item 3: whoever sees 'Call the customer' records what the shopper said, support
 * included; the list puts orders nobody called first, then those due again by their time.
 */
const HOUR = 3_600_000;
let support: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  support = await newStaff('support');
  packer = await newStaff('fulfilment');
});

/** A shopper's COD order for ₹499 + ₹99 placed through the API, then left unanswered 24 hours: On Hold for a call. */
async function heldCod(name = 'Kavya Iyer'): Promise<{ id: string; number: string; product: TestProduct }> {
  const shopper = await newCustomer(name);
  const addressId = await newAddress(shopper.token);
  const product = await newProduct({ pricePaise: 49_900, stock: 10 });
  const r = await post('/api/web/order/create', orderPayload([item(product)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }), { token: shopper.token });
  expect(r.status).toBe(200);
  const id = r.body.data.orderId as string;
  expect(await holdUnconfirmed(id, new Date(Date.now() + 24.1 * HOUR))).toBe('held');
  return { id, number: id.slice(-5), product };
}

const record = (who: TestStaff, id: string, body: unknown) => post(`/api/admin/orders/${id}/call`, body, { headers: consoleHeaders(who.cookie) });

async function statusOf(id: string) {
  const [o] = await (await getDb()).select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return o!.status;
}

async function eventsOf(id: string) {
  return (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
}

async function auditOf(id: string) {
  return (await getDb()).select().from(auditEvents).where(and(eq(auditEvents.entity, 'order'), eq(auditEvents.entityId, id))).orderBy(asc(auditEvents.id));
}

async function queueOf(ids: string[]) {
  return (await callQueue()).filter((e) => ids.includes(e.id));
}

describe('recording a call by a support member', () => {
  test('confirmed: the order moves to Confirmed through the machine, with an event and an audit row', async () => {
    const o = await heldCod();
    const r = await record(support, o.id, { outcome: 'confirmed', note: 'She wants it by Friday.' });
    expect([r.status, r.body.message, r.body.data]).toEqual([200, 'Order confirmed.', { outcome: 'confirmed', status: 2, dueAt: null }]);
    expect(await statusOf(o.id)).toBe(2);
    expect((await eventsOf(o.id)).at(-1)).toMatchObject({
      kind: 'release',
      fromStatus: 4,
      toStatus: 2,
      actorKind: 'staff',
      actorId: support.id,
      note: 'Confirmed by the customer on a call: She wants it by Friday.',
    });
    expect((await auditOf(o.id)).map((a) => [a.action, a.staffId, a.before, a.after])).toEqual([
      ['order.release', support.id, { status: 4 }, { status: 2, note: 'Confirmed by the customer on a call: She wants it by Friday.' }],
    ]);
    expect(await queueOf([o.id])).toEqual([]);
  });

  test('cancelled at the customer\'s request: cancelled with the reason, off the list, and its stock comes back', async () => {
    const o = await heldCod();
    const [before] = await (await getDb()).select().from(sizeStock).where(eq(sizeStock.sizeId, o.product.sizeId));
    expect([before!.onHand, before!.reserved]).toEqual([10, 1]);
    const r = await record(support, o.id, { outcome: 'cancelled', note: 'Ordered the wrong size.' });
    expect([r.status, r.body.message, r.body.data.status]).toEqual([200, "Order cancelled at the customer's request.", 5]);
    expect(await statusOf(o.id)).toBe(5);
    const [after] = await (await getDb()).select().from(sizeStock).where(eq(sizeStock.sizeId, o.product.sizeId));
    expect([after!.onHand, after!.reserved]).toEqual([10, 0]);
    expect((await eventsOf(o.id)).at(-1)).toMatchObject({ kind: 'cancel', actorId: support.id, note: 'The customer asked to cancel on a call: Ordered the wrong size.' });
    expect((await auditOf(o.id)).map((a) => [a.action, a.after])).toEqual([['order.cancel', { status: 5, reason: 'The customer asked to cancel on a call: Ordered the wrong size.' }]]);
    expect(await queueOf([o.id])).toEqual([]);
  });

  test('no answer, call again in 2 hours: the order stays On Hold, due 2 hours later, and moves after one due sooner', async () => {
    const a = await heldCod('Anitha Rao');
    const b = await heldCod('Bala Murugan');
    const c = await heldCod('Chitra Devi');
    expect((await queueOf([a.id, b.id, c.id])).map((e) => e.customerName)).toEqual(['Anitha Rao', 'Bala Murugan', 'Chitra Devi']);

    const asked = Date.now();
    const r = await record(support, a.id, { outcome: 'noAnswer', hours: 2, note: 'Rang out twice.' });
    expect([r.status, r.body.message, r.body.data.status]).toEqual([200, 'No answer recorded.', 4]);
    const due = Date.parse(r.body.data.dueAt as string);
    expect(Math.round((due - asked) / 60_000)).toBe(120);
    expect(await statusOf(a.id)).toBe(4);
    // Never called come first, oldest first; then the called one.
    expect((await queueOf([a.id, b.id, c.id])).map((e) => e.customerName)).toEqual(['Bala Murugan', 'Chitra Devi', 'Anitha Rao']);

    await record(support, b.id, { outcome: 'noAnswer', hours: '1' });
    const queue = await queueOf([a.id, b.id, c.id]);
    expect(queue.map((e) => e.customerName)).toEqual(['Chitra Devi', 'Bala Murugan', 'Anitha Rao']);
    expect(queue.map((e) => [e.attempts, e.lastCall?.outcome ?? null, e.lastCall?.note ?? null])).toEqual([
      [0, null, null],
      [1, 'noAnswer', null],
      [1, 'noAnswer', 'Rang out twice.'],
    ]);
    expect(queue[2]!.dueAt!.getTime()).toBe(due);

    const event = (await eventsOf(a.id)).at(-1)!;
    expect([event.kind, event.actorId, event.note, event.data]).toEqual(['callNoAnswer', support.id, 'Rang out twice.', { dueAt: new Date(due).toISOString(), hours: 2 }]);
    expect((await auditOf(a.id)).map((x) => [x.action, x.staffId, x.after])).toEqual([
      ['order.callNoAnswer', support.id, { dueAt: new Date(due).toISOString(), hours: 2, note: 'Rang out twice.' }],
    ]);
  });

  test('wrong number: the attempt is recorded and the order stays on the list, flagged, after the ones to call', async () => {
    const w = await heldCod('Wrong Number');
    const n = await heldCod('Next Caller');
    const r = await record(support, w.id, { outcome: 'wrongNumber', note: 'A bakery answered.' });
    expect([r.status, r.body.message, r.body.data]).toEqual([200, 'Wrong number recorded: the order stays on the list for a decision.', { outcome: 'wrongNumber', status: 4, dueAt: null }]);
    expect(await statusOf(w.id)).toBe(4);
    const queue = await queueOf([w.id, n.id]);
    expect(queue.map((e) => [e.customerName, e.lastCall?.outcome ?? null, e.attempts])).toEqual([
      ['Next Caller', null, 0],
      ['Wrong Number', 'wrongNumber', 1],
    ]);
    expect((await eventsOf(w.id)).at(-1)).toMatchObject({ kind: 'callWrongNumber', actorId: support.id, note: 'A bakery answered.', data: {} });
    expect((await auditOf(w.id)).map((x) => [x.action, x.after])).toEqual([['order.callWrongNumber', { note: 'A bakery answered.' }]]);
    // Someone decides: a later call confirms it.
    expect((await record(packer, w.id, { outcome: 'confirmed' })).status).toBe(200);
    expect(await statusOf(w.id)).toBe(2);
  });
});

describe('refusals', () => {
  test('an order that is not an unconfirmed COD order: 409 in plain words, nothing written', async () => {
    const confirmed = await heldCod();
    expect((await record(support, confirmed.id, { outcome: 'confirmed' })).status).toBe(200);
    const waiting = await insertOrder({ paymentMethod: 1, paymentStatus: 2, status: 1 });
    const online = await insertOrder({ paymentMethod: 2, paymentStatus: 1, status: 2 });
    const cases: [string, string][] = [
      [confirmed.id, `Order #${confirmed.number} is not waiting for a confirmation call: it is Confirmed.`],
      [waiting, `Order #${waiting.slice(-5)} is not waiting for a confirmation call: it is Waiting For Confirmation.`],
      [online, `Order #${online.slice(-5)} is paid online, so there is no cash-on-delivery confirmation to call about.`],
    ];
    for (const [id, message] of cases) {
      const events = (await eventsOf(id)).length;
      for (const body of [{ outcome: 'noAnswer', hours: 2 }, { outcome: 'cancelled', note: 'Does not want it.' }]) {
        const r = await record(support, id, body);
        expect([r.status, r.body.message]).toEqual([409, message]);
      }
      expect((await eventsOf(id)).length).toBe(events);
    }
    expect(await statusOf(confirmed.id)).toBe(2);
  });

  test('call again outside 1 to 48 hours: 400 naming the field by its label', async () => {
    const o = await heldCod();
    for (const hours of [0, 49, 2.5, 'soon']) {
      const r = await record(support, o.id, { outcome: 'noAnswer', hours });
      expect([r.status, r.body.message, r.body.errors]).toEqual([
        400,
        'Call again in (hours) must be a whole number from 1 to 48',
        [{ path: 'hours', message: 'Call again in (hours) must be a whole number from 1 to 48' }],
      ]);
    }
    const missing = await record(support, o.id, { outcome: 'noAnswer' });
    expect([missing.status, missing.body.message]).toEqual([400, 'Call again in (hours) is required when nobody answered']);
    const noReason = await record(support, o.id, { outcome: 'cancelled' });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Note must say why the customer cancelled (at least 3 characters)']);
    const unknown = await record(support, o.id, { outcome: 'maybe' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'What the customer said must be one of: confirmed, cancelled, no answer, wrong number']);
    expect((await eventsOf(o.id)).map((e) => e.kind)).toEqual(['placed', 'hold']);
  });
});
