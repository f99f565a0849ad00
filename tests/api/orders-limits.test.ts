import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';

useTestDatabase();

async function countOrders(customerId: string): Promise<number> {
  const rows = await query<{ n: number }>(await getDb(), sql`select count(*)::int as n from orders where customer_id = ${customerId}`);
  return rows[0]!.n;
}

// ₹299 plus ₹99 COD shipping, or ₹39 for an online payment (first tier).
const cod = (p: TestProduct, addressId: string) => orderPayload([item(p)], addressId, { subtotal: 299, shippingCharge: 99, total: 398 }, 1);
const online = (p: TestProduct, addressId: string) => orderPayload([item(p)], addressId, { subtotal: 299, shippingCharge: 39, total: 338 }, 2);

describe('order flooding', () => {
  test('60 cash-on-delivery orders at once from one account: 5 are placed, the rest are 429 with a plain message', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 29_900 });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post('/api/web/order/create', cod(p, addressId), { token: shopper.token, headers: { 'Idempotency-Key': `flood-cod-${i}-a1b2` } }),
      ),
    );
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(55);
    expect(await countOrders(shopper.id)).toBe(5);

    const sixth = await post('/api/web/order/create', cod(p, addressId), { token: shopper.token });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'You already have 5 cash on delivery orders waiting for confirmation. Please wait until we confirm them, or pay online for this order.',
    );
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    // Paying online is still open to them, and other shoppers are not affected at all.
    expect((await post('/api/web/order/create', online(p, addressId), { token: shopper.token })).status).toBe(200);
    const other = await newCustomer();
    const otherAddress = await newAddress(other.token);
    expect((await post('/api/web/order/create', cod(p, otherAddress), { token: other.token })).status).toBe(200);
  });

  test('the 11th order within 10 minutes is a 429 saying when to try again; a repeat of an earlier order still answers', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 29_900 });
    for (let i = 0; i < 10; i++) {
      const r = await post('/api/web/order/create', online(p, addressId), { token: shopper.token, headers: { 'Idempotency-Key': `rate-${i}-c3d4e5` } });
      expect(r.status).toBe(200);
    }
    const eleventh = await post('/api/web/order/create', online(p, addressId), { token: shopper.token, headers: { 'Idempotency-Key': 'rate-10-c3d4e5' } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/^You have placed 10 orders in the last few minutes\. Please try again in (9|10) minutes\.$/);
    const seconds = Number(eleventh.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(500);
    expect(seconds).toBeLessThanOrEqual(600);
    // A double click on an order already placed is not a new order: it still gets its answer.
    const repeat = await post('/api/web/order/create', online(p, addressId), { token: shopper.token, headers: { 'Idempotency-Key': 'rate-3-c3d4e5' } });
    expect(repeat.status).toBe(200);
    expect(await countOrders(shopper.id)).toBe(10);
    const history = await get('/api/web/order/history', { token: shopper.token });
    expect(history.body.data).toHaveLength(10);
  });
});
