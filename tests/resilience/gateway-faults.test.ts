import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { resetEnvForTests } from '../../src/server/platform/env';
import { forgetPhonePeTokens } from '../../src/server/payments/phonepe-token';
import { startFakePhonePe, type FakePhonePe } from '../fixtures/fake-phonepe';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

/**
 * The payment gateway and the SMS provider misbehaving (answering garbage, or never answering):
 * the shopper gets a clear message, the order is kept, and a retry once the provider is back
 * finishes it. In process, against local stand-ins; slow because real timeouts elapse.
 */
useTestDatabase();

type Mode = 'garbage' | 'hang';
let bad: Server;
let badUrl = '';
let mode: Mode = 'garbage';
let good: FakePhonePe;
const hung = new Set<import('node:http').ServerResponse>();

beforeAll(async () => {
  bad = createServer((_req, res) => {
    if (mode === 'hang') {
      hung.add(res);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token": <html>oops</html>');
  });
  await new Promise<void>((r) => bad.listen(0, '127.0.0.1', r));
  badUrl = `http://127.0.0.1:${(bad.address() as AddressInfo).port}`;
  good = await startFakePhonePe();
});

afterAll(async () => {
  for (const res of hung) res.destroy();
  bad.closeAllConnections();
  await new Promise((r) => bad.close(r));
  await good.close();
  resetEnvForTests();
  forgetPhonePeTokens();
});

function useGateway(base: string) {
  forgetPhonePeTokens();
  resetEnvForTests({
    PAYMENT_GATEWAY: 'phonepe',
    PUBLIC_SITE_URL: 'https://shop.example',
    PHONEPE_CLIENT_ID: good.clientId,
    PHONEPE_CLIENT_SECRET: good.clientSecret,
    PHONEPE_CLIENT_VERSION: good.clientVersion,
    PHONEPE_AUTH_BASE_URL: base,
    PHONEPE_PG_BASE_URL: base,
    PHONEPE_WEBHOOK_USERNAME: 'hook',
    PHONEPE_WEBHOOK_PASSWORD: 'hookPass2025',
  });
}

describe('payment gateway faults', () => {
  for (const m of ['garbage', 'hang'] as const) {
    test(`a gateway answering ${m === 'hang' ? 'nothing' : 'garbage'}: the order is kept, the shopper is told, a retry finishes it`, { timeout: 90_000 }, async () => {
      mode = m;
      useGateway(badUrl);
      const shopper = await newCustomer();
      const addressId = await newAddress(shopper.token);
      const p = await newProduct({ pricePaise: 30_000 });
      const started = Date.now();
      const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 300, shippingCharge: 39, total: 339 }, 2), { token: shopper.token });
      // Never a 5xx for the order itself: it is placed, and the shopper lands on its status page.
      expect(r.status, r.text).toBe(200);
      expect(Date.now() - started).toBeLessThan(40_000);
      const orderId: string = r.body.data.orderId;
      expect(r.body.data.paymentRedirectUrl).toBe(`/order/status/${orderId}`);
      const s = await get(`/api/web/order/payment/status?orderId=${orderId}`, { token: shopper.token });
      expect(s.status).toBeLessThan(500);
      expect(s.body.data.status).toBe('Failed');
      expect(s.body.message).toEqual(expect.any(String));

      // The gateway is back: the same order takes a new payment attempt.
      useGateway(good.url);
      const retry = await post('/api/web/order/retry-payment', { orderId }, { token: shopper.token });
      expect(retry.status, retry.text).toBe(200);
      expect(retry.body.data.paymentRedirectUrl).toMatch(/^https?:\/\//);
      const history = await get('/api/web/order/history', { token: shopper.token });
      expect(history.body.data).toHaveLength(1);
    });
  }
});

describe('SMS provider faults', () => {
  for (const m of ['garbage', 'hang'] as const) {
    test(`an SMS provider answering ${m === 'hang' ? 'nothing' : 'garbage'} is a clear 502; the shopper can ask again`, { timeout: 60_000 }, async () => {
      mode = m;
      resetEnvForTests({ OTP_SENDER: '2factor', TWOFACTOR_API_KEY: 'k'.repeat(36), TWOFACTOR_BASE_URL: badUrl });
      const mobileNumber = `6${String(Date.now() % 1e9).padStart(9, '0')}`;
      const r = await post('/api/web/customer/register', { name: 'Asha', emailId: '', mobileNumber });
      expect(r.status, r.text).toBe(502);
      expect(r.body.status).toBe(502);
      expect(r.body.message).toMatch(/SMS|OTP|try again/i);
      // Back to a working sender: the same number can sign up (nothing half-made blocks it).
      resetEnvForTests({ OTP_SENDER: 'dev' });
      const again = await post('/api/web/customer/register', { name: 'Asha', emailId: '', mobileNumber });
      expect([200, 409]).toContain(again.status);
      if (again.status === 409) expect((await post('/api/web/customer/login', { mobileNumber })).status).toBe(200);
    });
  }
});
