import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServers, type ServerProcess } from '../support/server-process';
import { createPrivateDatabase, sqlRows, type ShopProduct } from './support/shop-db';
import { addAddress, http, latestOtp, orderBody, placeOrder, sandboxCompleted, signUp, uniqueMobile } from './support/shopper';
import { pathOfId } from '../support/ids';

/**
 * Two server processes on different ports against one PostgreSQL database, as when the shop is
 * scaled out behind a load balancer: nothing a shopper does may depend on which one answers.
 */
const SECRET = 'two-instances-sandbox-secret-0123456789';

let a: ServerProcess;
let b: ServerProcess;
let url: string;
let product: ShopProduct;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await createPrivateDatabase();
  url = db.url;
  product = db.product;
  drop = db.drop;
  const [first, second] = await startServers([4621, 4622], url, { SANDBOX_GATEWAY_SECRET: SECRET });
  a = first!;
  b = second!;
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
});

describe('two instances, one database', () => {
  test('a token issued by one instance works on the other; logging out on one ends it on both', async () => {
    const s = await signUp(a.url, b.url); // OTP sent by A, verified on B
    const onA = await http(a.url, 'GET', '/api/web/customer/profile', { token: s.token });
    const onB = await http(b.url, 'GET', '/api/web/customer/profile', { token: s.token });
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(onB.body!.data.mobileNumber).toBe(s.mobileNumber);
    // The browser client always sends a JSON content type (Astro's origin check refuses form-like POSTs).
    expect((await http(b.url, 'POST', '/api/web/customer/logout', { token: s.token, headers: { 'content-type': 'application/json' } })).status).toBe(200);
    expect((await http(a.url, 'GET', '/api/web/customer/profile', { token: s.token })).status).toBe(401);
  });

  test('the OTP send limit counts sends on both instances together', async () => {
    const mobileNumber = uniqueMobile();
    const reg = await http(a.url, 'POST', '/api/web/customer/register', { body: { name: 'Limit Tester', emailId: '', mobileNumber } });
    expect(reg.status).toBe(200);
    // Three sends per number in the window: one register on A, then resends alternating B, A, B.
    const statuses: number[] = [];
    for (const base of [b.url, a.url, b.url]) {
      statuses.push((await http(base, 'POST', '/api/web/customer/resend-otp', { body: { mobileNumber } })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await http(a.url, 'POST', '/api/web/customer/login', { body: { mobileNumber } });
    expect(refused.status).toBe(429);
    expect(refused.body!.message).toEqual(expect.any(String));
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  test('wrong OTP tries count across both instances, even when sent at once', async () => {
    const mobileNumber = uniqueMobile();
    const reg = await http(a.url, 'POST', '/api/web/customer/register', { body: { name: 'Tries Tester', emailId: '', mobileNumber } });
    const sessionId = reg.body!.data.session_id;
    const otp = await latestOtp(a.url, mobileNumber);
    const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
    // Ten wrong guesses in parallel, split over both instances: only five may be checked.
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => http(i % 2 ? b.url : a.url, 'POST', '/api/web/customer/otp-verify', { body: { mobileNumber, otp: wrong, session_id: sessionId } })),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.every((s) => s === 400 || s === 401 || s === 429), JSON.stringify(statuses)).toBe(true);
    // The right code no longer works: the challenge is spent, on either instance.
    const right = await http(b.url, 'POST', '/api/web/customer/otp-verify', { body: { mobileNumber, otp, session_id: sessionId } });
    expect(right.status).toBe(429);
    const rows = await sqlRows<{ attempts: number }>(url, 'select attempts from otp_challenges where mobile_number = $1', [mobileNumber]);
    expect(Math.max(...rows.map((r) => r.attempts))).toBeLessThanOrEqual(5);
  });

  test('the same Idempotency-Key sent to both instances at once makes one order', async () => {
    // Ten rounds, as five shoppers placing two cash-on-delivery orders each (within the per-customer limits).
    const shoppers = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const s = await signUp(i % 2 ? b.url : a.url);
        return { ...s, addressId: await addAddress(i % 2 ? a.url : b.url, s.token) };
      }),
    );
    for (let round = 0; round < 10; round++) {
      const s = shoppers[round % shoppers.length]!;
      const key = randomUUID();
      const body = orderBody(product, s.addressId);
      const answers = await Promise.all([placeOrder(a.url, s.token, body, key), placeOrder(b.url, s.token, body, key), placeOrder(a.url, s.token, body, key), placeOrder(b.url, s.token, body, key)]);
      for (const r of answers) expect(r.status, r.text).toBe(200);
      expect(new Set(answers.map((r) => r.body!.data.orderId)).size).toBe(1);
      const rows = await sqlRows<{ n: number }>(url, 'select count(*)::int as n from orders where idempotency_key = $1', [key]);
      expect(rows[0]!.n).toBe(1);
    }
    for (const s of shoppers) {
      const history = await http(b.url, 'GET', '/api/web/order/history', { token: s.token });
      expect(history.body!.data).toHaveLength(2);
    }
  });

  test('the open cash-on-delivery limit counts orders placed on both instances together', async () => {
    const s = await signUp(a.url);
    const addressId = await addAddress(a.url, s.token);
    const statuses: number[] = [];
    // Five cash-on-delivery orders alternating A, B, A, B, A; the sixth is refused on B, which placed only two.
    for (let n = 0; n < 6; n++) statuses.push((await placeOrder(n % 2 ? b.url : a.url, s.token, orderBody(product, addressId))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await placeOrder(a.url, s.token, orderBody(product, addressId));
    expect(refused.status).toBe(429);
    expect(refused.body!.message).toBe(
      'You already have 5 cash on delivery orders waiting for confirmation. Please wait until we confirm them, or pay online for this order.',
    );
    // Paying online is still open to the same shopper, on either instance.
    expect((await placeOrder(b.url, s.token, orderBody(product, addressId, 2))).status).toBe(200);
    const [count] = await sqlRows<{ n: number }>(url, 'select count(*)::int as n from orders o join customers c on c.id = o.customer_id where c.mobile_number = $1', [s.mobileNumber]);
    expect(count!.n).toBe(6);
  });

  test('a payment callback reaching the other instance completes the order', async () => {
    const s = await signUp(a.url);
    const addressId = await addAddress(a.url, s.token);
    const placed = await placeOrder(a.url, s.token, orderBody(product, addressId, 2));
    expect(placed.status).toBe(200);
    const orderId = placed.body!.data.orderId;
    expect(placed.body!.data.paymentRedirectUrl).toMatch(pathOfId('/payment/sandbox/'));
    const paid = await sandboxCompleted(url, orderId, SECRET);
    const cb = await http(b.url, 'POST', '/api/web/payment/callback/sandbox', paid);
    expect(cb.status, cb.text).toBe(200);
    const status = await http(a.url, 'GET', `/api/web/order/payment/status?orderId=${orderId}`, { token: s.token });
    expect(status.body!.data.status).toBe('Paid');
    expect(status.body!.data.order.paymentStatus).toBe(1);
    // The gateway retries the same message at A: recorded once, nothing changes.
    const replay = await http(a.url, 'POST', '/api/web/payment/callback/sandbox', paid);
    expect(replay.status).toBe(200);
    expect(replay.body!.data.duplicate).toBe(true);
  });
});
