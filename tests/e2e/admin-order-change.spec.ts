import { test, expect } from './support/shop';
import { expectAccessible } from './support/shopper-session';
import { islandReady } from './support/ready';

/**
 * Issue 28's story of a change before shipping: a shopper's COD order of one pair of the demo
 * leggings (₹449 + ₹99); she calls to ask for another size. A manager changes the size on the
 * order page, which then lists the new size at the same total; once the order ships, its tax
 * invoice names the new size. Run at a desk's 1280 px and a phone's 375 px.
 */
const SLUG = 'ankle-length-cotton-leggings';
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

for (const width of [1280, 375]) {
  test(`at ${width} px a manager changes a line's size before shipping, and the invoice shows the new size`, async ({ page, codOrder: orderId, staff }) => {
    test.setTimeout(180_000);
    const product = (await (await page.request.get(`/api/web/product/slug/${SLUG}`)).json()).data as { colorVariants: { sizes: { name: string; price: number }[] }[] };
    const [first, ...others] = product.colorVariants[0]!.sizes;
    const other = others.find((s) => s.price === first!.price)!;
    expect(other, 'the demo leggings have a second size at the same price').toBeTruthy();

    const manager = await staff('manager', { width });
    await manager.goto(`/admin/orders/${orderId}`);
    await expect(manager.getByRole('heading', { level: 1, name: `Order #${orderId.slice(-5)}` })).toBeVisible();
    const items = manager.getByRole('list', { name: 'Items' });
    await expect(items).toContainText(`Size: ${first!.name} · Qty: 1`);

    const change = manager.getByRole('form', { name: 'Change item 1' });
    // The form wakes when seen (client:visible): a size chosen before it hydrates is reset by React.
    await islandReady(manager, change);
    await expect(change.getByLabel('Size')).toBeEnabled();
    await change.getByLabel('Size').selectOption(other.name);
    await change.getByRole('button', { name: 'Save change' }).click();

    await expect(manager.getByRole('status').filter({ hasText: 'Order changed. The total stays ₹548.00.' })).toBeVisible();
    await expect(items).toContainText(`Size: ${other.name} · Qty: 1`);
    await expect(manager.getByRole('region', { name: 'Summary' })).toContainText('₹548.00');
    await expect(manager.getByRole('region', { name: 'Timeline' })).toContainText('Order changed');
    await expectAccessible(manager, 'the order page after a change');
    await manager.screenshot({ path: `test-results/order-change-${width}.png`, fullPage: true });

    // Shipped, its tax invoice lists the new size (read through the console's order API).
    const headers = { 'content-type': 'application/json', origin: new URL(manager.url()).origin };
    expect((await manager.request.post(`/api/admin/orders/${orderId}/confirm`, { headers, data: {} })).status()).toBe(200);
    expect((await manager.request.post(`/api/admin/orders/${orderId}/ship`, { headers, data: SHIPMENT })).status()).toBe(200);
    await manager.reload();
    await expect(manager.getByRole('region', { name: 'Change this order' })).toContainText('This order has shipped and can no longer be changed.');
    const invoice = await manager.request.get(`/api/admin/orders/${orderId}/invoice`);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toContain('application/pdf');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await invoice.body())), { mergePages: true });
    expect(text).toContain(`size ${other.name})`);
    expect(text).not.toContain(`size ${first!.name})`);
    await expectAccessible(manager, 'the shipped order page with its goodwill refund section');
  });
}
