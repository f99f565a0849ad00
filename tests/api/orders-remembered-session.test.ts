import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

/**
 * order/create names the customer of a token it found live a moment ago without reading the
 * session again (issue 33: one round trip less on every order request), and checks the session in
 * the statement it asks before the order instead. What a shopper must still see: a session ended
 * elsewhere (signed out on another instance, expired, the account deleted) is refused at once, and
 * the order carries the name and number the account has now.
 */
useTestDatabase();

/** ₹299 + ₹39 shipping for one 200 g piece, paid online (no COD cap in the way). */
const onlineOrder = (p: Awaited<ReturnType<typeof newProduct>>, addressId: string) =>
  orderPayload([item(p, 1)], addressId, { subtotal: 299, shippingCharge: 39, total: 338 }, 2);

describe('order/create and a session it remembered', () => {
  test('a session revoked in the database after an order is refused (401) on the next order, with nothing placed', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 29_900, stock: 5 });
    const first = await post('/api/web/order/create', onlineOrder(p, addressId), { token: shopper.token, headers: { 'Idempotency-Key': 'remembered-1' } });
    expect(first.status, first.text).toBe(200);
    // As another instance's sign-out would: the row changes, this instance's memory does not.
    await query(await getDb(), sql`update sessions set revoked_at = now() where customer_id = ${shopper.id}`);
    const second = await post('/api/web/order/create', onlineOrder(p, addressId), { token: shopper.token, headers: { 'Idempotency-Key': 'remembered-2' } });
    expect(second.status, second.text).toBe(401);
    const again = await post('/api/web/order/create', onlineOrder(p, addressId), { token: shopper.token });
    expect(again.status, again.text).toBe(401);
    const [orders] = await query<{ n: number }>(await getDb(), sql`select count(*)::int as n from orders where customer_id = ${shopper.id}`);
    expect(orders!.n).toBe(1);
  });

  test('an expired session is refused, and a name changed meanwhile is the one the next order carries', async () => {
    const shopper = await newCustomer('Meena Raj');
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 29_900, stock: 5 });
    const first = await post('/api/web/order/create', onlineOrder(p, addressId), { token: shopper.token, headers: { 'Idempotency-Key': 'named-order-1' } });
    expect(first.status, first.text).toBe(200);
    await query(await getDb(), sql`update customers set name = 'Meena Rajan' where id = ${shopper.id}`);
    const second = await post('/api/web/order/create', onlineOrder(p, addressId), { token: shopper.token, headers: { 'Idempotency-Key': 'named-order-2' } });
    expect(second.status, second.text).toBe(200);
    const names = await query<{ customer_name: string }>(await getDb(), sql`select customer_name from orders where customer_id = ${shopper.id} order by created_at, id`);
    expect(names.map((r) => r.customer_name).sort()).toEqual(['Meena Raj', 'Meena Rajan']);
    await query(await getDb(), sql`update sessions set expires_at = now() - interval '1 minute' where customer_id = ${shopper.id}`);
    const third = await post('/api/web/order/create', onlineOrder(p, addressId), { token: shopper.token, headers: { 'Idempotency-Key': 'named-order-3' } });
    expect(third.status, third.text).toBe(401);
  });
});
