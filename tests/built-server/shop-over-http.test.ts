import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import type { ProductDetail, ProductSummary } from '../../src/lib/catalog-types';
import { AN_ID } from '../support/ids';

/**
 * The API as deployed: the built server over real HTTP with the demo catalog, from browsing to
 * an order. Figures are the demo's Ankle Length Cotton Leggings: size S ₹449, 180 g, 'Buy 2 @
 * ₹799', 'Buy 3 @ ₹1,099'.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; headers: Headers; body: any };

async function call(method: 'GET' | 'POST', path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

async function ankleLeggings(): Promise<{ productId: string; colorId: string; sizeId: string }> {
  const r = await call('GET', '/api/web/product/slug/ankle-length-cotton-leggings');
  expect(r.status).toBe(200);
  const product = r.body.data as ProductDetail;
  const black = product.colorVariants.find((c) => c.name === 'Black')!;
  const s = black.sizes.find((z) => z.name === 'S')!;
  return { productId: product._id, colorId: black._id, sizeId: s._id };
}

async function signUp(name: string): Promise<string> {
  const mobileNumber = `9${String(Date.now()).slice(-9)}`;
  const reg = await call('POST', '/api/web/customer/register', { body: { name, emailId: '', mobileNumber } });
  expect(reg.status).toBe(200);
  const sms = await call('GET', `/api/dev/sms?to=${mobileNumber}`);
  const otp = /\b(\d{4})\b/.exec(sms.body.data[0].text)![1];
  const verify = await call('POST', '/api/web/customer/otp-verify', { body: { mobileNumber, otp, session_id: reg.body.data.session_id } });
  expect(verify.status).toBe(200);
  return verify.body.data.token as string;
}

describe('the built server over HTTP', () => {
  test('the catalog answers compressed, in the envelope, with the demo prices', async () => {
    const r = await fetch(`${server.url}/api/web/product/list`, { headers: { 'accept-encoding': 'gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('gzip');
    const body = (await r.json()) as { status: number; data: ProductSummary[] };
    expect(body.status).toBe(200);
    expect(body.data.find((p) => p.slug === 'ankle-length-cotton-leggings')).toMatchObject({ name: 'Ankle Length Cotton Leggings', price: 449, strikedPrice: 599, averageRating: 4.8, reviewCount: 6 });
    const search = await call('GET', '/api/web/product/search?q=leg');
    expect(search.body.data[0].name).toBe('Ankle Length Cotton Leggings');
  });

  test('missing things and bad input answer in the envelope with honest statuses', async () => {
    const missing = await call('GET', '/api/web/product/slug/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, message: 'No product has the slug "no-such-product". It may have been removed; try searching the shop.' });
    const bad = await call('GET', '/api/web/product/search?q=leg&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('limit');
  });

  test('four leggings cost ₹1,465.33 in a cart quote (the Buy 3 unit price)', async () => {
    const { productId, colorId, sizeId } = await ankleLeggings();
    const r = await call('POST', '/api/web/cart/quote', { body: { items: [{ customId: 'a', productId, colorId, sizeId, quantity: 4, price: 449 }] } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ subtotal: 1465.33, totalItems: 4 });
  });

  test('a shopper signs in with the SMS code and places a cash-on-delivery order', async () => {
    const token = await signUp('Anitha Kumar');
    const address = await call('POST', '/api/web/address/create', {
      token,
      body: { contactPerson: 'Anitha Kumar', doorNo: '7', address: 'Nehru Street, T. Nagar', pincode: '600017', city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', country: 'India' },
    });
    expect(address.status).toBe(200);
    const { productId, colorId } = await ankleLeggings();
    // 4 × 180 g = 720 g ships cash on delivery for ₹99: ₹1,465.33 + ₹99 = ₹1,564.33.
    const order = await call('POST', '/api/web/order/create', {
      token,
      headers: { 'idempotency-key': `built-${Date.now()}` },
      body: {
        orderItems: [{ productId, selectedColor: colorId, selectedSize: 'S', quantity: 4 }],
        addressId: address.body.data._id,
        paymentMethod: 1,
        totalWeight: 0,
        subtotal: 1465.33,
        shippingCharge: 99,
        total: 1564.33,
      },
    });
    expect(order.status).toBe(200);
    expect(order.body.data).toEqual({ orderId: expect.stringMatching(AN_ID), paymentRedirectUrl: null });
    const history = await call('GET', '/api/web/order/history', { token });
    expect(history.body.data[0]).toMatchObject({ _id: order.body.data.orderId, subtotal: 1465.33, shippingCharge: 99, total: 1564.33, totalWeight: 720, paymentMethod: 1 });
  });
});
