import { test, expect, type APIRequestContext, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_OWNER, signInToConsole } from './support/staff';
import { pageReady } from './support/ready';
import { TIRUNELVELI_ADDRESS, shopperByApi } from './support/shopper-session';

/**
 * Issue 18's stories. A shopper's delivered order (placed through the API, moved through the
 * console's API like any parcel) is exchanged from My Account, M for L: L is reserved at once,
 * the merchant approves, receives and ships the exchange, and the shopper sees each step. Then a
 * cash-on-delivery return is refunded to a UPI id, with a GST credit note. Last, an XXL (listed
 * ₹30 above the smaller sizes) is exchanged for an XL: the ₹30 difference goes back by UPI as the
 * exchange ships, and the console asks first.
 */
const SLUG = 'ankle-length-cotton-leggings';
const PARCEL = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** One pair in size M, cash on delivery, placed at the server's own figures; answers the order and the L size's id. */
async function placeOrderOfM(request: APIRequestContext, token: string) {
  const { orderId, otherId, colourName } = await placeOrderOf(request, token, 'M', 'L');
  return { orderId, largeId: otherId, colourName };
}

/** One pair in size `bought`, cash on delivery, at the server's own figures; answers the order and the `other` size's id. */
async function placeOrderOf(request: APIRequestContext, token: string, bought: string, other: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const product = (await (await request.get(`/api/web/product/slug/${SLUG}`)).json()).data;
  const variant = product.colorVariants.find((v: { sizes: { name: string }[] }) => [bought, other].every((n) => v.sizes.some((s) => s.name === n)));
  const otherId = variant.sizes.find((s: { name: string }) => s.name === other)._id as string;
  const address = await request.post('/api/web/address/create', {
    headers: auth,
    data: { contactPerson: 'Meena Sundar', ...TIRUNELVELI_ADDRESS, country: 'India' },
  });
  const order = { orderItems: [{ productId: product._id, selectedColor: variant._id, selectedSize: bought, quantity: 1 }], addressId: (await address.json()).data._id, paymentMethod: 1, totalWeight: 0 };
  const quoted = await request.post('/api/web/order/create', { headers: auth, data: { ...order, subtotal: 0, shippingCharge: 0, total: 0 } });
  expect(quoted.status()).toBe(409);
  const figures = (await quoted.json()).data;
  const placed = await request.post('/api/web/order/create', { headers: auth, data: { ...order, subtotal: figures.subtotal, shippingCharge: figures.shippingCharge, total: figures.total } });
  expect(placed.status()).toBe(200);
  return { orderId: (await placed.json()).data.orderId as string, otherId, colourName: variant.name as string };
}

async function deliver(owner: Page, orderId: string) {
  // The courier hands over the parcel and collects the cash: a COD refund pays back only what was taken.
  for (const [step, data] of [['confirm', {}], ['ship', PARCEL], ['deliver', {}], ['cod-collected', {}]] as const) {
    const r = await owner.request.post(`/api/admin/orders/${orderId}/${step}`, { data, headers: { Origin: new URL(owner.url()).origin } });
    expect(r.status(), await r.text()).toBe(200);
  }
}

async function openReturnForm(shopper: Page, orderId: string) {
  await shopper.goto(`/profile/orders/${orderId}`);
  await pageReady(shopper);
  const panel = shopper.getByRole('region', { name: 'Return or exchange' });
  await panel.getByRole('button', { name: 'Return or exchange' }).click();
  return panel.getByRole('form', { name: 'Return or exchange' });
}

/** Takes a console step once the page answers input and waits for the return's new status. */
async function step(owner: Page, click: () => Promise<void>, shows: string) {
  await pageReady(owner);
  await click();
  await expect(owner.getByRole('heading', { level: 2, name: new RegExp(`· ${shows}$`) })).toBeVisible({ timeout: 20_000 });
}

async function fillParcel(owner: Page, form: string, button: string, awb: string) {
  const f = owner.getByRole('form', { name: form });
  await f.getByLabel('Courier').fill(PARCEL.courier);
  await f.getByLabel('AWB number').fill(awb);
  await f.getByLabel('Tracking link').fill(`https://www.delhivery.com/track/package/${awb}`);
  await f.getByRole('button', { name: button }).click();
}

async function openReturnInConsole(owner: Page, orderId: string) {
  await owner.goto('/admin/returns?status=requested');
  const row = owner.getByRole('row').filter({ hasText: `#${orderId.slice(-5)}` });
  await row.getByRole('link').click();
  await expect(owner.getByRole('heading', { level: 1, name: `Return for order #${orderId.slice(-5)}` })).toBeVisible();
}

test('a delivered order is exchanged, M for L, and the shopper sees each step', async ({ page: shopper, browser }) => {
  test.setTimeout(120_000);
  const { token } = await shopperByApi(shopper, 'Meena Sundar');
  const { orderId, largeId, colourName } = await placeOrderOfM(shopper.request, token);
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signInToConsole(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  await deliver(owner, orderId);

  // 1. The shopper asks to exchange M for L: a size reason offers the exchange first.
  const form = await openReturnForm(shopper, orderId);
  await form.getByRole('radio', { name: 'Size too small' }).check();
  await expect(form.getByRole('radio', { name: 'Exchange for another size or colour' })).toBeChecked();
  await form.getByRole('combobox', { name: 'Exchange for' }).selectOption({ label: `${colourName}, size L` });
  await expectAccessible(shopper, 'the return form');
  await shopper.screenshot({ path: 'tests/.results/returns-form-1280.png', fullPage: true });
  await form.getByRole('button', { name: 'Ask for the exchange' }).click();
  const mine = shopper.getByRole('region', { name: 'Your return or exchange' });
  await expect(mine).toContainText('Status: Requested');
  await expect(mine).toContainText(`1 × Ankle Length Cotton Leggings (${colourName}, size M) → ${colourName}, size L`);
  await expectAccessible(shopper, 'the return steps');

  // 2. L is reserved at once: its ledger's newest row is the exchange's hold.
  const ledger = (await (await owner.request.get(`/api/admin/stock/${largeId}`)).json()).data.movements as { reason: string; reservedDelta: number; note: string | null }[];
  expect(ledger.find((m) => m.note?.startsWith('exchange for return'))).toMatchObject({ reason: 'reserve', reservedDelta: 1 });

  // 3. The merchant approves, receives (back on the shelf) and ships the exchange.
  await openReturnInConsole(owner, orderId);
  await expectAccessible(owner, 'a requested return');
  await owner.screenshot({ path: 'tests/.results/returns-console-1280.png', fullPage: true });
  await step(owner, () => owner.getByRole('button', { name: 'Approve' }).click(), 'Approved');
  await step(owner, () => owner.getByRole('button', { name: 'Mark received' }).click(), 'Received and checked');
  await step(owner, () => fillParcel(owner, 'Ship the exchange', 'Ship exchange', 'DLV55501234'), 'Exchange shipped');
  await expect(owner.getByText('Exchange order').locator('xpath=following-sibling::dd[1]').getByRole('link', { name: /^#[0-9a-f]{5}$/ })).toBeVisible();
  await expectAccessible(owner, 'a shipped exchange');

  // 4. The shopper sees each step, and the exchange as its own order.
  await shopper.reload();
  await expect(mine).toContainText('Status: Exchange shipped');
  await expect(mine.getByRole('list', { name: 'Return steps' }).getByRole('listitem')).toHaveText([/^Requested/, /^Approved/, /^Received and checked/, /^Exchange shipped/]);
  await expect(shopper.getByRole('list', { name: 'Order timeline' })).toContainText('Exchange shipped');
  await shopper.screenshot({ path: 'tests/.results/returns-steps-1280.png', fullPage: true });
  await owner.goto('/admin/returns');
  await expect(owner.getByRole('heading', { level: 1, name: 'Returns and exchanges' })).toBeVisible();
  await expectAccessible(owner, 'the returns queue');
  await owner.screenshot({ path: 'tests/.results/returns-queue-1280.png', fullPage: true });
  await mine.getByRole('link', { name: /^order #/ }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
  await expect(shopper.getByText(`Size: L`).first()).toBeVisible();
  await ownerContext.close();
});

test('a cash-on-delivery return is refunded to a UPI id, with a credit note', async ({ page: shopper, browser }) => {
  test.setTimeout(120_000);
  await shopper.setViewportSize({ width: 375, height: 800 });
  const { token } = await shopperByApi(shopper, 'Meena Sundar');
  const { orderId } = await placeOrderOfM(shopper.request, token);
  const ownerContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const owner = await ownerContext.newPage();
  await signInToConsole(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  await deliver(owner, orderId);

  const form = await openReturnForm(shopper, orderId);
  await form.getByRole('radio', { name: 'Size too big' }).check();
  await form.getByRole('radio', { name: 'Refund' }).check();
  await form.getByRole('textbox', { name: 'UPI id' }).fill('meena.okaxis');
  await form.getByRole('button', { name: 'Ask for the refund' }).click();
  await expect(form.getByText('Enter a UPI id such as name@okbank.')).toBeVisible();
  await expect(form.getByText('Check the refund details above.')).toBeVisible();
  await form.getByRole('textbox', { name: 'UPI id' }).fill('meena@okaxis');
  await expectAccessible(shopper, 'the refund form at 375 px');
  await shopper.screenshot({ path: 'tests/.results/returns-form-375.png', fullPage: true });
  await form.getByRole('button', { name: 'Ask for the refund' }).click();
  const mine = shopper.getByRole('region', { name: 'Your return or exchange' });
  await expect(mine).toContainText('Refund to: UPI me••••@okaxis');

  await openReturnInConsole(owner, orderId);
  await step(owner, () => owner.getByRole('button', { name: 'Approve' }).click(), 'Approved');
  await step(owner, () => fillParcel(owner, 'Schedule the reverse pickup', 'Schedule pickup', 'RVP00012345'), 'Pickup scheduled');
  await step(owner, () => owner.getByRole('button', { name: 'Mark received' }).click(), 'Received and checked');
  await expect(owner.getByText('Pay to: UPI meena@okaxis')).toBeVisible();
  await expectAccessible(owner, 'a refund due at 375 px');
  await owner.screenshot({ path: 'tests/.results/returns-refund-375.png', fullPage: true });
  await step(
    owner,
    async () => {
      await owner.getByLabel('UPI or bank transfer reference').fill('UPI412345678901');
      await owner.getByRole('button', { name: 'Record refund' }).click();
    },
    'Refunded',
  );
  await expect(owner.getByText(/₹449\.00, reference UPI412345678901 · credit note KMCN\/\d{4}\/\d{5}/)).toBeVisible();

  await shopper.reload();
  await expect(mine).toContainText('Status: Refunded');
  await expect(mine).toContainText(/Refunded ₹449\.00 · Credit note KMCN\/\d{4}\/\d{5}/);
  await expect(mine.getByRole('list', { name: 'Return steps' }).getByRole('listitem')).toHaveText([/^Requested/, /^Approved/, /^Pickup scheduled/, /^Received and checked/, /^Refunded/]);
  await expect(mine.getByRole('link', { name: 'Track the pickup' })).toHaveAttribute('href', 'https://www.delhivery.com/track/package/RVP00012345');
  await expectAccessible(shopper, 'a refunded return at 375 px');
  await shopper.screenshot({ path: 'tests/.results/returns-steps-375.png', fullPage: true });

  // The queue, the report and the policy page's list pass axe too.
  await owner.goto('/admin/returns');
  await expectAccessible(owner, 'the returns queue at 375 px');
  await owner.goto('/admin/reports/returns');
  await expect(owner.getByRole('heading', { level: 1, name: 'Return rate' })).toBeVisible();
  await expect(owner.getByRole('table').first()).toContainText('Ankle Length Cotton Leggings');
  await expectAccessible(owner, 'the return rate report at 375 px');
  await owner.screenshot({ path: 'tests/.results/returns-report-375.png', fullPage: true });
  await shopper.goto('/static/refund-policy');
  await expect(shopper.getByRole('heading', { name: 'Return or exchange an order' })).toBeVisible();
  await expectAccessible(shopper, 'the returns policy page signed in');
  await ownerContext.close();
});

test('an exchange for a cheaper size pays the difference back: named to the shopper, asked before it is sent', async ({ page: shopper, browser }) => {
  test.setTimeout(120_000);
  await shopper.setViewportSize({ width: 375, height: 800 });
  const { token } = await shopperByApi(shopper, 'Meena Sundar');
  const { orderId, colourName } = await placeOrderOf(shopper.request, token, 'XXL', 'XL');
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signInToConsole(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  await deliver(owner, orderId);

  const form = await openReturnForm(shopper, orderId);
  await form.getByRole('radio', { name: 'Size too big' }).check();
  await form.getByRole('combobox', { name: 'Exchange for' }).selectOption({ label: `${colourName}, size XL (₹30.00 back a piece)` });
  await expect(form.getByText('The size you chose costs less, so we pay the difference back when your exchange ships.')).toBeVisible();
  await expect(form.getByRole('group', { name: 'Where should we send the difference?' })).toBeVisible();
  await form.getByRole('textbox', { name: 'UPI id' }).fill('meena@okaxis');
  await expectAccessible(shopper, 'the exchange form with a difference at 375 px');
  await form.getByRole('button', { name: 'Ask for the exchange' }).click();
  const mine = shopper.getByRole('region', { name: 'Your return or exchange' });
  await expect(mine).toContainText(`1 × Ankle Length Cotton Leggings (${colourName}, size XXL) → ${colourName}, size XL`);

  await openReturnInConsole(owner, orderId);
  await expect(owner.getByRole('list', { name: 'Returned items' })).toContainText(`→ ${colourName}, size XL (₹30.00 back)`);
  await step(owner, () => owner.getByRole('button', { name: 'Approve' }).click(), 'Approved');
  await step(owner, () => owner.getByRole('button', { name: 'Mark received' }).click(), 'Received and checked');
  const ship = owner.getByRole('form', { name: 'Ship the exchange' });
  await expect(ship).toContainText('The chosen sizes cost less: ₹30.00 goes back to the shopper as the exchange ships, paid by you to UPI meena@okaxis first.');
  await pageReady(owner);
  await ship.getByLabel('Courier').fill(PARCEL.courier);
  await ship.getByLabel('AWB number').fill('DLV55507777');
  await ship.getByLabel('Tracking link').fill('https://www.delhivery.com/track/package/DLV55507777');
  await ship.getByLabel('UPI or bank transfer reference').fill('UPI498765432101');
  const question = ship.getByRole('alertdialog', { name: 'Ship the exchange and send ₹30.00 back to the shopper?' });
  await ship.getByRole('button', { name: 'Ship exchange' }).click();
  await expect(question).toBeVisible();
  await expectAccessible(owner, 'the exchange asking before it sends money');
  await owner.screenshot({ path: 'tests/.results/returns-exchange-difference-1280.png', fullPage: true });
  await question.getByRole('button', { name: 'Yes, ship and send ₹30.00' }).click();
  await expect(owner.getByRole('heading', { level: 2, name: /· Exchange shipped$/ })).toBeVisible();
  await expect(owner.getByText(/₹30\.00, reference UPI498765432101 · credit note KMCN\/\d{4}\/\d{5}/)).toBeVisible();

  await shopper.reload();
  await expect(mine).toContainText('Status: Exchange shipped');
  await expect(mine).toContainText('Refunded ₹30.00');
  await expectAccessible(shopper, 'a shipped exchange with its difference at 375 px');
  await ownerContext.close();
});
