import { describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { orderEvents, orders } from '../../src/server/platform/db/schema';
import { DomainError } from '../../src/server/platform/errors';
import { moveOrder, tryMoveOrder, recordOrderEvent } from '../../src/server/orders/transitions';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

const staff = { kind: 'staff', id: 'staff-1' } as const;

async function placeOrder(paymentMethod: 1 | 2): Promise<string> {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const product = await newProduct({ pricePaise: 49_900 });
  const shipping = paymentMethod === 1 ? 99 : 39;
  const r = await post('/api/web/order/create', orderPayload([item(product)], addressId, { subtotal: 499, shippingCharge: shipping, total: 499 + shipping }, paymentMethod), {
    token: shopper.token,
  });
  expect(r.status).toBe(200);
  return r.body.data.orderId as string;
}

async function events(orderId: string) {
  const db = await getDb();
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

describe('the order transition module', () => {
  test('a placed order has a placed event; confirm then ship leave one event each with who did it', async () => {
    const orderId = await placeOrder(1);
    const db = await getDb();
    await db.transaction((tx) => moveOrder(tx, orderId, 'confirm', { actor: staff }));
    await db.transaction((tx) => moveOrder(tx, orderId, 'ship', { actor: staff, data: { awb: 'AWB123' } }));
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe(6);
    const rows = await events(orderId);
    expect(rows.map((e) => [e.kind, e.fromStatus, e.toStatus, e.actorKind])).toEqual([
      ['placed', null, null, 'customer'],
      ['confirm', 1, 2, 'staff'],
      ['ship', 2, 6, 'staff'],
    ]);
    expect(rows[2]!.data).toEqual({ awb: 'AWB123' });
  });

  test('a move the table does not allow is refused with 409 and the current status, and changes nothing', async () => {
    const orderId = await placeOrder(1);
    const db = await getDb();
    const refused = await db.transaction((tx) => moveOrder(tx, orderId, 'deliver', { actor: staff })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('conflict');
    expect((refused as DomainError).message).toBe('This order is Waiting For Confirmation, so it cannot be moved that way.');
    expect((refused as DomainError).extra.data).toEqual({ status: 1, paymentStatus: 2 });
    expect((await events(orderId)).map((e) => e.kind)).toEqual(['placed']);
  });

  test('an unpaid online order cannot be confirmed; a late or repeated message is skipped quietly', async () => {
    const orderId = await placeOrder(2);
    const db = await getDb();
    const refused = await db.transaction((tx) => moveOrder(tx, orderId, 'confirm', { actor: staff })).catch((e: unknown) => e);
    expect((refused as DomainError).message).toBe('This online order is not paid yet.');
    const first = await db.transaction((tx) => tryMoveOrder(tx, orderId, 'paymentSucceeded', { actor: { kind: 'gateway' } }));
    expect(first).toMatchObject({ from: 2, to: 1 });
    const again = await db.transaction((tx) => tryMoveOrder(tx, orderId, 'paymentSucceeded', { actor: { kind: 'gateway' } }));
    expect(again).toBeNull();
    await db.transaction((tx) => moveOrder(tx, orderId, 'confirm', { actor: staff }));
    await db.transaction((tx) => recordOrderEvent(tx, orderId, 'courierUpdate', { actor: staff, note: 'Customer asked for evening delivery' }));
    const rows = await events(orderId);
    expect(rows.map((e) => [e.kind, e.fromPaymentStatus, e.toPaymentStatus])).toEqual([
      ['placed', null, null],
      ['paymentSucceeded', 2, 1],
      ['confirm', null, null],
      ['courierUpdate', null, null],
    ]);
    expect(rows[3]!.note).toBe('Customer asked for evening delivery');
  });

  test('a cash-on-delivery order is marked collected only once it has shipped, only once, and an online one never', async () => {
    const cod = await placeOrder(1);
    const online = await placeOrder(2);
    const db = await getDb();
    const early = await db.transaction((tx) => moveOrder(tx, cod, 'codCollected', { actor: staff })).catch((e: unknown) => e);
    expect((early as DomainError).message).toBe('Cash is marked collected only once the order has shipped.');
    await db.update(orders).set({ status: 6 }).where(eq(orders.id, cod));
    await db.transaction((tx) => moveOrder(tx, cod, 'codCollected', { actor: staff }));
    const twice = await db.transaction((tx) => moveOrder(tx, cod, 'codCollected', { actor: staff })).catch((e: unknown) => e);
    expect((twice as DomainError).message).toBe("This order's payment is Paid, so it cannot be moved that way.");
    const wrong = await db.transaction((tx) => moveOrder(tx, online, 'codCollected', { actor: staff })).catch((e: unknown) => e);
    expect((wrong as DomainError).message).toBe('Only a cash-on-delivery order is marked collected.');
  });
});
