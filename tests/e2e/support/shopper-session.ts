import AxeBuilder from '@axe-core/playwright';
// Playwright's own, not './shop': shop.ts builds its `shopper` fixture on this file.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A fresh mobile number; each spec passes its own first digit so stories never share a shopper. */
export function newMobile(firstDigit: string): string {
  return `${firstDigit}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The code in the newest one-time-code SMS to `mobile` in the dev outbox, once it has arrived; `origin` names a shop other than the test's own. */
export async function codeFor(request: APIRequestContext, mobile: string, origin = ''): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const list = ((await (await request.get(`${origin}/api/dev/sms?to=${mobile}`)).json()).data ?? []) as { text: string }[];
      // The newest one-time code, not the newest message: order messages go to the same outbox,
      // and one sent just after the code would hide it.
      code = list.map((m) => /^(\d{4}) is your Kanmani OTP\b/.exec(m.text)?.[1]).find((c) => c !== undefined) ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** A delivery address as the address API takes it; the contact person is the shopper unless named. */
export interface ShopperAddress {
  contactPerson?: string;
  doorNo: string;
  address: string;
  pincode: string;
  city: string;
  district: string;
  state: string;
}

export interface Shopper {
  token: string;
  mobile: string;
  name: string;
  /** The saved address's id, when one was given. */
  addressId?: string;
}

/** The `shopper` fixture's address (shop.ts). */
export const CHENNAI_ADDRESS: ShopperAddress = { doorNo: '3', address: 'Temple Street, Mylapore', pincode: '600004', city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu' };

export const TIRUNELVELI_ADDRESS: ShopperAddress = { doorNo: '7', address: 'North Car Street', pincode: '627001', city: 'Tirunelveli', district: 'Tirunelveli', state: 'Tamil Nadu' };

/**
 * A new shopper, registered and verified through the API and signed in on `page`, with `address`
 * saved when given. The login dialog has stories of its own (accounts.spec.ts); the rest start
 * signed in. `origin` is for a shop other than the test's own (pixel.spec.ts runs a second one).
 */
export async function shopperByApi(page: Page, name: string, opts: { firstDigit?: string; address?: ShopperAddress; origin?: string } = {}): Promise<Shopper> {
  const { firstDigit = '7', address, origin = '' } = opts;
  const mobile = newMobile(firstDigit);
  const reg = await page.request.post(`${origin}/api/web/customer/register`, { data: { name, emailId: '', mobileNumber: mobile } });
  expect(reg.status()).toBe(200);
  const otp = await codeFor(page.request, mobile, origin);
  const verify = await page.request.post(`${origin}/api/web/customer/otp-verify`, { data: { mobileNumber: mobile, otp, session_id: (await reg.json()).data.session_id } });
  expect(verify.status()).toBe(200);
  const token = (await verify.json()).data.token as string;
  // Stored from a script-free page of the same origin, so no island is mid-way through a call.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  if (address) {
    const saved = await page.request.post(`${origin}/api/web/address/create`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { contactPerson: name, ...address, country: 'India' },
    });
    expect(saved.status()).toBe(200);
    return { token, mobile, name, addressId: (await saved.json()).data._id as string };
  }
  return { token, mobile, name };
}

/**
 * A cash-on-delivery order of one piece of `slug` (its first colour and size) placed through the
 * order API for a shopper with a saved address, with the figures the story states in rupees: for
 * stories about what follows an order, not about the checkout (checkout.spec.ts drives that).
 */
export async function codOrderByApi(page: Page, shopper: Shopper, slug: string, figures: { subtotal: number; shippingCharge: number; total: number }): Promise<string> {
  const product = (await (await page.request.get(`/api/web/product/slug/${slug}`)).json()).data as { _id: string; colorVariants: { _id: string; sizes: { name: string }[] }[] };
  const colour = product.colorVariants[0]!;
  const r = await page.request.post('/api/web/order/create', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { orderItems: [{ productId: product._id, selectedColor: colour._id, selectedSize: colour.sizes[0]!.name, quantity: 1 }], paymentMethod: 1, addressId: shopper.addressId, ...figures },
  });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()).data.orderId as string;
}

/** axe finds nothing on the page; `where` names the screen in the failure. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/**
 * Opens the sign-in dialog from the header's Login button. The button is plain HTML whose click
 * handler is a module script (run before the `load` event that `goto` waits for), and the dialog
 * island wakes by itself when asked, so one click is enough; the wait is as long as a cold first
 * start may take. (A retried click could land on the dialog's overlay once it opened and wait
 * there until the test timed out: the first story after a fresh start did just that.)
 */
export async function openLogin(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Login to / });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}
