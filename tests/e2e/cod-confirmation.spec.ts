import { test, expect, shopPort, type APIRequestContext, type Browser, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_OWNER, signInToConsole } from './support/staff';
import { pageReady, pickerAnswers, checkoutAnswers } from './support/ready';
import { shopperByApi, type ShopperAddress } from './support/shopper-session';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fixtures/fake-whatsapp';

/**
 * Issue 20 items 4 and 6, as a shopper and the shop's staff live them: a COD order's
 * confirmation link arrives in the (dev) SMS outbox and confirms it; a second order nobody
 * answers goes On Hold once its 24 hours pass (the timer run through the dev hook at a clock 24
 * hours on) and shows in 'Call the customer'; shipping sends the tracking link by SMS (the dev
 * outbox) and by WhatsApp, to a fake Cloud API on its worker's shop port + 2000 that playwright.config.ts points
 * the server at.
 */
const SLUG = 'ankle-length-cotton-leggings';
let whatsapp: FakeWhatsApp;

test.beforeAll(async ({ shopOrigin }, workerInfo) => {
  void shopOrigin;
  whatsapp = await startFakeWhatsApp({ token: 'e2e-whatsapp-token', phoneNumberId: '106540352242922', port: shopPort(workerInfo.parallelIndex) + 2000 });
  // The shop's approved UTILITY templates: body parameters, and whether a URL button carries a link.
  for (const [name, bodyParams, urlButton] of [['order_placed', 2, false], ['cod_confirmation_request', 2, true], ['order_confirmed', 2, false], ['order_shipped', 4, true], ['order_cancelled', 2, false]] as const) {
    whatsapp.templates.set(name, { bodyParams, urlButton });
  }
  whatsapp.pairWindowMs = 0;
});
test.afterAll(async () => {
  await whatsapp.close();
});
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV20261124', trackingUrl: 'https://www.delhivery.com/track/package/DLV20261124' };

async function outbox(request: APIRequestContext, mobile: string): Promise<string[]> {
  const list = ((await (await request.get(`/api/dev/sms?to=${mobile}`)).json()).data ?? []) as { text: string }[];
  return list.map((m) => m.text);
}

/** The newest SMS to `mobile` that matches, once it has arrived (the job worker sends within seconds). */
async function smsMatching(request: APIRequestContext, mobile: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      for (const text of await outbox(request, mobile)) {
        found = pattern.exec(text);
        if (found) return true;
      }
      return false;
    }, { timeout: 30_000 })
    .toBe(true);
  return found!;
}

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

const SOUTH_MADA_STREET: ShopperAddress = { doorNo: '4', address: 'South Mada Street', pincode: '600004', city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu' };

/** One leggings in the cart, then a COD checkout (₹449 + ₹99): answers the new order's id. */
async function placeCodOrder(page: Page): Promise<string> {
  await page.goto(`/product/${SLUG}`);
  // The picker wakes on use; once it answers, the click is React's.
  await pickerAnswers(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/shipping');
  await expect(page.locator('[aria-label="My Account"] span').first()).toBeVisible();
  await checkoutAnswers(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('₹548');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  return page.url().split('/').at(-1)!;
}

async function staffSignsIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await context.newPage();
  await signInToConsole(staff, DEMO_OWNER.email, DEMO_OWNER.password);
  return staff;
}

test('a COD order is confirmed from the link in the dev outbox; shipping it sends the tracking link', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { mobile } = await shopperByApi(page, 'Lakshmi Narayan', { firstDigit: '6', address: SOUTH_MADA_STREET });

  // 1. A COD order; its confirmation link arrives by SMS (the dev outbox).
  const first = await placeCodOrder(page);
  const number = first.slice(-5);
  const sms = await smsMatching(page.request, mobile, new RegExp(`^Hi Lakshmi, please confirm your cash on delivery order ${number} so we can pack it: \\S+(/order/confirm/\\S+)$`));
  const linkPath = sms[1]!;

  // 2. The link shows the order and two buttons; confirming confirms it.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const opened = await page.goto(linkPath);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `Confirm your order ${number}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText('To pay on delivery₹548');
    await expectAccessible(page, `the confirmation page at ${width} px`);
    await page.screenshot({ path: `tests/.results/cod-confirm-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Thank you! Order ${number} is confirmed.` })).toBeVisible();
  await expectAccessible(page, 'the confirmed page');
  await page.screenshot({ path: 'tests/.results/cod-confirmed-1280.png', fullPage: true });

  // 3. The same link again: used, 410, plain words.
  const again = await page.goto(linkPath);
  expect(again?.status()).toBe(410);
  await expect(page.getByText('This link has already been used: your order is no longer waiting for confirmation.')).toBeVisible();
  await expectAccessible(page, 'a used link');
  const forged = await page.goto(`${linkPath.slice(0, -3)}AAA`);
  expect(forged?.status()).toBe(410);
  await expect(page.getByText('This link is not valid. Please use the link from your message.')).toBeVisible();


  const staff = await staffSignsIn(browser);
  // 4. The order ships; the shopper's message carries the tracking link.
  await staff.goto(`/admin/orders/${first}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Summary' }).getByText('Confirmed', { exact: true })).toBeVisible();
  const ship = staff.getByRole('form', { name: 'Ship this order' });
  const shipped = staff.getByRole('region', { name: 'Summary' }).getByText('Shipped', { exact: true });
  await pageReady(staff);
  await ship.getByLabel('Courier').fill(SHIPMENT.courier);
  await ship.getByLabel('AWB number').fill(SHIPMENT.awb);
  await ship.getByLabel('Tracking link').fill(SHIPMENT.trackingUrl);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shipped).toBeVisible({ timeout: 20_000 });
  await smsMatching(
    page.request,
    mobile,
    new RegExp(`^Hi Lakshmi, your order ${number} has shipped via Delhivery\\. AWB: DLV20261124\\. Track it: https://www\\.delhivery\\.com/track/package/DLV20261124$`),
  );
  // The same message reaches WhatsApp, the tracking link as its button.
  await expect
    .poll(() => whatsapp.sent.filter((m) => m.to === `91${mobile}` && m.template === 'order_shipped').map((m) => [m.body, m.button]), { timeout: 30_000 })
    .toEqual([[['Lakshmi', number, 'Delhivery', 'DLV20261124'], 'https://www.delhivery.com/track/package/DLV20261124']]);
  // The console's timeline says what became of each message.
  await expect(async () => {
    await staff.reload();
    await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText('Message to the shopper, SMS: sent', { timeout: 1_000 });
    await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText('Message to the shopper, WhatsApp: sent', { timeout: 1_000 });
  }).toPass();
  await staff.context().close();
});

test('a COD order nobody confirms goes On Hold after 24 hours and waits in Call the customer', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { mobile } = await shopperByApi(page, 'Lakshmi Narayan', { firstDigit: '6', address: SOUTH_MADA_STREET });
  // 1. A COD order nobody confirms: at 23 hours nothing happens, 24 hours on it is On Hold.
  const second = await placeCodOrder(page);
  const dayLater = new Date(Date.now() + 24 * 3_600_000 + 60_000).toISOString();
  const early = await page.request.post('/api/dev/cod-confirmation/timer', { data: { orderId: second, at: new Date(Date.now() + 23 * 3_600_000).toISOString() } });
  expect((await early.json()).data).toEqual({ outcome: 'nothing' });
  const timer = await page.request.post('/api/dev/cod-confirmation/timer', { data: { orderId: second, at: dayLater } });
  expect((await timer.json()).data).toEqual({ outcome: 'held' });

  // 2. Staff find it in 'Call the customer' with the phone number, call, and confirm it there.
  const staff = await staffSignsIn(browser);
  await staff.getByRole('link', { name: 'Call the customer' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Call the customer' })).toBeVisible();
  const entry = staff.getByRole('listitem').filter({ has: staff.getByRole('link', { name: `Order #${second.slice(-5)}` }) });
  await expect(entry).toContainText(`Phone: ${mobile}`);
  await expect(entry.getByRole('link', { name: mobile })).toHaveAttribute('href', `tel:+91${mobile}`);
  await pageReady(staff);
  for (const width of [375, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    await expectAccessible(staff, `the call queue at ${width} px`);
    await staff.screenshot({ path: `tests/.results/cod-call-queue-${width}.png`, fullPage: true });
  }
  await entry.getByRole('radio', { name: /^Confirmed/ }).check();
  await entry.getByRole('button', { name: `Record the call for #${second.slice(-5)}` }).click();
  await expect(staff.getByRole('link', { name: `Order #${second.slice(-5)}` })).toHaveCount(0);
  await staff.context().close();
});

test('My Account turns WhatsApp order updates off and back on', async ({ page }) => {
  await shopperByApi(page, 'Lakshmi Narayan', { firstDigit: '6', address: SOUTH_MADA_STREET });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/profile');
  const box = page.getByRole('checkbox', { name: 'Send my order updates on WhatsApp too' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page.getByText('Order updates will come by SMS only')).toBeVisible();
  await expectAccessible(page, 'My Account with the WhatsApp choice');
  await page.screenshot({ path: 'tests/.results/cod-whatsapp-choice-375.png', fullPage: true });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send my order updates on WhatsApp too' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Send my order updates on WhatsApp too' }).check();
  await expect(page.getByText('Order updates will come on WhatsApp and SMS')).toBeVisible();
});
