import { test, expect, type Page } from './support/shop';
import { expectAccessible, TIRUNELVELI_ADDRESS } from './support/shopper-session';
import { pageReady } from './support/ready';

/**
 * Issue 28, item 8: the shopper's own side of My Account on a phone. A confirmed COD order is
 * cancelled from its order page and its piece goes back on the shelf (the console's stock figure
 * says so); the address book adds, makes default and deletes an address.
 */
test.use({ viewport: { width: 375, height: 800 } });

/** The first colour's first size of the demo leggings the codOrder fixture buys, by id. */
async function orderedSizeId(page: Page): Promise<string> {
  const product = (await (await page.request.get('/api/web/product/slug/ankle-length-cotton-leggings')).json()).data as { colorVariants: { sizes: { _id: string }[] }[] };
  return product.colorVariants[0]!.sizes[0]!._id;
}

async function sellable(staff: Page, sizeId: string): Promise<number> {
  await staff.goto(`/admin/stock/${sizeId}`);
  return Number(await staff.getByTestId('sellable').textContent());
}

test('a shopper cancels a confirmed COD order from My Account and its piece goes back on the shelf', async ({ page, codOrder: orderId, staff }) => {
  test.setTimeout(120_000);
  const number = orderId.slice(-5);
  // The packer confirms the order in the console, as after the confirmation call.
  const packer = await staff('fulfilment');
  await packer.goto(`/admin/orders/${orderId}`);
  await pageReady(packer);
  await packer.getByRole('button', { name: 'Confirm order' }).click();
  await expect(packer.getByRole('region', { name: 'Summary' }).getByText('Confirmed', { exact: true })).toBeVisible();
  const sizeId = await orderedSizeId(page);
  const before = await sellable(packer, sizeId);

  // From My Account's order history to the order's page.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await page.getByRole('link', { name: `Order details for order #${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  await pageReady(page);
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${number}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('It is cash on delivery, so there is nothing to pay or refund.')).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong size');
  await expectAccessible(page, 'the cancel dialog at 375');
  await page.screenshot({ path: 'tests/.results/my-account-cancel-dialog-375.png' });
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();

  await expect(page.getByText('Your order is cancelled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectAccessible(page, 'the cancelled order at 375');
  await page.screenshot({ path: 'tests/.results/my-account-cancelled-375.png', fullPage: true });

  // The one piece the order held is sellable again.
  expect(await sellable(packer, sizeId)).toBe(before + 1);
});

test('a shopper adds an address, makes another the default and deletes the default', async ({ page, shopper }) => {
  test.setTimeout(120_000);
  await page.goto('/profile');
  await pageReady(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Saved Addresses' }).click();
  await expect(page.getByRole('heading', { name: 'Saved Addresses' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Saved addresses' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Temple Street, Mylapore');
  await expect(list.getByRole('listitem').first()).toContainText('Default');

  // Add: a bad PIN is named with the checkout's words, then the new address saves and becomes the default.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await form.getByLabel('Contact Person').fill('Meena Raman');
  await form.getByLabel('Door No.').fill(TIRUNELVELI_ADDRESS.doorNo);
  await form.getByLabel('Street Address').fill(TIRUNELVELI_ADDRESS.address);
  await form.getByLabel('PIN Code').fill('6270');
  await form.getByLabel('City/Town').click();
  await expect(form.getByText('PIN Code must be 6 digits')).toBeVisible();
  await form.getByLabel('PIN Code').fill(TIRUNELVELI_ADDRESS.pincode);
  await expect(form.getByLabel('State')).toHaveValue('Tamil Nadu');
  await form.getByLabel('City/Town').fill(TIRUNELVELI_ADDRESS.city);
  await form.getByLabel('District').fill(TIRUNELVELI_ADDRESS.district);
  await expectAccessible(page, 'the add address dialog at 375');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const meena = list.getByRole('listitem').filter({ hasText: 'Meena Raman' });
  const priya = list.getByRole('listitem').filter({ hasText: shopper.name });
  await expect(meena).toContainText('North Car Street, Tirunelveli');
  await expect(meena).toContainText('Default');
  await expect(priya).not.toContainText('Default');

  // Make the Chennai address the default again.
  await priya.getByRole('button', { name: /^Make default: the address of / }).click();
  await expect(page.getByText(`${shopper.name}, 3, Chennai is now your default address.`)).toBeVisible();
  await expect(priya).toContainText('Default');
  await expect(meena).not.toContainText('Default');
  await expectAccessible(page, 'the address book at 375');
  await page.screenshot({ path: 'tests/.results/my-account-address-book-375.png', fullPage: true });

  // Delete the default: the other address becomes the default, and the page says so.
  await priya.getByRole('button', { name: /^Delete the address of / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm.getByText('This is your default address. Your newest other address will become the default.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete address' }).click();
  await expect(page.getByText('Address deleted. Your default address is now Meena Raman, 7, Tirunelveli.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Meena Raman');
  await expect(list.getByRole('listitem').first()).toContainText('Default');
});

for (const width of [375, 1280]) {
  test(`at ${width} px My Account's orders, addresses and order page pass axe`, async ({ page, codOrder: orderId }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Order details for order #${orderId.slice(-5)}` })).toBeVisible();
    await expectAccessible(page, `My Account orders at ${width}`);
    await pageReady(page);
    if (width < 768) {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Saved Addresses' }).click();
    } else {
      await page.getByRole('complementary', { name: 'Account menu' }).getByRole('button', { name: 'Saved Addresses' }).click();
    }
    await expect(page.getByRole('list', { name: 'Saved addresses' })).toBeVisible();
    await expectAccessible(page, `My Account addresses at ${width}`);
    await page.screenshot({ path: `tests/.results/my-account-addresses-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Edit the address of / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Edit Address' }).getByLabel('PIN Code')).toHaveValue('600004');
    await expectAccessible(page, `the edit address dialog at ${width}`);
    await page.keyboard.press('Escape');

    await page.goto(`/profile/orders/${orderId}`);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expectAccessible(page, `the order page at ${width}`);
    await page.screenshot({ path: `tests/.results/my-account-order-${width}.png`, fullPage: true });
  });
}
