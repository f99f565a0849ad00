import { test, expect, type Page } from './support/shop';
import { DEMO_OWNER, consoleNav, signInToConsole, staffJoins } from './support/staff';
import { TIRUNELVELI_ADDRESS, expectAccessible, shopperByApi } from './support/shopper-session';
import { islandReady, pageReady, checkoutAnswers } from './support/ready';
import { ANY_ID, idAfter } from '../support/ids';

/**
 * Issue 14's story, told as staff would tell it: a shopper places a COD order and an online one;
 * the owner invites a fulfilment member and a manager; the member confirms, ships, delivers and
 * marks the COD order collected while the shopper watches it move in My Account; the manager
 * cancels the paid online order and the sandbox gateway refunds it; the audit log names who did
 * each step. Run at a desk's 1280 px and a packer's 375 px.
 */
const SLUG = 'ankle-length-cotton-leggings';
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

async function addToCart(page: Page) {
  await page.goto(`/product/${SLUG}`);
  await pageReady(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
}

/** Chooses the payment method and waits for the server's shipping charge in the total (₹449 + ₹99 COD, + ₹39 online). */
async function checkout(page: Page, method: RegExp, total: string) {
  await page.goto('/shipping');
  await expect(page.locator('[aria-label="My Account"] span').first()).toBeVisible();
  await checkoutAnswers(page);
  await page.getByRole('radio', { name: method }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
}

async function openOrder(staff: Page, orderId: string) {
  await staff.goto('/admin/orders');
  await staff.getByLabel('Order number, mobile or name').fill(orderId.slice(-5));
  await staff.getByRole('button', { name: 'Show orders' }).click();
  await staff.getByRole('link', { name: `Order #${orderId.slice(-5)}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Order #${orderId.slice(-5)}` })).toBeVisible();
}

/** Clicks an order action once the page answers input and waits for the page to show its result. */
async function act(staff: Page, button: string, shows: string) {
  await pageReady(staff);
  await staff.getByRole('button', { name: button }).click();
  await expect(staff.getByRole('region', { name: 'Summary' }).getByText(shows, { exact: true })).toBeVisible();
}

for (const width of [1280, 375]) {
  test(`at ${width} px: confirm, ship, deliver and collect a COD order; cancel and refund a paid online one; the audit log tells who`, async ({ page: shopper, browser }) => {
    test.setTimeout(300_000);
    await shopper.setViewportSize({ width, height: 900 });

    // 1. A shopper places a COD order and an online order.
    await shopperByApi(shopper, 'Meena Sundar', { address: TIRUNELVELI_ADDRESS });
    await addToCart(shopper);
    await checkout(shopper, /Cash on Delivery/, '₹548');
    await shopper.getByRole('button', { name: 'Checkout' }).click();
    await expect(shopper.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
    const codId = shopper.url().split('/').at(-1)!;
    await expect(shopper.getByText(`#${codId.slice(-5)}`)).toBeVisible();
    await expect(shopper.getByText('₹99.00')).toBeVisible();
    await expect(shopper.getByText('Expected delivery')).toBeVisible();
    await expect(shopper.getByText('North Car Street', { exact: false })).toBeVisible();
    await expectAccessible(shopper, 'the order status page with its delivery facts');

    await addToCart(shopper);
    await checkout(shopper, /Online Payment/, '₹488');
    await shopper.getByRole('button', { name: 'Initiate Payment' }).click();
    await expect(shopper).toHaveURL(idAfter('/payment/sandbox/'));
    const onlineId = (await shopper.getByText(new RegExp(`^${ANY_ID}-1$`)).textContent())!.slice(0, 24);
    await shopper.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(shopper.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();

    // 2. The owner signs in and invites a fulfilment member (and a manager).
    const ownerContext = await browser.newContext({ viewport: { width, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInToConsole(owner, DEMO_OWNER.email, DEMO_OWNER.password);
    const packerName = `Selvi Packer ${width}`;
    const managerName = `Karthik Manager ${width}`;
    const packer = await staffJoins(owner, browser, { role: 'fulfilment', email: `fulfilment-${width}-${Date.now()}@kanmani.test`, name: packerName, password: 'fulfilment-password-for-kanmani', width });
    const manager = await staffJoins(owner, browser, { role: 'manager', email: `manager-${width}-${Date.now()}@kanmani.test`, name: managerName, password: 'manager-password-for-kanmani', width });

    // 3. The member confirms, ships and delivers the COD order, and marks it collected.
    await (await consoleNav(packer)).getByRole('link', { name: 'Orders' }).click();
    await expect(packer.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(packer.getByRole('link', { name: `Order #${codId.slice(-5)}` })).toBeVisible();
    await expectAccessible(packer, 'the order queue');
    await packer.screenshot({ path: `tests/.results/admin-orders-queue-${width}.png`, fullPage: true });
    await openOrder(packer, codId);
    await expectAccessible(packer, 'the order page');
    // Cash exists only once the courier carries the parcel, and a waiting order is not packed (issue 35).
    await expect(packer.getByRole('button', { name: 'Mark COD collected' })).toHaveCount(0);
    await expect(packer.getByRole('link', { name: 'Print packing slip' })).toHaveCount(0);
    await act(packer, 'Confirm order', 'Confirmed');
    await expect(packer.getByRole('button', { name: 'Mark COD collected' })).toHaveCount(0);
    await expect(packer.getByRole('link', { name: 'Print packing slip' })).toBeVisible();
    await packer.goto(`/admin/orders/packing-slips?ids=${codId},${onlineId}`);
    await expect(packer.getByText('Cash on delivery', { exact: true })).toBeVisible();
    await expect(packer.getByText('Prepaid: collect nothing')).toBeVisible();
    await expectAccessible(packer, 'the packing slip');
    await openOrder(packer, codId);

    const ship = packer.getByRole('form', { name: 'Ship this order' });
    await pageReady(packer);
    await ship.getByLabel('AWB number').fill('DLV-1');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship.getByText('AWB number must be 8 to 20 letters or digits')).toBeVisible();
    await ship.getByLabel('Courier').fill('');
    await ship.getByLabel('Courier').fill(SHIPMENT.courier);
    await ship.getByLabel('AWB number').fill('');
    await ship.getByLabel('AWB number').fill(SHIPMENT.awb);
    await ship.getByLabel('Tracking link').fill('');
    await ship.getByLabel('Tracking link').fill(SHIPMENT.trackingUrl);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(packer.getByRole('region', { name: 'Summary' }).getByText('Shipped', { exact: true })).toBeVisible();
    await expect(packer.getByRole('region', { name: 'Shipment' })).toContainText('DLV12345678');
    await packer.screenshot({ path: `tests/.results/admin-order-shipped-${width}.png`, fullPage: true });

    // 4. The shopper sees Shipped with a tracking link…
    await shopper.goto('/profile');
    const card = shopper.getByRole('article', { name: `Order #${codId.slice(-5)}` });
    await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
    const track = card.getByRole('link', { name: `Track shipment of order #${codId.slice(-5)} (opens in a new tab)` });
    await expect(track).toHaveAttribute('href', SHIPMENT.trackingUrl);
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    await expectAccessible(shopper, 'My Account with a shipped order');

    await act(packer, 'Mark delivered', 'Delivered');
    // A money move names the amount and asks first.
    await pageReady(packer);
    await packer.getByRole('button', { name: 'Mark COD collected' }).click();
    await expect(packer.getByText('Mark ₹548.00 collected?')).toBeVisible();
    await packer.getByRole('button', { name: 'Yes, mark ₹548.00 collected' }).click();
    await expect(packer.getByRole('region', { name: 'Summary' }).getByText('Paid', { exact: true })).toBeVisible();
    // The note form hydrates when it scrolls into view.
    const note = packer.getByLabel('Add a staff note');
    await islandReady(packer, note);
    await note.fill('Customer paid the courier in cash.');
    await packer.getByRole('button', { name: 'Save note' }).click();
    await expect(packer.getByRole('region', { name: 'Staff notes' }).getByRole('listitem').filter({ hasText: 'Customer paid the courier in cash.' })).toBeVisible();

    // …then Delivered and Paid, and the order's timeline (without the staff note).
    await shopper.reload();
    await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: `Order details for order #${codId.slice(-5)}` }).click();
    const timeline = shopper.getByRole('list', { name: 'Order timeline' });
    await expect(timeline.getByRole('listitem')).toHaveText([/Order placed/, /Order confirmed/, /Shipped/, /Delivered/, /Cash on delivery paid/]);
    await expect(shopper.getByText('Customer paid the courier in cash.')).toHaveCount(0);
    await expectAccessible(shopper, 'the order detail view');
    await shopper.screenshot({ path: `tests/.results/shopper-order-detail-${width}.png`, fullPage: true });

    // 5. The manager cancels the paid online order; the sandbox gateway refunds it at once.
    await openOrder(manager, onlineId);
    await expect(manager.getByRole('region', { name: 'Summary' }).getByText('Paid', { exact: true })).toBeVisible();
    const cancel = manager.getByRole('form', { name: 'Cancel this order' });
    const cancelled = manager.getByRole('region', { name: 'Summary' }).getByText('Cancelled', { exact: true });
    await pageReady(manager);
    await cancel.getByLabel('Reason for cancelling').fill('This size is out of stock');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    // Cancelling a paid order asks first, naming the refund; nothing has happened yet.
    await expect(cancel.getByText('Cancel and refund ₹488.00?')).toBeVisible();
    await expect(cancelled).toHaveCount(0);
    await cancel.getByRole('button', { name: 'Yes, cancel and refund ₹488.00' }).click();
    await expect(cancelled).toBeVisible();
    await expect(manager.getByRole('region', { name: 'Summary' }).getByText('Refunded', { exact: true })).toBeVisible();

    // 6. The audit log shows each step with who did it.
    await owner.goto('/admin/audit');
    const rows = owner.getByRole('table', { name: 'Audit log entries' }).getByRole('row');
    for (const action of ['order.confirm', 'order.ship', 'order.deliver', 'order.codCollected', 'order.note']) {
      await expect(rows.filter({ hasText: action }).filter({ hasText: codId }).filter({ hasText: packerName })).toHaveCount(1);
    }
    for (const action of ['order.cancel', 'order.refund']) {
      await expect(rows.filter({ hasText: action }).filter({ hasText: onlineId }).filter({ hasText: managerName })).toHaveCount(1);
    }
    await owner.screenshot({ path: `tests/.results/admin-audit-orders-${width}.png`, fullPage: true });

    // The paid online order's slip was printed before it was cancelled (see step 3).
    await packer.goto(`/admin/orders/packing-slips?ids=${codId}`);
    await expect(packer.getByText(`Order #${codId.slice(-5)} is not ready to pack`, { exact: false })).toBeVisible();
    await packer.goto(`/admin/orders/packing-slips?ids=${onlineId}`);
    await expect(packer.getByText(`Order #${onlineId.slice(-5)} is not ready to pack`, { exact: false })).toBeVisible();
    await expectAccessible(packer, 'the packing slip');
    await ownerContext.close();
    await packer.context().close();
    await manager.context().close();
  });
}
