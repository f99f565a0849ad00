import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { checkoutAnswers, pickerAnswers } from './support/ready';
import { TIRUNELVELI_ADDRESS, codeFor, shopperByApi, type Shopper, type ShopperAddress } from './support/shopper-session';
import { ANY_ID, idAfter } from '../support/ids';

/**
 * The order status link outside the happy path: opened signed out, opened by another
 * customer, and an online payment the shopper walked away from. None of them may lose a cart;
 * only the order's owner seeing a real outcome empties it.
 */
const SLUG = 'ankle-length-cotton-leggings';

/** A shopper signed in through the API, once this browser has confirmed them. */
async function signIn(page: Page, name: string, address?: ShopperAddress): Promise<Shopper> {
  const shopper = await shopperByApi(page, name, { firstDigit: '8', address });
  await page.goto('/');
  await signedInHere(page);
  return shopper;
}

async function signedInHere(page: Page) {
  await expect(page.locator('[aria-label="My Account"] span').first()).toBeVisible();
}

async function addToCart(page: Page) {
  await page.goto(`/product/${SLUG}`);
  await pickerAnswers(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
}

const cartItems = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}').items ?? []).length as number);

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** Starts an online payment for the cart and leaves the sandbox page unpaid; answers the order id. */
async function walkAwayFromPayment(page: Page): Promise<string> {
  await page.goto('/shipping');
  await signedInHere(page);
  await checkoutAnswers(page);
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await page.getByRole('button', { name: 'Initiate Payment' }).click();
  await expect(page).toHaveURL(idAfter('/payment/sandbox/'));
  const merchantOrderId = await page.getByText(new RegExp(`^${ANY_ID}-1$`)).textContent();
  return merchantOrderId!.slice(0, 24);
}

test('a status link opened signed out asks to sign in, keeps the cart, and shows the order once its owner signs in', async ({ page, browser }) => {
  const owner = await browser.newPage();
  const { mobile } = await signIn(owner, 'Meena Sundar', TIRUNELVELI_ADDRESS);
  await addToCart(owner);
  const orderId = await walkAwayFromPayment(owner);
  await owner.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(owner.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await owner.close();

  await addToCart(page);
  await page.goto(`/order/status/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Sign in to see this order' })).toBeVisible();
  await expect(page.getByText('Only the account that placed an order can see it. Sign in with the mobile number you ordered with.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  expect(await cartItems(page)).toBe(1);
  await expectAccessible(page, 'the status page asking to sign in');

  await page.getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: /^Login to / });
  await login.getByLabel('Mobile Number').fill(mobile);
  await login.getByRole('button', { name: 'Confirm' }).click();
  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(otp).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(await codeFor(page.request, mobile));
  await otp.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
});

test("another customer's status link shows the same neutral view and keeps their cart", async ({ page, browser }) => {
  const owner = await browser.newPage();
  await signIn(owner, 'Meena Sundar', TIRUNELVELI_ADDRESS);
  await addToCart(owner);
  const orderId = await walkAwayFromPayment(owner);
  await owner.close();

  await signIn(page, 'Arun Kumar');
  await addToCart(page);
  await page.goto(`/order/status/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Sign in to see this order' })).toBeVisible();
  await expect(page.getByText(`${orderId}-1`)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  expect(await cartItems(page)).toBe(1);
  await expectAccessible(page, "the status page for another customer's order");
});

test('a walked-away online payment stays Pending with the cart kept; Pay now in My Account leads to the payment page, and paying empties the cart', async ({ page }) => {
  await signIn(page, 'Meena Sundar', TIRUNELVELI_ADDRESS);
  await addToCart(page);
  const orderId = await walkAwayFromPayment(page);

  // The shopper comes back to the status page without paying; time runs on the page's clock.
  await page.clock.install();
  await page.goto(`/order/status/${orderId}`);
  const pending = page.getByRole('heading', { name: 'Payment Pending' });
  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(pending).toBeVisible({ timeout: 500 });
  }).toPass();
  // Well past the 8 seconds after which the page used to give up.
  await page.clock.runFor(20_000);
  await expect(pending).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toHaveCount(0);
  await expect(page.getByText(/We have not received your payment yet\. Your order is kept until .+; pay before then, or it will be cancelled\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  expect(await cartItems(page)).toBe(1);
  await expectAccessible(page, 'the status page, payment pending');

  await page.goto('/profile');
  const card = page.getByRole('article', { name: `Order #${orderId.slice(-5)}` });
  await expect(card.getByText('Waiting For Confirmation')).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expectAccessible(page, 'My Account with an order waiting for payment');
  await card.getByRole('button', { name: `Pay now for order #${orderId.slice(-5)}` }).click();
  await expect(page).toHaveURL(idAfter('/payment/sandbox/'));
  await expect(page.getByText(`${orderId}-2`)).toBeVisible();
  expect(await cartItems(page)).toBe(1);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order/status/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  expect(await cartItems(page)).toBe(0);
  await page.goto('/profile');
  await expect(page.getByRole('article', { name: `Order #${orderId.slice(-5)}` }).getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
});
