import { test, expect } from './support/shop';
import { expectAccessible } from './support/shopper-session';
import { pageReady } from './support/ready';

/**
 * /cart before its island's JavaScript arrives (issue 19, Lighthouse on the cart page): the cart
 * lives in localStorage, so a shopper whose cart is empty sees the empty-cart message in the
 * first paint, and a shopper with items sees 'Loading cart...' rather than a wrong 'empty'.
 * The island's code is held back here to stand for a slow phone.
 */
test.use({ viewport: { width: 375, height: 800 } });

const holdCartCode = async (page: import('@playwright/test').Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/CartPage.*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

test('an empty cart shows its message before the cart code loads, and once after', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const release = await holdCartCode(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText("Looks like you haven't added any products to your cart yet.")).toBeVisible();
  await expect(page.getByText('Loading cart...')).toBeHidden();
  await expectAccessible(page, 'the empty cart before its code loads');

  release();
  await pageReady(page, 10_000);
  // The island took over: one message, and its link still leads on.
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  // The inline script runs under the page's CSP (a refused script logs an error).
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test('a cart with items says it is loading until the cart code arrives, not that it is empty', async ({ page }) => {
  await page.goto('/product/ankle-length-cotton-leggings');
  await page.evaluate(() =>
    localStorage.setItem('cart', JSON.stringify({ items: [{ customId: 'x', quantity: 1 }], totalItems: 1 })),
  );
  const release = await holdCartCode(page);
  await page.goto('/cart');
  await expect(page.getByText('Loading cart...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeHidden();
  release();
  await pageReady(page, 10_000);
});
