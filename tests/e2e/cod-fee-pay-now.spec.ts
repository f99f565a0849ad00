import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { pickerAnswers, pageReady } from './support/ready';
import { DEMO_OWNER, signInToConsole } from './support/staff';
import { shopperByApi } from './support/shopper-session';
import { idAfter } from '../support/ids';

/**
 * The COD charge and 'Pay now and save' as a merchant and a shopper meet them: the merchant sets
 * a ₹30 COD charge and a 10% pay-now discount; the checkout shows the charge as its own line for
 * cash on delivery only; the COD order's status page offers paying online for less, and once
 * paid on the sandbox the order shows as paid online in My Account.
 */
/** The demo's Kids Sleep Shorts: ₹229, 130 g (₹99 COD, ₹39 online shipping). */
const SLUG = 'kids-sleep-shorts';

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

async function setCharges(page: Page, codFee: string, discount: string) {
  await page.goto('/admin/settings');
  await pageReady(page);
  await page.getByLabel('COD charge (₹)').fill(codFee);
  await page.getByLabel('Pay now discount (%)').fill(discount);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Delivery settings saved.')).toBeVisible();
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/.results/${name}-${width}.png`, fullPage: true });
  }
}

test('a COD charge shows for cash on delivery only, and a COD order paid now online is cheaper and paid', async ({ page, browser }) => {
  // A console and a shopper, a payment page and four axe runs.
  test.setTimeout(120_000);
  const consoleContext = await browser.newContext();
  const consolePage = await consoleContext.newPage();
  await signInToConsole(consolePage, DEMO_OWNER.email, DEMO_OWNER.password);
  await setCharges(consolePage, '30', '10');
  await expectAccessible(consolePage, 'the delivery and COD settings with the COD charge');

  try {
    await shopperByApi(page, 'Anitha Selvam', {
      firstDigit: '6',
      address: { doorNo: '21', address: 'West Masi Street', pincode: '625001', city: 'Madurai', district: 'Madurai', state: 'Tamil Nadu' },
    });
    await page.goto(`/product/${SLUG}`);
    await pickerAnswers(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();

    await page.goto('/shipping');
    await pageReady(page);
    await expect(page.getByText('Anitha Selvam').first()).toBeVisible();
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await expect(page.getByTestId('checkout-cod-fee')).toHaveText('₹30');
    await expect(page.getByText('Cash on delivery charge')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('₹358');
    await expectAccessible(page, 'checkout with the COD charge');
    await shoot(page, 'cod-fee-checkout');

    await page.getByRole('radio', { name: /Online Payment/ }).check();
    await expect(page.getByTestId('checkout-total')).toHaveText('₹268');
    await expect(page.getByText('Cash on delivery charge')).toHaveCount(0);

    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await expect(page.getByTestId('checkout-total')).toHaveText('₹358');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(idAfter('/order/status/'));
    const orderId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('₹358.00');
    const pay = page.getByRole('button', { name: 'Pay now and save ₹112.90' });
    await expect(pay).toBeVisible();
    await expect(page.getByText('₹245.10', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the status page offering pay now and save');
    await shoot(page, 'pay-now-status');

    await pay.click();
    await expect(page).toHaveURL(idAfter('/payment/sandbox/'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/order/status/${orderId}$`));
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('₹245.10');
    await expect(page.getByRole('button', { name: /^Pay now and save/ })).toHaveCount(0);

    await page.goto(`/profile/orders/${orderId}`);
    const card = page.getByRole('article', { name: `Order #${orderId.slice(-5)}` });
    await expect(card.getByText('Online Payment')).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await expect(card.getByText('Paid online discount')).toBeVisible();
    await expect(card.getByText('−₹22.90')).toBeVisible();
    await expect(page.getByText('Switched to online payment')).toBeVisible();
    await expectAccessible(page, 'the order paid online in My Account');
    await shoot(page, 'pay-now-paid');

    // The console shows the switch and the new figures.
    await consolePage.goto(`/admin/orders/${orderId}`);
    await expect(consolePage.getByText('Paid online discount')).toBeVisible();
    await expect(consolePage.getByText('−₹22.90')).toBeVisible();
    await expect(consolePage.getByText('Switched from cash on delivery to online payment')).toBeVisible();
    await expectAccessible(consolePage, 'the console order page of a switched order');
  } finally {
    await setCharges(consolePage, '', '0');
    await consoleContext.close();
  }
});
