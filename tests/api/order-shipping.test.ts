import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

/** Spec section 9: weight in grams → [online, COD] rates in rupees. */
const BOUNDARIES: [number, number, number][] = [
  [999, 39, 99],
  [1000, 59, 119],
  [1499, 59, 119],
  [1500, 79, 139],
  [1999, 79, 139],
  [2000, 99, 159],
  [2499, 99, 159],
  [2500, 119, 179],
  [2999, 119, 179],
  [3000, 149, 220],
  [10000, 149, 220],
];

describe('shipping charged by order/create', () => {
  test.each(BOUNDARIES)('%i g: online ₹%i, cash on delivery ₹%i', async (grams, online, cod) => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 10_000, weightGrams: grams });
    for (const [method, rate] of [
      [1, cod],
      [2, online],
    ] as const) {
      // A zero total is always wrong, so the 409 tells us the server's figures without placing anything.
      const probe = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 100, shippingCharge: 0, total: 0 }, method), {
        token: shopper.token,
      });
      expect(probe.status).toBe(409);
      expect(probe.body.data).toEqual({ subtotal: 100, shippingCharge: rate, total: 100 + rate, totalWeight: grams, codFee: 0 });
      const placed = await post(
        '/api/web/order/create',
        orderPayload([item(p)], addressId, { subtotal: 100, shippingCharge: rate, total: 100 + rate }, method),
        { token: shopper.token },
      );
      expect(placed.status).toBe(200);
    }
  });

  test('the weight is summed over quantities before the tier is chosen', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 10_000, weightGrams: 500 });
    const probe = await post('/api/web/order/create', orderPayload([item(p, 2)], addressId, { subtotal: 0, shippingCharge: 0, total: 0 }, 1), {
      token: shopper.token,
    });
    expect(probe.body.data).toMatchObject({ totalWeight: 1000, shippingCharge: 119 });
  });

  test('a cart heavier than the last tier (10001 g) cannot be placed and says why', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 10_000, weightGrams: 10_001 });
    const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 100, shippingCharge: 220, total: 320 }, 1), {
      token: shopper.token,
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(
      'This order weighs 10.001 kg, more than the 10 kg we can ship in one parcel. Remove some items or split them into two orders.',
    );
  });
});
