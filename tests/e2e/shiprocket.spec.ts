import { test, expect, shopPort, type Page } from './support/shop';
import { fakeLane, startFakeShiprocket, type FakeShiprocket } from '../fixtures/fake-shiprocket';
import { DEMO_OWNER, signInToConsole } from './support/staff';
import { pageReady, checkoutAnswers } from './support/ready';
import { TIRUNELVELI_ADDRESS, expectAccessible, shopperByApi } from './support/shopper-session';

/**
 * Issue 20's courier story: the owner switches delivery dates to live Shiprocket (a fake on
 * its worker's shop port + 1000, which playwright.config.ts points the server at); the product page promises
 * Shiprocket's date; a COD order ships with one click, showing Shiprocket's courier, AWB and
 * label; the courier's webhook reports a failed delivery and the owner asks for another try.
 * The shop goes back to its zones at the end, so other stories see the demo rules.
 */
const SLUG = 'ankle-length-cotton-leggings';
const WEBHOOK_KEY = 'e2e-shiprocket-webhook-key';
let fake: FakeShiprocket;
let PORT = 0;

test.beforeAll(async ({ shopOrigin }, workerInfo) => {
  // This worker's shop was pointed at its own fake (playwright.config.ts).
  void shopOrigin;
  PORT = shopPort(workerInfo.parallelIndex) + 1000;
  fake = await startFakeShiprocket({ port: PORT });
  fake.lanes.set('600004', fakeLane('Nov 26, 2026', true));
  fake.lanes.set('627001', fakeLane('Nov 27, 2026', true));
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInToConsole(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await chooseSource(page, 'Your zones');
  await page.close();
  await fake.close();
});

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/.results/shiprocket-${name}-${width}.png`, fullPage: true });
  }
}

/** The delivery settings page: choose where dates come from and save. */
async function chooseSource(page: Page, option: 'Live Shiprocket' | 'Your zones') {
  await page.goto('/admin/settings');
  await pageReady(page);
  await page.getByRole('radio', { name: option }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Delivery settings saved.')).toBeVisible();
}

/** A shopper signs in through the API and places a ₹449 + ₹99 COD order; answers its id. */
async function shopperOrders(page: Page): Promise<string> {
  await shopperByApi(page, 'Lakshmi Nair', { firstDigit: '9', address: TIRUNELVELI_ADDRESS });
  await page.goto(`/product/${SLUG}`);
  // Shiprocket's own date for the PIN code, through 'Check delivery'.
  await pageReady(page);
  await page.getByLabel('Check delivery').fill('600004');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Delivery by Thu, 26 Nov')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  await page.goto('/shipping');
  await expect(page.locator('[aria-label="My Account"] span').first()).toBeVisible();
  await checkoutAnswers(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('₹548');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  return page.url().split('/').at(-1)!;
}

/** Clicks an order action once the page answers input and waits for the page to show its result. */
async function act(staff: Page, button: string, shows: () => ReturnType<Page['getByText']>) {
  await pageReady(staff);
  await staff.getByRole('button', { name: button }).click();
  await expect(shows()).toBeVisible({ timeout: 20_000 });
}

test('the owner switches to live Shiprocket, ships a COD order with its AWB and label, and answers a failed delivery', async ({ page: shopper, browser }) => {
  const owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInToConsole(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  await chooseSource(owner, 'Live Shiprocket');
  await expectAccessible(owner, 'the delivery settings with the courier choice');
  await screenshots(owner, 'settings');

  const orderId = await shopperOrders(shopper);
  // The checkout told Shiprocket nothing yet: an order is booked only when staff ship it.
  expect(fake.orders.size).toBe(0);

  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto(`/admin/orders/${orderId}`);
  const summary = owner.getByRole('region', { name: 'Summary' });
  await act(owner, 'Confirm order', () => summary.getByText('Confirmed', { exact: true }));
  await act(owner, 'Ship with Shiprocket', () => summary.getByText('Shipped', { exact: true }));
  const shipment = owner.getByRole('region', { name: 'Shipment' });
  await expect(shipment.getByText('Delhivery Surface')).toBeVisible();
  await expect(shipment.getByText('77000015151501', { exact: true })).toBeVisible();
  await expect(shipment.getByRole('link', { name: 'https://shiprocket.co/tracking/77000015151501' })).toBeVisible();
  const label = shipment.getByRole('link', { name: 'Open the shipping label (PDF)' });
  await expect(label).toHaveAttribute('href', `http://127.0.0.1:${PORT}/labels/15151501.pdf`);
  expect(fake.orders.get(orderId)?.body).toMatchObject({ payment_method: 'COD', sub_total: 449, shipping_charges: 99, billing_pincode: 627001 });

  // The courier reports a failed attempt through the webhook; the console offers the NDR actions.
  const hook = `${new URL(owner.url()).origin}/api/web/courier/tracking`;
  const undelivered = {
    awb: '77000015151501',
    courier_name: 'Delhivery Surface',
    current_status: 'UNDELIVERED',
    current_status_id: 36,
    shipment_status: 'UNDELIVERED',
    shipment_status_id: 21,
    current_timestamp: '26 11 2026 18:40:00',
    order_id: orderId,
    scans: [{ date: '2026-11-26 18:40:00', status: 'UD', activity: 'Customer not available', location: 'Tirunelveli (Tamil Nadu)', 'sr-status': '21', 'sr-status-label': 'UNDELIVERED' }],
  };
  expect((await fake.sendWebhook(hook, undelivered, 'a-wrong-key-000000')).status).toBe(401);
  expect((await fake.sendWebhook(hook, undelivered, WEBHOOK_KEY)).status).toBe(200);
  await owner.reload();
  await expect(shipment.getByRole('heading', { name: 'Delivery attempt failed' })).toBeVisible();
  await expect(shipment.getByText(/Customer not available/)).toBeVisible();
  await expectAccessible(owner, 'the order page with its Shiprocket shipment and failed delivery');
  await screenshots(owner, 'order');
  await owner.setViewportSize({ width: 1280, height: 900 });
  await pageReady(owner);
  await owner.getByLabel('Message for the courier').fill('Customer is home after 5 pm');
  await owner.getByRole('button', { name: 'Deliver again' }).click();
  await expect(shipment.getByText('Shiprocket was asked to deliver again.')).toBeVisible({ timeout: 20_000 });
  expect(fake.ndrActions).toEqual([{ awb: '77000015151501', action: 're-attempt', comments: 'Customer is home after 5 pm' }]);
  await expect(owner.getByRole('region', { name: 'Timeline' }).getByText('Asked the courier to deliver again')).toBeVisible();
});
