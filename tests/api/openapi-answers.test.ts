import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { useTestDatabase } from '../support/db';
import { get, patch, post, type ApiResponse } from '../support/api';
import { declared } from '../support/route-modules';
import { signUp } from '../fixtures/accounts';
import { item, newAddress, newProduct, orderPayload } from '../fixtures/checkout-data';
import type { Operation } from '../../src/server/openapi/operation';

useTestDatabase();

/**
 * Real answers against the `data` schema their route file declares: a field the server adds,
 * drops or retypes fails here, so the OpenAPI document cannot drift from what clients receive.
 */
function issuesOf(schema: z.ZodType, data: unknown): string[] {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

function expectDeclared(operation: `${Operation['method']} ${string}`, r: ApiResponse) {
  const [method, path] = operation.split(' ') as [Operation['method'], string];
  const { response } = declared(method, path);
  expect(r.status, r.text.slice(0, 300)).toBe(200);
  if ('redirect' in response) throw new Error(`${operation} answers a redirect, not JSON`);
  expect(issuesOf(response, r.body.data), operation).toEqual([]);
}

describe('answers match the response schemas in the OpenAPI document', () => {
  test('catalog', async () => {
    const list = await get('/api/web/product/list');
    expectDeclared('GET /api/web/product/list', list);
    const first = list.body.data[0];
    expectDeclared('GET /api/web/product/slug/{slug}', await get(`/api/web/product/slug/${first.slug}`));
    expectDeclared('GET /api/web/product/detail/{id}', await get(`/api/web/product/detail/${first._id}`));
    expectDeclared('GET /api/web/product/search', await get('/api/web/product/search?q=leg'));
    expectDeclared('GET /api/web/product/category/{slug}', await get('/api/web/product/category/leggings'));
    expectDeclared('GET /api/web/category/list', await get('/api/web/category/list'));
    expectDeclared('GET /api/web/subcategory/list', await get('/api/web/subcategory/list?slug=leggings'));
    expectDeclared('GET /api/web/category/header/menu', await get('/api/web/category/header/menu'));
    expectDeclared('GET /api/web/category/collections', await get('/api/web/category/collections'));
    expectDeclared('POST /api/web/order/shipping-cost', await post('/api/web/order/shipping-cost', { weight: 600 }));
  });

  test('customer, addresses, cart and orders', async () => {
    const shopper = await signUp();
    const token = shopper.token;
    expectDeclared('POST /api/web/customer/login', await post('/api/web/customer/login', { mobileNumber: shopper.mobileNumber }));
    expectDeclared('GET /api/web/customer/profile', await get('/api/web/customer/profile', { token }));
    expectDeclared('GET /api/web/address/states', await get('/api/web/address/states?country=India'));
    const addressId = await newAddress(token);
    expectDeclared('GET /api/web/address/get', await get('/api/web/address/get', { token }));
    expectDeclared('PATCH /api/web/address/current-address/{id}', await patch(`/api/web/address/current-address/${addressId}`, {}, { token }));

    const p = await newProduct({ pricePaise: 49_900, sizeOffers: [{ quantity: 2, offerPricePaise: 89_900 }] });
    const seeded = (await get('/api/web/product/list')).body.data[0];
    const colour = (await get(`/api/web/product/detail/${seeded._id}`)).body.data.colorVariants[0];
    const line = { customId: 'line-1', productId: seeded._id, colorId: colour._id, sizeId: colour.sizes[0]._id, quantity: 2, price: 1 };
    const gone = { ...line, customId: 'line-2', sizeId: 'f'.repeat(24) };
    expectDeclared('POST /api/web/cart/quote', await post('/api/web/cart/quote', { items: [line, gone] }));

    const cod = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }), { token });
    expectDeclared('POST /api/web/order/create', cod);
    const online = await post('/api/web/order/create', orderPayload([item(p, 2)], addressId, { subtotal: 899, shippingCharge: 39, total: 938 }, 2), { token });
    expectDeclared('POST /api/web/order/create', online);
    expectDeclared('GET /api/web/order/history', await get('/api/web/order/history', { token }));
    expectDeclared('GET /api/web/order/payment/status', await get(`/api/web/order/payment/status?orderId=${online.body.data.orderId}`, { token }));
    expectDeclared('POST /api/web/order/retry-payment', await post('/api/web/order/retry-payment', { orderId: online.body.data.orderId }, { token }));
    expectDeclared('POST /api/web/customer/logout', await post('/api/web/customer/logout', undefined, { token }));
  });

  test('a 409 for changed prices carries the figures its definition declares', async () => {
    const shopper = await signUp();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 49_900 });
    const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 399, shippingCharge: 99, total: 498 }), {
      token: shopper.token,
    });
    expect(r.status).toBe(409);
    expect(r.body.data).toEqual({ subtotal: 499, shippingCharge: 99, codFee: 0, total: 598, totalWeight: 200 });
    const conflict = declared('POST', '/api/web/order/create').errors?.find((e) => typeof e === 'object' && e.status === 409);
    if (typeof conflict !== 'object') throw new Error('order/create declares no data for its 409');
    expect(issuesOf(conflict.data, r.body.data)).toEqual([]);
  });
});
