import { test, expect, type Page } from './support/shop';
import { readFile } from 'node:fs/promises';
import { DEMO_OWNER, signInToConsole } from './support/staff';
import { pageReady, checkoutAnswers } from './support/ready';
import { expectAccessible, shopperByApi } from './support/shopper-session';

/**
 * Issue 20 item 7's story: a shopper in Agartala (PIN 799001) orders cash on delivery; the parcel
 * ships and comes back. The owner opens the RTO report from the console's nav, sees the weekly
 * charts and their tables, finds PIN prefix 799 at a 100% RTO rate and downloads it as CSV.
 * Chart.js loads on that page and on no shop page. Other stories share the database, so only
 * this story's own prefix is checked by its figures.
 */
const SLUG = 'ankle-length-cotton-leggings';
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV79900100', trackingUrl: 'https://www.delhivery.com/track/package/DLV79900100' };
/** A property chart.js puts on every canvas it draws; no other code of the shop has it. */
const CHART_JS = '_chartjs';

/** The bodies of every script a page loads, by URL. */
async function scriptsOf(page: Page, url: string): Promise<Map<string, string>> {
  const pending: Promise<[string, string]>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script' && response.status() === 200) pending.push(response.text().then((t) => [response.url(), t]));
  };
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', listener);
  return new Map(await Promise.all(pending));
}

async function shopperOrdersToAgartala(page: Page): Promise<string> {
  await shopperByApi(page, 'Rina Debbarma', {
    firstDigit: '9',
    address: { doorNo: '12', address: 'Akhaura Road', pincode: '799001', city: 'Agartala', district: 'West Tripura', state: 'Tripura' },
  });
  await page.goto(`/product/${SLUG}`);
  await pageReady(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  await page.goto('/shipping');
  await expect(page.locator('[aria-label="My Account"] span').first()).toBeVisible();
  await checkoutAnswers(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  // The server's shipping charge is in the total (₹449 + ₹99 COD) before the order is placed.
  await expect(page.getByTestId('checkout-total')).toHaveText('₹548');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  return page.url().split('/').at(-1)!;
}

test('the owner reads RTO in numbers and pictures, and downloads the PIN prefix table', async ({ page: shopper, browser, baseURL }) => {
  test.setTimeout(90_000);
  const orderId = await shopperOrdersToAgartala(shopper);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const owner = await context.newPage();
  const consoleErrors: string[] = [];
  owner.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await signInToConsole(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  // The parcel is confirmed, shipped and returned through the console's own API.
  for (const [action, data] of [['confirm', {}], ['ship', SHIPMENT], ['return-to-origin', {}]] as const) {
    const r = await owner.request.post(`/api/admin/orders/${orderId}/${action}`, { data, headers: { origin: baseURL! } });
    expect(r.status(), action).toBe(200);
  }

  await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'RTO report' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'RTO and cash on delivery' })).toBeVisible();
  const charts = owner.getByRole('img', { name: /chart/ });
  await expect(charts).toHaveCount(4);
  // Each canvas is drawn by chart.js once its island hydrates.
  await pageReady(owner);
  for (const chart of await charts.all()) await expect(chart).toHaveAttribute('style', /display: block/);
  for (const name of ['Orders', 'Paid revenue', 'Average order value', 'COD share, confirmation and RTO rates']) {
    await expect(owner.getByRole('table', { name: `${name}: figures per week` }).getByRole('row')).toHaveCount(13);
  }
  const pins = owner.getByRole('table', { name: 'RTO rate by PIN prefix, highest first' });
  await expect(pins.getByRole('row', { name: '799 1 1 100.0%' })).toBeVisible();

  // The download is made by a job; the button follows it and saves the finished file.
  await pageReady(owner);
  const downloading = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Download RTO rate by PIN prefix (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rto-pins-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('PIN prefix,Shipped,Returned to origin,RTO rate (%)\r\n')).toBe(true);
  expect(text).toContain('\r\n799,1,1,100.00\r\n');

  // One week chosen in the filter; dates the wrong way round are refused with the reason.
  await owner.getByLabel('From (week of)').fill('2026-10-07');
  await owner.getByLabel('To (week of)').fill('2026-10-08');
  await owner.getByRole('button', { name: 'Show' }).click();
  await expect(owner.getByText('Weeks from 5 Oct 2026 to 11 Oct 2026')).toBeVisible();
  await expect(owner.getByRole('table', { name: 'Orders: figures per week' }).getByRole('row')).toHaveCount(2);
  await owner.goto('/admin/reports/rto?from=2026-10-19&to=2026-10-05');
  await expect(owner.getByRole('alert')).toContainText('To (week of) must be on or after From (week of)');
  await owner.getByRole('link', { name: 'Last 12 weeks' }).click();
  await expect(owner.getByRole('table', { name: 'Orders: figures per week' }).getByRole('row')).toHaveCount(13);

  for (const width of [1280, 375]) {
    await owner.setViewportSize({ width, height: 900 });
    await owner.reload();
    await pageReady(owner);
    await expect(charts.first()).toHaveAttribute('style', /display: block/);
    await expectAccessible(owner, `RTO report at ${width} px`);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
    await owner.screenshot({ path: `tests/.results/admin-rto-report-${width}.png`, fullPage: true });
  }

  // Chart.js came with the report page, and comes with no page a shopper opens.
  const report = await scriptsOf(owner, '/admin/reports/rto');
  expect([...report.values()].some((body) => body.includes(CHART_JS))).toBe(true);
  for (const url of ['/', `/product/${SLUG}`, '/cart', `/profile/orders/${orderId}`]) {
    const shop = await scriptsOf(shopper, url);
    expect(shop.size, url).toBeGreaterThan(0);
    expect([...shop].filter(([, body]) => body.includes(CHART_JS)).map(([u]) => u), url).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
  await context.close();
});
