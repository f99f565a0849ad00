import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { addLine } from '../../src/lib/cart-actions';
import { EMPTY_CART, type NewCartLine } from '../../src/lib/cart-schema';
import { buildOrderInput } from '../../src/components/checkout/order-input';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { AN_ID } from '../support/ids';

useTestDatabase();

async function countOrders(customerId: string): Promise<number> {
  const rows = await query<{ n: number }>(await getDb(), sql`select count(*)::int as n from orders where customer_id = ${customerId}`);
  return rows[0]!.n;
}

describe('order/create', () => {
  test('prices from the database with the offer rule per product and places a COD order', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const offer = await newProduct({ pricePaise: 39_900, sizeOffers: [{ quantity: 2, offerPricePaise: 69_900 }] });
    const plain = await newProduct({ pricePaise: 49_900 });
    // Two lines of the offer product combine into one 'Buy 2 @ ₹699'; 3 × 200 g is the first tier.
    const items = [item(offer), item(plain), item(offer)];
    const r = await post('/api/web/order/create', orderPayload(items, addressId, { subtotal: 1198, shippingCharge: 99, total: 1297 }), {
      token: shopper.token,
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.body.data).toEqual({ orderId: expect.stringMatching(AN_ID), paymentRedirectUrl: null });

    const history = await get('/api/web/order/history', { token: shopper.token });
    expect(history.status).toBe(200);
    const [order] = history.body.data;
    expect(order).toMatchObject({
      _id: r.body.data.orderId,
      status: 1,
      paymentMethod: 1,
      paymentStatus: 2,
      subtotal: 1198,
      shippingCharge: 99,
      total: 1297,
      totalWeight: 600,
      customer: { name: 'Kavya Iyer', mobileNumber: shopper.mobileNumber },
    });
    expect(order.orderItems).toHaveLength(3);
    expect(order.orderItems.map((i: { subTotal: number }) => i.subTotal)).toEqual([349.5, 499, 349.5]);
    expect(order.orderItems[1]).toMatchObject({
      productId: plain.productId,
      productName: plain.name,
      price: 499,
      selectedSize: 'M',
      selectedColor: plain.variantId,
      colorName: 'Black',
      quantity: 1,
      weight: 200,
      categoryName: 'Leggings',
    });
  });

  test('uses the product default offers when the size has none', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 50_000, defaultOffers: [{ quantity: 3, offerPricePaise: 120_000 }] });
    // 4 units: 'Buy 3 @ ₹1200' gives ₹400 a unit, so ₹1600; 800 g is the first tier (online ₹39).
    const r = await post('/api/web/order/create', orderPayload([item(p, 4)], addressId, { subtotal: 1600, shippingCharge: 39, total: 1639 }, 2), {
      token: shopper.token,
    });
    expect(r.status).toBe(200);
  });

  test('each order line keeps the id of the size bought beside its name', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 45_000 });
    const r = await post('/api/web/order/create', orderPayload([item(p, 2)], addressId, { subtotal: 900, shippingCharge: 99, total: 999 }), {
      token: shopper.token,
    });
    expect(r.status).toBe(200);
    const rows = await query<{ size_id: string | null; size_name: string }>(
      await getDb(),
      sql`select size_id, size_name from order_items where order_id = ${r.body.data.orderId}`,
    );
    expect(rows).toEqual([{ size_id: p.sizeId, size_name: 'M' }]);
    const history = await get('/api/web/order/history', { token: shopper.token });
    expect(history.body.data[0].orderItems[0]).toMatchObject({ selectedSize: 'M', sizeId: p.sizeId });
  });

  test('a lowered price or total answers 409 with the current figures and creates nothing', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 49_900 });
    const right = { subtotal: 499, shippingCharge: 99, total: 598 };
    for (const wrong of [
      { ...right, subtotal: 399, total: 498 },
      { ...right, total: 1 },
      { ...right, shippingCharge: 0, total: 499 },
    ]) {
      const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, wrong), { token: shopper.token });
      expect(r.status).toBe(409);
      expect(r.body.data).toEqual({ subtotal: 499, shippingCharge: 99, codFee: 0, total: 598, totalWeight: 200 });
    }
    // Display data sent by the client is ignored: it cannot set a price.
    const sneaky = { ...item(p), price: 1, subTotal: 1 };
    const r = await post('/api/web/order/create', orderPayload([sneaky], addressId, { subtotal: 0.01, shippingCharge: 99, total: 99.01 }), {
      token: shopper.token,
    });
    expect(r.status).toBe(409);
    expect(await countOrders(shopper.id)).toBe(0);
  });

  test('refuses unknown items, foreign addresses and bad payloads', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const aAddress = await newAddress(a.token);
    const p = await newProduct({ pricePaise: 10_000 });
    const figures = { subtotal: 100, shippingCharge: 99, total: 199 };
    const foreign = await post('/api/web/order/create', orderPayload([item(p)], aAddress, figures), { token: b.token });
    expect(foreign.status).toBe(404);
    const other = await newProduct({ pricePaise: 10_000 });
    const mixed = await post('/api/web/order/create', orderPayload([{ ...item(p), selectedColor: other.variantId }], aAddress, figures), {
      token: a.token,
    });
    expect(mixed.status).toBe(409);
    expect(mixed.body.data).toEqual({ unavailable: [0] });
    const badMethod = await post('/api/web/order/create', { ...orderPayload([item(p)], aAddress, figures), paymentMethod: 3 }, { token: a.token });
    expect(badMethod.status).toBe(400);
    const empty = await post('/api/web/order/create', orderPayload([], aAddress, figures), { token: a.token });
    expect(empty.status).toBe(400);
    expect((await post('/api/web/order/create', orderPayload([item(p)], aAddress, figures))).status).toBe(401);
    expect(await countOrders(a.id)).toBe(0);
  });

  test('the same Idempotency-Key sent 20 times at once makes one order', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 29_900 });
    const body = orderPayload([item(p, 2)], addressId, { subtotal: 598, shippingCharge: 99, total: 697 });
    const headers = { 'Idempotency-Key': 'checkout-5f2b8c1e-double-click' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/web/order/create', body, { token: shopper.token, headers })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body.data.orderId)).size).toBe(1);
    expect(await countOrders(shopper.id)).toBe(1);
    // Another customer may use the same key for their own order.
    const other = await newCustomer();
    const otherAddress = await newAddress(other.token);
    const theirs = await post('/api/web/order/create', orderPayload([item(p, 2)], otherAddress, { subtotal: 598, shippingCharge: 99, total: 697 }), {
      token: other.token,
      headers,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.orderId).not.toBe(answers[0]!.body.data.orderId);
  });

  test('the same Idempotency-Key 20 times at once for an online order makes one order and one payment attempt', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 29_900 });
    const body = orderPayload([item(p)], addressId, { subtotal: 299, shippingCharge: 39, total: 338 }, 2);
    const headers = { 'Idempotency-Key': 'online-7d1e4f0a' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/web/order/create', body, { token: shopper.token, headers })));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.body.data.orderId)).size).toBe(1);
    expect(new Set(answers.map((r) => r.body.data.paymentRedirectUrl)).size).toBe(1);
    const rows = await query<{ n: number }>(await getDb(), sql`select count(*)::int as n from payments where order_id = ${answers[0]!.body.data.orderId}`);
    expect(rows[0]!.n).toBe(1);
  });

  test('whatever the cart holds after merging, order/create accepts: 60 and 60 more of one size order as 99', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 10_000, weightGrams: 50 });
    const cartLine: NewCartLine = {
      _id: p.productId,
      name: p.name,
      slug: 'cotton-leggings',
      price: 100,
      image: '/x.svg',
      weight: { unit: 'g', value: 50 },
      color: 'Black',
      size: p.sizeName,
      quantity: 60,
      selectedSize: { _id: 's1', name: p.sizeName, price: 100, offers: [] },
      selectedColor: { _id: p.variantId, name: 'Black' },
    };
    const cart = addLine(addLine(EMPTY_CART, cartLine), cartLine);
    const input = buildOrderInput(cart.items, { subtotal: 9900, shippingCharge: 220, weight: 4950, method: 1, addressId });
    const r = await post('/api/web/order/create', input, { token: shopper.token });
    expect(r.status, r.text).toBe(200);
    const history = await get('/api/web/order/history', { token: shopper.token });
    expect(history.body.data[0]).toMatchObject({ subtotal: 9900, shippingCharge: 220, total: 10120 });
    expect(history.body.data[0].orderItems.map((i: { quantity: number }) => i.quantity)).toEqual([99]);
  });

  test('a malformed Idempotency-Key is a 400', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 10_000 });
    const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 100, shippingCharge: 99, total: 199 }), {
      token: shopper.token,
      headers: { 'Idempotency-Key': 'x' },
    });
    expect(r.status).toBe(400);
  });
});

describe('order/history and payment status', () => {
  test("list only the caller's orders, newest first; another customer's order is a 404", async () => {
    const a = await newCustomer('Anu');
    const b = await newCustomer('Bala');
    const addressId = await newAddress(a.token);
    const p = await newProduct({ pricePaise: 10_000 });
    const figures = { subtotal: 100, shippingCharge: 99, total: 199 };
    const first = await post('/api/web/order/create', orderPayload([item(p)], addressId, figures), { token: a.token });
    const second = await post('/api/web/order/create', orderPayload([item(p)], addressId, figures), { token: a.token });
    const mine = await get('/api/web/order/history', { token: a.token });
    expect(mine.body.data.map((o: { _id: string }) => o._id)).toEqual([second.body.data.orderId, first.body.data.orderId]);
    expect((await get('/api/web/order/history', { token: b.token })).body.data).toEqual([]);
    expect((await get('/api/web/order/history')).status).toBe(401);

    const own = await get(`/api/web/order/payment/status?orderId=${first.body.data.orderId}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.body.data).toMatchObject({ orderId: first.body.data.orderId, status: 'Pending', referenceId: '' });
    expect(own.body.data.order).toMatchObject({ paymentMethod: 1, paymentStatus: 2, total: 199 });
    const theirs = await get(`/api/web/order/payment/status?orderId=${first.body.data.orderId}`, { token: b.token });
    expect(theirs.status).toBe(404);
    expect((await get('/api/web/order/payment/status?orderId=nope', { token: a.token })).status).toBe(400);
  });
});
