import { test, expect, shopPort, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { pickerAnswers, checkoutAnswers } from './support/ready';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fixtures/fake-whatsapp';

/**
 * Issue 29 item 5, as a signed-in shopper lives it at 375 px: leggings in the cart, on to
 * /shipping, then away. An hour on (the reminder run through the dev hook at a daytime clock an
 * hour or more later) the reminder arrives on WhatsApp (a fake Cloud API on the worker's shop
 * port + 2000, as playwright.config.ts points the server at), its link restores the cart in an
 * emptied browser, and the order completes. The same link again says, in plain words, that it was used.
 */
const SLUG = 'ankle-length-cotton-leggings';
let whatsapp: FakeWhatsApp;

test.beforeAll(async ({ shopOrigin }, workerInfo) => {
  void shopOrigin;
  whatsapp = await startFakeWhatsApp({ token: 'e2e-whatsapp-token', phoneNumberId: '106540352242922', port: shopPort(workerInfo.parallelIndex) + 2000 });
  for (const [name, bodyParams, urlButton] of [['order_placed', 2, false], ['cod_confirmation_request', 2, true], ['cart_reminder', 1, true]] as const) {
    whatsapp.templates.set(name, { bodyParams, urlButton });
  }
  whatsapp.pairWindowMs = 0;
});
test.afterAll(async () => {
  await whatsapp.close();
});

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** Noon in India on the first day whose noon is at least 61 minutes from now: an hour on, and never at night. */
function daytimeAnHourOn(): string {
  const IST = 330 * 60_000;
  const earliest = Date.now() + 61 * 60_000;
  const local = new Date(earliest + IST);
  let noon = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 12) - IST;
  if (noon < earliest) noon += 86_400_000;
  return new Date(noon).toISOString();
}

test('a shopper who left at /shipping gets one WhatsApp reminder whose link restores the cart, and the order completes', async ({ page, shopper }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });

  // 1. Leggings in the cart, on to /shipping (which keeps the cart and starts the hour), then away.
  await page.goto(`/product/${SLUG}`);
  await pickerAnswers(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible({ timeout: 15_000 });
  const kept = page.waitForResponse((r) => r.url().endsWith('/api/web/cart/saved') && r.request().method() === 'PUT');
  await page.goto('/shipping');
  await checkoutAnswers(page);
  expect((await kept).status()).toBe(200);
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.removeItem('cart'));

  // 2. Nothing yet; an hour on (by day) the reminder goes, once.
  const to = `91${shopper.mobile}`;
  const reminders = () => whatsapp.sent.filter((m) => m.to === to && m.template === 'cart_reminder');
  expect(reminders()).toEqual([]);
  const at = daytimeAnHourOn();
  for (let i = 0; i < 2; i++) {
    const run = await page.request.post('/api/dev/checkout-recovery/run', { data: { mobileNumber: shopper.mobile, at } });
    expect(run.status()).toBe(200);
  }
  await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(1);
  const reminder = reminders()[0]!;
  expect(reminder.body).toEqual(['Priya']);
  const link = new URL(reminder.button!);
  expect(link.pathname).toMatch(/^\/cart\/restore\/\S+$/);

  // 3. The link puts the leggings back into this (emptied) browser's cart and opens it.
  await page.goto(link.pathname);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Cart items' })).toContainText('Ankle');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  await page.screenshot({ path: 'tests/.results/recovery-cart-375.png', fullPage: true });

  // 4. The same link again answers in plain words, and the page passes axe.
  await page.goto(link.pathname);
  await expect(page.getByRole('status')).toHaveText('This cart link has already been used. Open your cart to carry on.');
  await expect(page.getByRole('link', { name: 'Open your cart' })).toBeVisible();
  await expectAccessible(page, 'the used restore link at 375 px');
  await page.screenshot({ path: 'tests/.results/recovery-used-link-375.png', fullPage: true });

  // 5. The restored cart checks out.
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Shipping' }).click();
  await checkoutAnswers(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('₹548');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await page.screenshot({ path: 'tests/.results/recovery-ordered-375.png', fullPage: true });
});
