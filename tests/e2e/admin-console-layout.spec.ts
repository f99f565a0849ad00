import { test, expect, type Page } from './support/shop';
import type { Shopper } from './support/shopper-session';
import { DEMO_OWNER, consoleNav, signInToConsole } from './support/staff';
import { codeFor, expectAccessible, newMobile } from './support/shopper-session';
import { pageReady } from './support/ready';

/**
 * Issue 28's console on a phone and at a desk: at 375 px the menu is a one-row top bar whose Menu
 * button opens a drawer that works by keyboard; the order queue stacks into cards with nothing
 * scrolling sideways; axe finds nothing on any console page at 375 or 1280 px.
 */
const PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/orders?work=toPack',
  '/admin/orders/call-customer',
  '/admin/orders/bulk-ship',
  '/admin/returns',
  '/admin/grievances',
  '/admin/products',
  '/admin/products/new',
  '/admin/catalog/categories',
  '/admin/catalog/collections',
  '/admin/catalog/menu',
  '/admin/catalog/shipping',
  '/admin/catalog/csv',
  '/admin/stock',
  '/admin/hsn',
  '/admin/reviews',
  '/admin/reviews?status=published',
  '/admin/customers',
  '/admin/discounts',
  '/admin/reports/gst',
  '/admin/reports/rto',
  '/admin/reports/recovery',
  '/admin/reports/returns',
  '/admin/reports/discount-codes',
  '/admin/staff',
  '/admin/settings',
  '/admin/settings/gst',
  '/admin/settings/stock',
  '/admin/settings/legal',
  '/admin/settings/recovery',
  '/admin/audit',
  '/admin/account',
];

/** The first detail link a list page offers (a product, a customer, a return, …), if it has any. */
async function firstDetail(page: Page, list: string, pattern: RegExp): Promise<string | null> {
  await page.goto(list);
  const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((h) => pattern.test(h)) ?? null;
}

const PARCEL = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

/**
 * Data for every kind of detail page: the COD order delivered and paid, then the shopper asks to
 * return it (a return to open), and a complaint is filed (a complaint to open).
 */
async function returnAndComplaint(owner: Page, shopper: Shopper, orderId: string) {
  const origin = { Origin: new URL(owner.url()).origin };
  for (const [step, data] of [['confirm', {}], ['ship', PARCEL], ['deliver', {}], ['cod-collected', {}]] as const) {
    const r = await owner.request.post(`/api/admin/orders/${orderId}/${step}`, { data, headers: origin });
    expect(r.status(), await r.text()).toBe(200);
  }
  const auth = { Authorization: `Bearer ${shopper.token}` };
  const options = (await (await owner.request.get(`/api/web/order/return/options?orderId=${orderId}`, { headers: auth })).json()).data;
  const asked = await owner.request.post('/api/web/order/return/create', {
    headers: auth,
    data: { orderId, kind: 'refund', reason: 'sizeTooBig', lines: [{ orderItemId: options.lines[0].orderItemId, quantity: 1 }], payout: { method: 'upi', upiId: 'priya@okbank' } },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const mobile = newMobile('7');
  const otp = await owner.request.post('/api/web/grievance/otp', { data: { mobileNumber: mobile } });
  const filed = await owner.request.post('/api/web/grievance', {
    data: { name: 'Selvi Arun', mobileNumber: mobile, session_id: (await otp.json()).data.session_id, otp: await codeFor(owner.request, mobile), topic: 'payment', description: 'I was charged twice for one order.' },
  });
  expect(filed.status(), await filed.text()).toBe(201);
}

test('at 375 px the console is a one-row top bar whose Menu opens a drawer by keyboard', async ({ page, codOrder }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInToConsole(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await pageReady(page);
  const bar = page.getByRole('banner');
  const menuButton = bar.getByRole('button', { name: 'Menu', exact: true });
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: 'tests/.results/admin-home-375.png', fullPage: true });

  // Keyboard only: the button opens the drawer, focus moves into it, Escape closes it and
  // focus comes back to the button.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Console menu' });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
  const nav = drawer.getByRole('navigation', { name: 'Console' });
  for (const name of ['Home', 'Orders', 'Call the customer', 'Returns', 'Packing slips', 'Complaints', 'Products', 'Catalog', 'HSN codes', 'Customers', 'Discounts', 'GST returns', 'RTO report', 'Return rate', 'Discount codes', 'Audit log']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'the open drawer');
  await page.screenshot({ path: 'tests/.results/admin-drawer-375.png' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);

  // Opened again by keyboard, a link in it takes the member to the order queue.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await nav.getByRole('link', { name: 'Orders', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // The queue stacks into cards: the order is there and nothing scrolls sideways.
  await expect(page.getByRole('link', { name: `Order #${codOrder.slice(-5)}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'tests/.results/admin-orders-375.png', fullPage: true });
});

test('at 1280 px the menu is a sidebar, and the home page tiles lead to their lists', async ({ page, codOrder }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, DEMO_OWNER.email, DEMO_OWNER.password);
  const nav = await consoleNav(page);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  // One column of links beside the page, never rows wrapping across the top.
  const links = nav.getByRole('link');
  const boxes = await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().left));
  expect(Math.max(...boxes) - Math.min(...boxes)).toBeLessThanOrEqual(16);
  await page.screenshot({ path: 'tests/.results/admin-home-1280.png', fullPage: true });
  // A text input shows a clear 2px plum outline when focused (it was a faint ring).
  await page.goto('/admin/staff');
  await pageReady(page);
  const email = page.getByLabel('Email', { exact: true });
  await email.focus();
  expect(await email.evaluate((el) => { const s = getComputedStyle(el); return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`; })).toBe('solid 2px rgb(91, 42, 134)');
  const box = (await email.boundingBox())!;
  await page.screenshot({ path: 'tests/.results/admin-input-focus-1280.png', clip: { x: box.x - 8, y: box.y - 30, width: box.width + 16, height: box.height + 38 } });
  await page.goto('/admin');
  await page.getByRole('link', { name: /COD orders to confirm/ }).click();
  await expect(page.getByRole('link', { name: `Order #${codOrder.slice(-5)}` })).toBeVisible();
  await page.screenshot({ path: 'tests/.results/admin-orders-1280.png', fullPage: true });
});

test('axe finds nothing on every console page at 375 and 1280 px, and none scrolls sideways', async ({ page, shopper, codOrder }) => {
  test.setTimeout(600_000);
  await signInToConsole(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await returnAndComplaint(page, shopper, codOrder);
  const details = [
    `/admin/orders/${codOrder}`,
    `/admin/orders/packing-slips?ids=${codOrder}`,
    await firstDetail(page, '/admin/products', /^\/admin\/products\/[^/]+$/),
    await firstDetail(page, '/admin/customers', /^\/admin\/customers\/[^/]+$/),
    await firstDetail(page, '/admin/stock', /^\/admin\/stock\/[^/]+$/),
    await firstDetail(page, '/admin/returns', /^\/admin\/returns\/[^/?]+$/),
    await firstDetail(page, '/admin/grievances', /^\/admin\/grievances\/[^/?]+$/),
  ].filter((p): p is string => p !== null);
  const product = details.find((p) => p.startsWith('/admin/products/'));
  if (product) details.push(`${product}/photos`);
  expect(details).toHaveLength(8);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [...PAGES, ...details]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await pageReady(page);
      await expectAccessible(page, `${path} at ${width} px`);
      // Nothing pushes the page sideways, the phone's width included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
