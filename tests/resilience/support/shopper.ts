import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { sqlRows, type ShopProduct } from './shop-db';

/**
 * A shopper talking to a built server over HTTP, as the browser does: sign up with an OTP read
 * back from the dev outbox, save an address, place orders with an Idempotency-Key.
 */
export type Answer<T = any> = { status: number; body: { status: number; message: string; data: T } | null; text: string; headers: Headers };

export async function http<T = any>(base: string, method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const r = await fetch(new URL(path, base), {
    method,
    headers,
    ...(opts.body !== undefined ? { body: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) } : {}),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    redirect: 'manual',
  });
  const text = await r.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: r.status, body, text, headers: r.headers };
}

// A random prefix per test file and a counter: the load tests sign up hundreds of shoppers, so
// numbers may not repeat within a file (a repeat is a 409 at register).
const prefix = String(randomInt(0, 100_000)).padStart(5, '0');
let seq = 0;
export function uniqueMobile(): string {
  seq += 1;
  if (seq >= 10_000) throw new Error('uniqueMobile: more than 9,999 numbers in one test file');
  return `7${prefix}${String(seq).padStart(4, '0')}`;
}

export async function latestOtp(base: string, mobileNumber: string): Promise<string> {
  const r = await http(base, 'GET', `/api/dev/sms?to=${mobileNumber}`);
  const text: string = r.body?.data?.[0]?.text ?? '';
  const m = /\b(\d{4})\b/.exec(text);
  if (!m) throw new Error(`no OTP for the number: ${r.text.slice(0, 200)}`);
  return m[1]!;
}

export async function signUp(base: string, verifyBase = base, mobileNumber = uniqueMobile()): Promise<{ token: string; mobileNumber: string }> {
  const reg = await http(base, 'POST', '/api/web/customer/register', { body: { name: 'Load Shopper', emailId: '', mobileNumber } });
  if (reg.status !== 200) throw new Error(`register ${reg.status}: ${reg.text}`);
  const otp = await latestOtp(base, mobileNumber);
  const v = await http(verifyBase, 'POST', '/api/web/customer/otp-verify', { body: { mobileNumber, otp, session_id: reg.body!.data.session_id } });
  if (v.status !== 200) throw new Error(`otp-verify ${v.status}: ${v.text}`);
  return { token: v.body!.data.token, mobileNumber };
}

export const ADDRESS = {
  contactPerson: 'Load Shopper',
  doorNo: '4',
  address: 'Nehru Street, T Nagar',
  landmark: '',
  city: 'Chennai',
  district: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600017',
  country: 'India',
  mobile: '9876543210',
};

export async function addAddress(base: string, token: string): Promise<string> {
  const r = await http(base, 'POST', '/api/web/address/create', { token, body: ADDRESS });
  if (r.status !== 200) throw new Error(`address ${r.status}: ${r.text}`);
  return r.body!.data._id;
}

/** COD: ₹499 + ₹99 shipping for one 200 g item; online: ₹39 shipping. */
export function orderBody(product: ShopProduct, addressId: string, paymentMethod: 1 | 2 = 1, quantity = 1) {
  const subtotal = (product.pricePaise / 100) * quantity;
  const shippingCharge = paymentMethod === 1 ? 99 : 39;
  return {
    orderItems: Array.from({ length: quantity }, () => ({ productId: product.productId, selectedColor: product.variantId, selectedSize: product.size, quantity: 1 })),
    addressId,
    paymentMethod,
    totalWeight: 200 * quantity,
    subtotal,
    shippingCharge,
    total: subtotal + shippingCharge,
  };
}

export function placeOrder(base: string, token: string, body: unknown, key: string = randomUUID()) {
  return http<{ orderId: string; paymentRedirectUrl: string | null }>(base, 'POST', '/api/web/order/create', { token, body, headers: { 'idempotency-key': key } });
}

/**
 * The sandbox gateway's signed 'COMPLETED' message for the order's payment, as the gateway would
 * post it to /api/web/payment/callback/sandbox (`secret` is the server's SANDBOX_GATEWAY_SECRET).
 */
export async function sandboxCompleted(dbUrl: string, orderId: string, secret: string): Promise<{ body: string; headers: Record<string, string> }> {
  const [payment] = await sqlRows<{ merchant_order_id: string; amount_paise: number }>(dbUrl, 'select merchant_order_id, amount_paise from payments where order_id = $1', [orderId]);
  const body = JSON.stringify({ merchantOrderId: payment!.merchant_order_id, state: 'COMPLETED', amount: payment!.amount_paise, transactionId: `SBX${randomUUID().slice(0, 8).toUpperCase()}` });
  return { body, headers: { 'content-type': 'application/json', 'x-sandbox-signature': createHmac('sha256', secret).update(body).digest('hex') } };
}
