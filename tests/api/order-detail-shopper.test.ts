import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { orderEvents } from '../../src/server/platform/db/schema';
import { addOrderNote, deliverOrder, runSimpleAction, shipOrder } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

const ctx: StaffActionContext = {
  staff: { id: 'staff-9', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' },
  audit: async () => {},
};

async function placeCod() {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const product = await newProduct({ pricePaise: 49_900 });
  const r = await post('/api/web/order/create', orderPayload([item(product)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }, 1), { token: shopper.token });
  expect(r.status).toBe(200);
  return { shopper, orderId: r.body.data.orderId as string };
}

/** Moves one of the order's events to a fixed time so the expected delivery days are literal. */
async function setEventTime(orderId: string, kind: string, at: string) {
  const db = await getDb();
  await db.update(orderEvents).set({ createdAt: new Date(at) }).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));
}

describe("the shopper's view of an order's life", () => {
  test('the detail shows the timeline in plain words, the tracking link and the delivery window; no staff note or internal data', async () => {
    const { shopper, orderId } = await placeCod();
    const before = await get(`/api/web/order/detail?orderId=${orderId}`, { token: shopper.token });
    expect(before.status).toBe(200);
    expect(before.body.data.timeline.map((e: { label: string }) => e.label)).toEqual(['Order placed']);
    expect(before.body.data.order.shipment).toBeNull();

    await runSimpleAction(ctx, orderId, 'confirm');
    await setEventTime(orderId, 'confirm', '2026-11-20T20:00:00Z');
    await addOrderNote(ctx, orderId, 'Customer is rude on the phone');
    await shipOrder(ctx, orderId, { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' });
    const shipped = await get(`/api/web/order/detail?orderId=${orderId}`, { token: shopper.token });
    expect(shipped.status).toBe(200);
    const data = shipped.body.data;
    expect(data.order.status).toBe(6);
    expect(data.timeline.map((e: { label: string }) => e.label)).toEqual(['Order placed', 'Order confirmed', 'Shipped']);
    expect(data.order.shipment).toMatchObject({ courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678', deliveredAt: null });
    // Confirmed at 01:30 on 21 Nov India time: expected 24 to 28 Nov.
    expect(data.order.expectedDelivery).toEqual({ from: '2026-11-24', to: '2026-11-28' });
    expect(shipped.text).not.toContain('rude');
    expect(shipped.text).not.toContain('staff-9');
    expect(shipped.text).not.toContain('Selvi');

    await deliverOrder(ctx, orderId);
    await runSimpleAction(ctx, orderId, 'codCollected');
    const history = await get('/api/web/order/history', { token: shopper.token });
    const [card] = history.body.data;
    expect(card).toMatchObject({ status: 7, paymentStatus: 1, expectedDelivery: null });
    expect(card.shipment.trackingUrl).toBe('https://www.delhivery.com/track/package/DLV12345678');
    const done = await get(`/api/web/order/detail?orderId=${orderId}`, { token: shopper.token });
    expect(done.body.data.timeline.map((e: { label: string }) => e.label)).toEqual(['Order placed', 'Order confirmed', 'Shipped', 'Delivered', 'Cash on delivery paid']);
  });

  test("someone else's order, a missing one and a signed-out request are refused", async () => {
    const { orderId } = await placeCod();
    const stranger = await newCustomer('Someone Else');
    const foreign = await get(`/api/web/order/detail?orderId=${orderId}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: 404, message: 'No such order on your account.', data: null });
    const missing = await get('/api/web/order/detail?orderId=ffffffffffffffffffffffff', { token: stranger.token });
    expect(missing.status).toBe(404);
    expect((await get(`/api/web/order/detail?orderId=${orderId}`)).status).toBe(401);
    const bad = await get('/api/web/order/detail?orderId=nope', { token: stranger.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('orderId');
  });
});
