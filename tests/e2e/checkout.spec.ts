import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { pageReady, pickerAnswers, checkoutAnswers } from './support/ready';
import { shopperByApi } from './support/shopper-session';
import { idAfter } from '../support/ids';

/**
 * Checkout as shoppers live it: cash on delivery from two products (one on offer) to the order
 * card in My Account; an online payment through the sandbox gateway; a failed payment retried
 * on the same order. Signing in goes through the API (the login dialog has its own stories).
 */
const OFFER_SLUG = 'ankle-length-cotton-leggings';
/** The demo's Churidar Leggings Combo (Pack of 2): ₹749, 220 g in size S, no offers. */
const PLAIN_SLUG = 'churidar-leggings-combo-pack-of-2';

/**
 * Waits until the page has confirmed the stored token with the server. Leaving a page while that
 * check is in flight aborts it, and the auth store treats the aborted call as a refused token.
 */
async function signedInHere(page: Page) {
  // The avatar shows the shopper's initial once the profile call has answered.
  await expect(page.getByRole('button', { name: 'My Account' })).toHaveText('P');
}

async function addToCart(page: Page, slug: string, times = 1, signedIn = true) {
  await page.goto(`/product/${slug}`);
  if (signedIn) await signedInHere(page);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.scrollIntoViewIfNeeded();
  await pickerAnswers(page);
  for (let i = 0; i < times; i++) {
    const before = await cartCount(page);
    await add.click();
    // The shopper sees the badge count go up before moving on.
    await expect.poll(() => cartCount(page)).toBeGreaterThan(before);
  }
}

async function cartCount(page: Page): Promise<number> {
  const label = (await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).first().getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? 0);
}

/** axe finds nothing on what the shopper sees now (dialogs included). */
async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

async function addAddress(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(dialog).toBeVisible();
  // Touching a field and leaving it empty shows the spec's message, announced with the field.
  await dialog.getByLabel('Contact Person').focus();
  await dialog.getByLabel('Door No.').focus();
  await expect(dialog.getByText('Contact person required')).toBeVisible();
  await expectAccessible(page, 'the Add New Address dialog with a field error');
  await dialog.getByLabel('Contact Person').fill('Priya Raman');
  await dialog.getByLabel('Door No.').fill('14/2');
  await dialog.getByLabel('Street Address').fill('Lake View Road, West Mambalam');
  await dialog.getByLabel('PIN Code').fill('600033');
  await dialog.getByLabel('City/Town').fill('Chennai');
  await dialog.getByLabel('District').fill('Chennai');
  await dialog.getByLabel('State').selectOption('Tamil Nadu');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Priya Raman/ })).toBeChecked();
}

test.describe('checkout', () => {
  test('cash on delivery: two products, one on offer, to the order card in My Account', async ({ page }) => {
    // No address yet: this story adds one in the checkout's dialog.
    await shopperByApi(page, 'Priya Raman');
    await addToCart(page, OFFER_SLUG, 2);
    await addToCart(page, PLAIN_SLUG);
    await page.goto('/cart');
    await signedInHere(page);
    await page.getByRole('link', { name: 'Proceed to Shipping' }).click();
    await expect(page).toHaveURL(/\/shipping$/);
    await expect(page.getByRole('heading', { name: '1. Delivery Address' })).toBeVisible();
    await signedInHere(page);
    await expect(page.getByTestId('checkout-shipping')).toHaveText('will be calculated');
    await expectAccessible(page, 'the checkout page');

    // 2 leggings at 'Buy 2 @ ₹799' + the ₹749 combo = ₹1,548; 2 × 180 g + 220 g = 580 g ships
    // cash on delivery for ₹99 (the tier up to 999 g), so ₹1,647 in all.
    await expect(page.getByTestId('checkout-subtotal')).toHaveText('₹1,548');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByText('Please select a payment method to proceed with checkout')).toBeVisible();
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await expect(page.getByTestId('checkout-total')).toHaveText('₹1,647');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await addAddress(page);
    await page.getByRole('button', { name: 'Checkout' }).click();

    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
    await expect(page.getByText('Your Order has been Placed Successfully.')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('₹1,647.00');
    await expectAccessible(page, 'the order status page, success');
    const orderId = page.url().split('/').at(-1)!;
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').items)).toEqual([]);

    await page.getByRole('link', { name: 'View Order' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const card = page.getByRole('article', { name: `Order #${orderId.slice(-5)}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Waiting For Confirmation')).toBeVisible();
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByText('₹1,647.00')).toBeVisible();
    await expectAccessible(page, 'My Account with an order card');
  });

  // `shopper` signs Priya Raman in on `page` with an address; these stories need nothing else from it.
  test('online payment through the sandbox gateway succeeds', async ({ page, shopper: _shopper }) => {
    await addToCart(page, OFFER_SLUG);
    await page.goto('/shipping');
    await signedInHere(page);
    await expect(page.getByRole('radio', { name: /Priya Raman/ })).toBeChecked();
    await page.getByRole('radio', { name: /Online Payment/ }).check();
    await page.getByRole('button', { name: 'Initiate Payment' }).click();
    await expect(page).toHaveURL(idAfter('/payment/sandbox/'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(idAfter('/order/status/'));
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  });

  test('a failed online payment shows Payment Failed, and a retry on the same order succeeds', async ({ page, shopper: _shopper }) => {
    await addToCart(page, OFFER_SLUG);
    await page.goto('/shipping');
    await signedInHere(page);
    await checkoutAnswers(page);
    await page.getByRole('radio', { name: /Online Payment/ }).check();
    await page.getByRole('button', { name: 'Initiate Payment' }).click();
    await expect(page).toHaveURL(idAfter('/payment/sandbox/'));
    await pageReady(page);
    await expectAccessible(page, 'the sandbox payment page');
    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expectAccessible(page, 'the order status page, failed');
    await expect(page.getByText('Unfortunately, your payment could not be processed.')).toBeVisible();
    const orderId = page.url().split('/').at(-1)!;
    await expect(page.getByText(`${orderId}-1`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Any Help?' })).toHaveAttribute('href', '/static/contact');

    await page.getByRole('button', { name: 'Retry Payment' }).click();
    await expect(page).toHaveURL(idAfter('/payment/sandbox/'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/order/status/${orderId}$`));
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  });

  test('an empty cart sends the shopper back to the cart, and a signed-out shopper is asked to log in', async ({ page }) => {
    await page.goto('/shipping');
    await expect(page).toHaveURL(/\/cart$/);
    await addToCart(page, OFFER_SLUG, 1, false);
    await page.goto('/shipping');
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('dialog', { name: /Login/ })).toBeVisible();
  });
});
