import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

async function orderRows(customerId: string) {
  return query<{ total: number }>(await getDb(), sql`select total_paise as total from orders where customer_id = ${customerId}`);
}

const MESSAGE = 'This Idempotency-Key was already used for a different order. Send a new key to place a new order.';

describe('an Idempotency-Key belongs to one body', () => {
  test('the same key with a different body is a 422 and leaves the first order as it was', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 29_900 });
    const headers = { 'Idempotency-Key': 'checkout-9a8b7c6d' };
    const one = orderPayload([item(p, 1)], addressId, { subtotal: 299, shippingCharge: 99, total: 398 });
    const two = orderPayload([item(p, 2)], addressId, { subtotal: 598, shippingCharge: 99, total: 697 });
    const first = await post('/api/web/order/create', one, { token: shopper.token, headers });
    expect(first.status).toBe(200);
    const changed = await post('/api/web/order/create', two, { token: shopper.token, headers });
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ status: 422, message: MESSAGE, data: null });
    const online = await post('/api/web/order/create', orderPayload([item(p, 1)], addressId, { subtotal: 299, shippingCharge: 39, total: 338 }, 2), {
      token: shopper.token,
      headers,
    });
    expect(online.status).toBe(422);
    // The very same body again is a repeat: the first order, not a new one. Display fields do not count.
    const again = await post('/api/web/order/create', { ...one, orderItems: [{ ...item(p, 1), productName: 'shown name' }] }, { token: shopper.token, headers });
    expect(again.status).toBe(200);
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
    expect(await orderRows(shopper.id)).toEqual([{ total: 39_800 }]);
  });

  test('two different bodies racing with one key: one order, and every other answer is that order or a 422', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 29_900 });
    const headers = { 'Idempotency-Key': 'race-1f2e3d4c' };
    const bodies = [
      orderPayload([item(p, 1)], addressId, { subtotal: 299, shippingCharge: 99, total: 398 }),
      orderPayload([item(p, 3)], addressId, { subtotal: 897, shippingCharge: 99, total: 996 }),
    ];
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => post('/api/web/order/create', bodies[i % 2], { token: shopper.token, headers })));
    const rows = await orderRows(shopper.id);
    expect(rows).toHaveLength(1);
    const winner = rows[0]!.total === 39_800 ? 0 : 1;
    answers.forEach((r, i) => expect(r.status).toBe(i % 2 === winner ? 200 : 422));
    expect(new Set(answers.filter((r) => r.status === 200).map((r) => r.body.data.orderId)).size).toBe(1);
  });
});
