import { afterEach, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { resetEnvForTests } from '../../src/server/platform/env';
import { HEADER_CSP, isPrivatePath, securityHeaders } from '../../src/server/platform/http/security-headers';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import config from '../../astro.config.mjs';

/**
 * The headers every answer carries, the CSP (pages: Astro's header with hashed scripts; other
 * answers: ours with frame-ancestors), no caching of personal answers, and redirects that
 * only ever point at our own paths. The built pages are checked in Chromium by
 * tests/resilience/csp-browser.test.ts.
 */
useTestDatabase();

afterEach(() => {
  resetEnvForTests();
});

describe('headers on every answer', () => {
  test('nosniff, referrer policy, frame-ancestors in the CSP header, no HSTS outside production', async () => {
    for (const path of ['/api/web/product/list', '/api/web/customer/profile', '/api/web/address/states?country=India', '/healthz']) {
      const r = await get(path);
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(r.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(r.headers.get('x-frame-options'), path).toBe('DENY');
      expect(r.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  test('HSTS is sent in production only', () => {
    resetEnvForTests({ NODE_ENV: 'development' });
    expect(securityHeaders('/')['Strict-Transport-Security']).toBeUndefined();
    resetEnvForTests({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db.example/shop',
      OTP_SENDER: '2factor',
      TWOFACTOR_API_KEY: 'k'.repeat(36),
      PAYMENT_GATEWAY: 'phonepe',
      PHONEPE_CLIENT_ID: 'id',
      PHONEPE_CLIENT_SECRET: 'secret',
      PHONEPE_WEBHOOK_USERNAME: 'kanmani_hook',
      PHONEPE_WEBHOOK_PASSWORD: 'hookPass2025',
      AUTH_SECRET: 'a-long-random-production-secret-0123456789abcdef',
      PAYOUT_DETAILS_KEY: '4f'.repeat(32),
      DEV_TOOLS: '0',
      PUBLIC_SITE_URL: 'https://kanmani.example',
    });
    expect(securityHeaders('/')['Strict-Transport-Security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });
});

describe('Content-Security-Policy', () => {
  type CspConfig = { directives: string[]; scriptDirective: { resources: string[] }; styleDirective: { resources: string[] } };
  const csp = (config.security as { csp: CspConfig }).csp;

  test('Astro hashes its inline scripts; script sources never include unsafe-inline or unsafe-eval', () => {
    expect(csp).toBeTypeOf('object');
    expect(csp.scriptDirective.resources).toContain("'self'");
    for (const r of csp.scriptDirective.resources) expect(r).not.toMatch(/unsafe-(inline|eval)|^\*$|^https?:$/);
    expect(csp.directives).toContain("object-src 'none'");
    expect(csp.directives).toContain("base-uri 'self'");
    expect(csp.directives.some((d) => d.startsWith('default-src'))).toBe(true);
  });

  test("frame-ancestors 'none' is in the pages' policy (a header from Astro) and in every other answer's header", () => {
    expect(HEADER_CSP).toContain("frame-ancestors 'none'");
    expect(HEADER_CSP).not.toMatch(/script-src|unsafe/);
    expect(csp.directives).toContain("frame-ancestors 'none'");
  });
});

describe('no caching of personal answers', () => {
  test('every authenticated route answers Cache-Control: private, no-store, signed in or not', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 49_900 });
    const placed = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }), { token: shopper.token });
    expect(placed.status).toBe(200);
    const orderId: string = placed.body.data.orderId;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/web/customer/profile'],
      ['GET', '/api/web/address/get'],
      ['POST', '/api/web/address/create', { city: 'x' }],
      ['PATCH', `/api/web/address/current-address/${addressId}`],
      ['GET', '/api/web/order/history'],
      ['GET', `/api/web/order/payment/status?orderId=${orderId}`],
      ['POST', '/api/web/order/create', {}],
      ['POST', '/api/web/order/retry-payment', { orderId }],
      ['POST', '/api/web/customer/logout'],
    ];
    for (const token of [shopper.token, undefined]) {
      for (const [method, path, body] of routes) {
        const r = await call(method, path, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
        expect(r.status, `${method} ${path}`).toBeLessThan(500);
        expect(r.headers.get('cache-control'), `${method} ${path} (${token ? 'signed in' : 'anonymous'}) -> ${r.status}`).toBe('private, no-store');
      }
    }
  });

  test('every personal API route file answers private, no-store for every method it serves, with no token and a stranger\'s token', async () => {
    const stranger = await newCustomer();
    const files = Object.keys(import.meta.glob('/src/pages/api/**/*.ts'));
    const walked: string[] = [];
    for (const file of files) {
      const path = file
        .replace(/^\/src\/pages/, '')
        .replace(/\.ts$/, '')
        .replace(/\/index$/, '')
        .replace(/\[gateway\]/, 'sandbox')
        .replace(/\[\w+\]/g, 'a1b2c3d4e5f6a1b2c3d4e5f6');
      if (!isPrivatePath(path)) continue;
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].filter((m) => m in mod)) {
        for (const token of [undefined, stranger.token]) {
          const r = await call(method, path, { ...(token ? { token } : {}), ...(method === 'GET' ? {} : { body: {} }) });
          expect(r.headers.get('cache-control'), `${method} ${path} -> ${r.status}`).toBe('private, no-store');
        }
        walked.push(`${method} ${path}`);
      }
    }
    expect(walked).toEqual(
      expect.arrayContaining([
        'POST /api/web/customer/login',
        'POST /api/web/customer/register',
        'POST /api/web/customer/otp-verify',
        'POST /api/web/customer/resend-otp',
        'GET /api/web/customer/profile',
        'GET /api/web/address/get',
        'GET /api/web/order/history',
        'POST /api/web/order/create',
        'POST /api/web/payment/callback/sandbox',
        'GET /api/dev/sms',
        'GET /api/web/cart/saved',
        'PUT /api/web/cart/saved',
        'POST /api/web/cart/restore',
        'POST /api/web/order/cancel',
      ]),
    );
  });

  test('the middleware decides: a personal page or answer is private, no-store whatever its handler said', async () => {
    const { onRequest } = await import('../../src/middleware');
    for (const path of ['/profile', '/shipping', '/order/status/a1b2c3d4e5f6a1b2c3d4e5f6', '/payment/sandbox/a1b2c3d4e5f6a1b2c3d4e5f6', '/api/web/order/history']) {
      for (const said of [undefined, 'public, max-age=600']) {
        const url = new URL(path, 'http://localhost:4321');
        const context = { url, request: new Request(url), locals: {} };
        const page = () => Promise.resolve(new Response('<h1>Yours</h1>', { headers: said ? { 'Cache-Control': said } : {} }));
        const r = (await onRequest(context as never, page as never)) as Response;
        expect(r.headers.get('cache-control'), `${path} (handler said ${said})`).toBe('private, no-store');
      }
    }
  });

  test('the middleware decides for the console too: every /admin and /api/admin answer is private, no-store and noindex whatever its handler said', async () => {
    const { onRequest } = await import('../../src/middleware');
    for (const path of ['/admin', '/admin/sign-in', '/admin/customers/a1b2c3d4e5f6a1b2c3d4e5f6', '/api/admin/session', '/api/admin/staff']) {
      for (const said of [{}, { 'Cache-Control': 'public, max-age=600', 'X-Robots-Tag': 'all' }] as Record<string, string>[]) {
        const url = new URL(path, 'http://localhost:4321');
        const context = { url, request: new Request(url), locals: {} };
        const page = () => Promise.resolve(new Response('<h1>Console</h1>', { headers: said }));
        const r = (await onRequest(context as never, page as never)) as Response;
        expect([r.headers.get('cache-control'), r.headers.get('x-robots-tag')], `${path} (handler said ${JSON.stringify(said)})`).toEqual(['private, no-store', 'noindex']);
      }
    }
  });

  test('pages and paths about one person are private; public lookups stay cacheable', async () => {
    for (const p of ['/profile', '/profile/orders/a1b2c3d4e5f6a1b2c3d4e5f6', '/shipping', '/order/status/abc', '/payment/sandbox/abc', '/api/web/order/history', '/api/web/customer/otp-verify', '/api/web/cart/saved', '/api/web/cart/restore', '/cart/restore/abc']) {
      expect(isPrivatePath(p), p).toBe(true);
    }
    for (const p of ['/', '/cart', '/product/x', '/api/web/product/list', '/api/web/address/states', '/api/web/order/shipping-cost', '/api/web/cart/quote']) {
      expect(isPrivatePath(p), p).toBe(false);
    }
    const states = await get('/api/web/address/states?country=India');
    expect(states.headers.get('cache-control')).toMatch(/^public/);
  });
});

describe('redirect targets are same-origin paths', () => {
  const sameOriginPath = /^\/(?![/\\])[^\s]*$/;

  test('the sandbox gateway sends the shopper back to our order page only', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 49_900 });
    const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 39, total: 538 }, 2), { token: shopper.token });
    expect(r.status).toBe(200);
    expect(r.body.data.paymentRedirectUrl).toMatch(sameOriginPath);
    const attemptId = String(r.body.data.paymentRedirectUrl).split('/').at(-1);
    const back = await call('POST', `/api/web/payment/sandbox/${attemptId}?next=https://evil.example&redirectTo=//evil.example`, {
      rawBody: new URLSearchParams({ outcome: 'pay', next: 'https://evil.example' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/order/status/${r.body.data.orderId}`);
  });

  test('fixed redirects ignore any target in the query', async () => {
    for (const path of ['/shop', '/about', '/contact']) {
      const r = await get(`${path}?next=https://evil.example&redirectTo=%2F%2Fevil.example&returnUrl=javascript:alert(1)`);
      expect(r.status, path).toBe(301);
      expect(r.headers.get('location'), path).toMatch(sameOriginPath);
    }
  });
});
