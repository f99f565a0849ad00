import { test, expect, type Page } from './support/shop';
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_OWNER, signInToConsole } from './support/staff';
import { expectAccessible } from './support/shopper-session';
import { pageReady } from './support/ready';

/**
 * Issue 17's story: a shopper's COD order ships from the console, and the shopper downloads
 * the tax invoice from My Account. The PDF's own text shows the demo GSTIN, the HSN of the
 * leggings, the place of supply and the CGST/SGST split of ₹449 + ₹99 shipping at 5%.
 */
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

async function act(staff: Page, button: string, shows: string) {
  await pageReady(staff);
  await staff.getByRole('button', { name: button }).click();
  await expect(staff.getByRole('region', { name: 'Summary' }).getByText(shows, { exact: true })).toBeVisible();
}

test('an order ships, and the shopper downloads its tax invoice from My Account', async ({ page: shopper, codOrder: orderId, browser }) => {
  test.setTimeout(180_000);
  // 1. The shopper has ordered one pair of leggings, cash on delivery (the codOrder fixture).
  const number = orderId.slice(-5);

  // 2. The owner confirms and ships it; the order page offers the invoice.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signInToConsole(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  await owner.goto(`/admin/orders/${orderId}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Tax invoice' })).toContainText('Issued when the order ships.');
  await act(owner, 'Confirm order', 'Confirmed');
  const ship = owner.getByRole('form', { name: 'Ship this order' });
  await pageReady(owner);
  await ship.getByLabel('Courier').fill(SHIPMENT.courier);
  await ship.getByLabel('AWB number').fill(SHIPMENT.awb);
  await ship.getByLabel('Tracking link').fill(SHIPMENT.trackingUrl);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(owner.getByRole('region', { name: 'Summary' }).getByText('Shipped', { exact: true })).toBeVisible();
  const invoiceLink = owner.getByRole('link', { name: /^Download invoice KM\/\d{4}\/\d{5} \(PDF\)$/ });
  await expect(invoiceLink).toBeVisible();
  await expectAccessible(owner, 'the order page with its invoice');

  // 3. The shopper downloads the invoice from the order in My Account.
  await shopper.goto(`/profile/orders/${orderId}`);
  const button = shopper.getByRole('button', { name: 'Download tax invoice (PDF)' });
  await expect(button).toBeVisible();
  await expectAccessible(shopper, 'My Account order with its invoice');
  const [download] = await Promise.all([shopper.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^KM-\d{4}-\d{5}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });

  // 4. Its text names the seller's GSTIN, the HSN, the place of supply and the tax split:
  // ₹449 at 5% is ₹427.62 taxable with ₹10.69 + ₹10.69; ₹99 shipping ₹94.29 with ₹2.35 + ₹2.36.
  expect(text).toContain('Tax invoice');
  expect(text).toContain('GSTIN: 33AABCK1234M1ZR');
  expect(text).toContain('HSN');
  expect(text).toContain('6104');
  expect(text).toContain('Place of supply: Tamil Nadu (33)');
  expect(text).toContain('₹427.62');
  expect(text).toContain('CGST ₹13.04 + SGST ₹13.05 = GST ₹26.09');
  expect(text).toContain('₹548.00');
});

for (const width of [1280, 375]) {
  test(`at ${width} px the GST console pages read well and pass axe`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const owner = await context.newPage();
    await signInToConsole(owner, DEMO_OWNER.email, DEMO_OWNER.password);
    for (const [path, heading] of [['/admin/settings/gst', 'GST settings'], ['/admin/hsn', 'HSN codes'], ['/admin/reports/gst', 'GST returns']] as const) {
      await owner.goto(path);
      await expect(owner.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(owner, heading);
      await owner.screenshot({ path: `tests/.results/gst${path.replace('/admin', '').replaceAll('/', '-')}-${width}.png`, fullPage: width === 375 });
    }
    // A mistyped GSTIN is refused with its problem named.
    await owner.goto('/admin/settings/gst');
    await pageReady(owner);
    await owner.getByLabel('GSTIN').fill('33AABCK1234M1ZS');
    await owner.getByRole('button', { name: 'Save GST settings' }).click();
    await expect(owner.getByText('The check digit should be R, not S. Look for a mistyped character in the GSTIN.')).toBeVisible();
    await expectAccessible(owner, 'GST settings with an error');
    await context.close();
  });
}
