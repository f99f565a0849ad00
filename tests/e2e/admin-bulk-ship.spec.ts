import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { test, expect } from './support/shop';
import { CHENNAI_ADDRESS, codOrderByApi, expectAccessible, shopperByApi } from './support/shopper-session';
import { pageReady } from './support/ready';

/**
 * Issue 28's bulk shipping, as a packer tells it: three shoppers' COD orders are confirmed; the
 * packer fills the courier's sheet (order number, courier, AWB number, tracking link), checks it
 * in the console, sees the one row it cannot ship and why, ships the three, and finds them
 * shipped in the order queue. At a packer's 375 px and a desk's 1280 px.
 */
const SLUG = 'ankle-length-cotton-leggings';
const FIGURES = { subtotal: 449, shippingCharge: 99, total: 548 };

for (const width of [375, 1280]) {
  test(`at ${width} px: a fulfilment member bulk-ships three orders from a CSV`, async ({ page, baseURL, codOrder, staff }) => {
    test.setTimeout(180_000);
    const orders = [codOrder];
    for (const name of ['Revathi Bala', 'Sangeetha Kumar']) orders.push(await codOrderByApi(page, await shopperByApi(page, name, { address: CHENNAI_ADDRESS }), SLUG, FIGURES));
    const packer = await staff('fulfilment', { width });
    for (const id of orders) {
      const r = await packer.request.post(`/api/admin/orders/${id}/confirm`, { data: {}, headers: { origin: new URL(baseURL!).origin } });
      expect(r.status(), await r.text()).toBe(200);
    }
    const n = orders.map((id) => id.slice(-5));
    const stamp = `${width}${Date.now() % 100_000}`.padEnd(10, '0');
    const awb = (i: number) => `DLV${stamp}${i}`;
    const csv = [
      'order number,courier,AWB number,tracking link',
      ...n.map((num, i) => `#${num},Delhivery,${awb(i)},https://www.delhivery.com/track/package/${awb(i)}`),
      `#${n[0]},Delhivery,DLV-9,https://www.delhivery.com/track/package/DLV-9`,
    ].join('\n');

    await packer.goto('/admin/orders');
    await packer.screenshot({ path: `tests/.results/admin-orders-files-${width}.png` });
    await packer.getByRole('link', { name: 'Bulk ship from a CSV' }).click();
    await expect(packer.getByRole('heading', { level: 1, name: 'Bulk ship' })).toBeVisible();
    await pageReady(packer);
    await expectAccessible(packer, `bulk ship at ${width} px`);

    await packer.getByLabel('Shipping CSV file').setInputFiles({ name: 'delhivery-today.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await packer.getByRole('button', { name: 'Check the sheet' }).click();
    const check = packer.getByRole('region', { name: 'Check of the sheet' });
    await expect(check.getByRole('status')).toHaveText('3 orders are ready to ship; 1 row has a problem. Nothing was changed yet.');
    const ready = check.getByRole('list', { name: 'Ready to ship' });
    for (const num of n) await expect(ready.getByRole('link', { name: `#${num}` })).toBeVisible();
    await expect(check.getByRole('row', { name: /5 order number/ })).toContainText(`Order #${n[0]} is already on line 2 of this file.`);
    await expect(check.getByRole('row', { name: /5 AWB number/ })).toContainText('AWB number must be 8 to 20 letters or digits, with no spaces or dashes.');
    await expectAccessible(packer, `bulk ship dry run at ${width} px`);
    await packer.screenshot({ path: `tests/.results/admin-bulk-ship-check-${width}.png`, fullPage: true });

    await packer.getByRole('button', { name: 'Ship 3 orders' }).click();
    await expect(packer.getByText('3 orders shipped; 1 row did not ship.')).toBeVisible();
    const shipped = packer.getByRole('list', { name: 'Shipped' });
    for (const [i, num] of n.entries()) await expect(shipped.getByRole('listitem').filter({ hasText: `#${num}` })).toContainText(awb(i));
    await packer.screenshot({ path: `tests/.results/admin-bulk-ship-done-${width}.png`, fullPage: true });

    await packer.getByRole('link', { name: 'See shipped orders in the queue' }).click();
    await expect(packer).toHaveURL(/status=6/);
    for (const num of n) await expect(packer.getByRole('link', { name: `Order #${num}` })).toBeVisible();

    // The shipped queue, as a spreadsheet: each of the three with its courier and AWB number.
    await pageReady(packer);
    const download = packer.waitForEvent('download');
    await packer.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('kanmani-orders.csv');
    const text = await readFile((await file.path())!, 'utf8');
    for (const [i, num] of n.entries()) expect(text).toMatch(new RegExp(`^#${num},.*,Cash on delivery,Pending,Shipped,Delhivery,${awb(i)}\r$`, 'm'));

    // The three parcels' papers in one PDF: each order's packing slip, then its tax invoice.
    for (const num of n) await packer.getByLabel(`Select order #${num}`).check();
    const pdfDownload = packer.waitForEvent('download');
    await packer.getByRole('button', { name: 'Slips and invoices (PDF)' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^kanmani-slips-and-invoices-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(await readFile((await pdf.path())!))), { mergePages: false });
    expect(pages.map((p) => p.split('\n')[0])).toEqual(['Packing slip', 'Tax invoice', 'Packing slip', 'Tax invoice', 'Packing slip', 'Tax invoice']);
    expect(pages[0]).toContain(`Kanmani · Order #${n[2]}`);
  });
}
