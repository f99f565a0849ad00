import { expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

/**
 * Astro's client router submits the sandbox page's form itself, as multipart/form-data (a
 * FormData body), not as the urlencoded body a plain form post sends; Pay must work either way.
 */
test("the sandbox page's Pay button works when the form arrives as multipart (the client router's way)", async () => {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const product = await newProduct({ pricePaise: 49_900 });
  const placed = await post('/api/web/order/create', orderPayload([item(product)], addressId, { subtotal: 499, shippingCharge: 39, total: 538 }, 2), { token: shopper.token });
  const orderId: string = placed.body.data.orderId;
  const attemptId = (placed.body.data.paymentRedirectUrl as string).split('/').at(-1)!;
  const boundary = '----WebKitFormBoundaryMcxN9ApPFurdRAWW';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="outcome"\r\n\r\npay\r\n--${boundary}--\r\n`;
  const r = await call('POST', `/api/web/payment/sandbox/${attemptId}`, { rawBody: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(r.status).toBe(303);
  expect(r.headers.get('location')).toBe(`/order/status/${orderId}`);
  const status = await get(`/api/web/order/payment/status?orderId=${orderId}`, { token: shopper.token });
  expect(status.body.data.status).toBe('Paid');
});
