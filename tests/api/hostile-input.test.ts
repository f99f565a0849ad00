import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { BASE, call, dispatch } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { createSession } from '../../src/server/auth/session';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';
import { AN_ID, pathOfId } from '../support/ids';

/**
 * Every /api/web route gets thousands of generated requests: wrong types, huge and unicode
 * strings, nested objects, odd numbers, SQL and HTML fragments, malformed JSON, wrong content
 * types, hostile path segments, queries and headers, with and without a valid bearer token.
 * Each answer must be 2xx/4xx in the envelope, never a 5xx, and the database must stay consistent.
 */
useTestDatabase();

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const files = import.meta.glob<Record<string, unknown>>('/src/pages/api/web/**/*.ts');

type Target = { template: string; method: string };
let targets: Target[] = [];
let token = '';
let customerId = '';
let product: TestProduct;
let addressId = '';
let tried = 0;

const FRAGMENTS = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" onmouseover="alert(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '𝕂𝕒𝕟𝕞𝕒𝕟𝕚 🧵',
  'ணக்கம்',
  '__proto__',
  'constructor',
  '${7*7}',
  '1e309',
  'NaN',
  '-0',
  '9'.repeat(400),
];

const hostileString = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.stringMatching(AN_ID),
  fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(n * 20_000)),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(-1, 0, 0.5, -0.01, 1e21, Number.MAX_SAFE_INTEGER + 2, 99, 100, 1, 2),
);

const FIELD_NAMES = [
  'mobileNumber', 'otp', 'session_id', 'name', 'emailId', 'orderItems', 'productId', 'selectedColor',
  'selectedSize', 'quantity', 'subtotal', 'shippingCharge', 'total', 'paymentMethod', 'addressId',
  'totalWeight', 'weight', 'items', 'orderId', 'contactPerson', 'doorNo', 'address', 'landmark', 'city',
  'district', 'state', 'pincode', 'country', 'mobile', 'merchantOrderId', 'amount', 'transactionId',
  'eventId', 'product', 'value', 'currency', '__proto__', 'constructor',
];

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** Bodies near the real shapes (so validation is passed partly) and far from them. */
function bodyArb(): fc.Arbitrary<{ raw?: string; json?: unknown }> {
  const realistic = fc.record(
    {
      orderItems: fc.oneof(
        fc.constant([item(product)]),
        fc.array(fc.record({ productId: hostileValue, selectedColor: hostileValue, selectedSize: hostileValue, quantity: hostileNumber }), { maxLength: 3 }),
      ),
      items: fc.array(fc.record({ productId: fc.constant(product.productId), selectedColor: hostileValue, selectedSize: hostileValue, quantity: hostileNumber }), { maxLength: 3 }),
      subtotal: hostileNumber,
      shippingCharge: hostileNumber,
      total: hostileNumber,
      paymentMethod: fc.oneof(fc.constantFrom(1, 2), hostileValue),
      addressId: fc.oneof(fc.constant(addressId), hostileString),
      mobileNumber: fc.oneof(fc.stringMatching(/^[6-9]\d{9}$/), hostileString),
      otp: fc.oneof(fc.stringMatching(/^\d{4}$/), hostileValue),
      session_id: hostileValue,
      name: hostileValue,
      weight: hostileNumber,
      orderId: hostileValue,
      pincode: hostileValue,
      country: fc.oneof(fc.constant('India'), hostileValue),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    realistic.map((json) => ({ json })),
    hostileValue.map((json) => ({ json })),
    fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', '{"__proto__":{"x":1}}', 'tru', '\u0000', '{"a":1}}', ' ').map((raw) => ({ raw })),
    fc.string({ unit: 'binary', maxLength: 200 }).map((raw) => ({ raw })),
    fc.constant({}),
  );
}

const headerArb = fc.record(
  {
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/vnd.api+json', '', 'application/jsonx'),
    auth: fc.constantFrom('valid', 'none', 'garbage', 'basic', 'empty'),
    idempotency: fc.option(hostileString.map((s) => s.slice(0, 300)), { nil: undefined }),
    signature: fc.option(fc.string({ maxLength: 70 }), { nil: undefined }),
  },
  { requiredKeys: ['contentType', 'auth'] },
);

const queryArb = fc.dictionary(
  fc.oneof(fc.constantFrom('q', 'orderId', 'country', 'to', 'limit', 'weight', 'page', 'slug'), fc.string({ maxLength: 6 })),
  hostileString.map((s) => s.slice(0, 2_000)),
  { maxKeys: 4 },
);

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
function encodeSegment(s: string): string {
  if (s === '') return '%20';
  return Array.from(new TextEncoder().encode(s), (b) => (/[A-Za-z0-9_-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`)).join('');
}

function headerValue(s: string): string {
  // Header values cannot carry control characters or non-Latin-1 text; a real client could not send them.
  return s.replace(/[^\x20-\x7e]/g, '?');
}

async function send(target: Target, segment: string, q: Record<string, string>, h: { contentType: string; auth: string; idempotency?: string | undefined; signature?: string | undefined }, body: { raw?: string; json?: unknown }) {
  const path = target.template.replace(/\[(?:\.\.\.)?\w+\]/g, () => encodeSegment(segment));
  const url = new URL(path, BASE);
  for (const [k, v] of Object.entries(q)) url.searchParams.append(k, v);
  const headers = new Headers();
  if (h.contentType) headers.set('content-type', h.contentType);
  // Logging out revokes the token it is sent with: give that route a session of its own.
  if (h.auth === 'valid') headers.set('authorization', `Bearer ${target.template.endsWith('/logout') ? await createSession(customerId) : token}`);
  else if (h.auth === 'garbage') headers.set('authorization', `Bearer ${headerValue(segment).slice(0, 500)}`);
  else if (h.auth === 'basic') headers.set('authorization', 'Basic dXNlcjpwYXNz');
  else if (h.auth === 'empty') headers.set('authorization', 'Bearer ');
  if (h.idempotency !== undefined) headers.set('idempotency-key', headerValue(h.idempotency));
  if (h.signature !== undefined) headers.set('x-sandbox-signature', headerValue(h.signature));
  const hasBody = target.method !== 'GET';
  const payload = !hasBody ? undefined : body.raw !== undefined ? body.raw : body.json === undefined ? undefined : JSON.stringify(body.json);
  const request = new Request(url, { method: target.method, headers, ...(payload !== undefined ? { body: payload } : {}) });
  const response = await dispatch(request);
  tried += 1;
  return { response, text: await response.text(), url };
}

function expectClean(target: Target, status: number, headers: Headers, text: string, url: URL) {
  const where = `${target.method} ${url.pathname}${url.search.slice(0, 200)} -> ${status} ${text.slice(0, 300)}`;
  if (target.template.endsWith('/payment/sandbox/[attemptId]') && status === 303) {
    expect(headers.get('location'), where).toMatch(pathOfId('/order/status/'));
    return;
  }
  expect(status >= 200 && status < 500, where).toBe(true);
  expect(status >= 300 && status < 400, where).toBe(false);
  if (target.template.endsWith('/openapi.json')) return; // the OpenAPI document itself, not an envelope
  let body: { status?: unknown; message?: unknown } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  expect(body?.status, where).toBe(status);
  expect(typeof body?.message, where).toBe('string');
  expect(body && 'data' in body, where).toBe(true);
}

async function counts() {
  const db = await getDb();
  const rows = await query<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from categories) as categories,
      (select count(*)::int from products) as products,
      (select count(*)::int from color_variants) as variants,
      (select count(*)::int from sizes) as sizes,
      (select count(*)::int from shipping_rate_tiers) as tiers`,
  );
  return rows[0]!;
}

let before: Record<string, number>;

beforeAll(async () => {
  product = await newProduct({ pricePaise: 49_900 });
  const shopper = await newCustomer('Hostile Tester');
  token = shopper.token;
  customerId = shopper.id;
  addressId = await newAddress(token);
  // One genuine order, so order/history, payment/status and retry-payment have something to chew on.
  const placed = await call('POST', '/api/web/order/create', { token, body: orderPayload([item(product)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }) });
  expect(placed.status).toBe(200);
  for (const [file, load] of Object.entries(files)) {
    const mod = await load();
    const template = file.replace(/^\/src\/pages/, '').replace(/\.ts$/, '').replace(/\/index$/, '');
    for (const method of METHODS) if (typeof mod[method] === 'function') targets.push({ template, method });
  }
  targets = targets.sort((a, b) => a.template.localeCompare(b.template));
  before = await counts();
});

afterAll(() => {
  console.info(`hostile-input: ${tried} generated requests over ${targets.length} route methods`);
});

describe('hostile input on every /api/web route', () => {
  test('route discovery found the whole API', () => {
    expect(targets.length).toBeGreaterThanOrEqual(25);
    for (const p of ['/api/web/customer/login', '/api/web/order/create', '/api/web/payment/callback/[gateway]', '/api/web/cart/quote']) {
      expect(targets.some((t) => t.template === p), p).toBe(true);
    }
  });

  test('generated requests never get a 5xx and always get the envelope', { timeout: 120_000 }, async () => {
    const runsPerTarget = Math.max(40, Math.floor(3_200 / targets.length));
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(hostileString, queryArb, headerArb, bodyArb(), async (segment, q, h, body) => {
          const { response, text, url } = await send(target, segment, q, h, body);
          expectClean(target, response.status, response.headers, text, url);
        }),
        { numRuns: runsPerTarget, endOnFailure: true },
      );
    }
    expect(tried).toBeGreaterThanOrEqual(3_000);
  });

  test('the database is consistent afterwards', async () => {
    const db = await getDb();
    expect(await counts()).toEqual(before);
    const orphans = await query<{ n: number }>(db, sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`);
    expect(orphans[0]!.n).toBe(0);
    const strays = await query<{ n: number }>(db, sql`select count(*)::int as n from order_items i where not exists (select 1 from orders o where o.id = i.order_id)`);
    expect(strays[0]!.n).toBe(0);
    const mismatched = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders o where o.subtotal_paise <> (select coalesce(sum(i.line_total_paise), 0) from order_items i where i.order_id = o.id)`,
    );
    expect(mismatched[0]!.n).toBe(0);
  });
});

describe('bodies over the limit', () => {
  const MB = 1024 * 1024;

  /** A body source that counts what the server pulls from it: 8 MB on offer, in 16 KB chunks. */
  function countingStream(total = 8 * MB) {
    const counter = { pulled: 0 };
    const chunk = new TextEncoder().encode('{"a":"' + 'x'.repeat(16 * 1024 - 6));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, counter };
  }

  for (const path of ['/api/web/customer/login', '/api/web/cart/quote', '/api/web/order/create', '/api/web/address/create', '/api/web/payment/callback/sandbox', '/api/web/pixel/initiateCheckout']) {
    test(`${path}: a streamed 8 MB body is cut off early with 413`, async () => {
      const { stream, counter } = countingStream();
      const request = new Request(new URL(path, BASE), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      const r = await dispatch(request);
      const body = JSON.parse(await r.text());
      expect(r.status).toBe(413);
      expect(body.status).toBe(413);
      expect(body.message).toEqual(expect.any(String));
      expect(counter.pulled).toBeLessThan(MB);
    });
  }

  test('a declared Content-Length over the limit is refused without reading a byte', async () => {
    const { stream, counter } = countingStream();
    const request = new Request(new URL('/api/web/customer/login', BASE), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(8 * MB) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const r = await dispatch(request);
    expect(r.status).toBe(413);
    // The stream may be primed by one chunk, never drained.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });
});
