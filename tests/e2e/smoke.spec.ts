import { expect, test } from './support/shop';

test('a shopper opens the home page of the built server and sees the shop', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Kanmani/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the catalog API of the running server lists the demo catalog', async ({ request }) => {
  const r = await request.get('/api/web/product/list');
  expect(r.status()).toBe(200);
  const body = await r.json();
  expect(body.data.length).toBeGreaterThanOrEqual(40);
});
