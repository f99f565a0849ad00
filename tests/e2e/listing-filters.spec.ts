import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/shop';

/**
 * A shopper narrows the catalog to her child's size and the cheapest first: with JavaScript off
 * (a plain GET form and its Apply button) and on (each change applies at once), on a phone and
 * a laptop. Figures are the demo catalog's: 9 products are sold in size 4-5Y. Other stories in
 * this run add products of their own (S, M and L, above ₹199), so the unfiltered total is not a
 * fixed figure here; the demo's alone is checked in tests/built-server/listing-pages.test.ts.
 */
const ALL = (from: number, to: number) => new RegExp(`Showing ${from}–${to} of \\d+ products`);
const KIDS_4_5_CHEAPEST_FIRST = [
  '/product/kids-printed-boxers',
  '/product/kids-sleep-shorts',
  '/product/kids-cotton-ankle-leggings',
  '/product/kids-rainbow-leggings',
  '/product/kids-shimmer-leggings',
  '/product/kids-boxer-shorts-pack-of-2',
  '/product/kids-track-pants',
  '/product/kids-cotton-joggers',
  '/product/kids-palazzo-pants',
];

const grid = (page: Page) => page.locator('section[aria-labelledby="product-list"] li a[href^="/product/"]');
const hrefs = (page: Page) => grid(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('without JavaScript: the form and its Apply button put the choice in the URL', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, baseURL });
      const page = await context.newPage();
      await page.goto('/categories');
      await expect(page.getByText(ALL(1, 20))).toBeVisible();
      await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
      await page.getByText('Filter by size, colour, price and stock').click();
      await page.getByRole('group', { name: 'Size' }).getByLabel(/^4-5Y/).check();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/\/categories\?sort=price-asc&size=4-5Y$/);
      expect(await hrefs(page)).toEqual(KIDS_4_5_CHEAPEST_FIRST);
      await expect(page.getByText('9 products', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
      // The chosen filter is a link back to the unfiltered list, sort kept.
      await page.getByRole('link', { name: 'Remove filter Size: 4-5Y' }).click();
      await expect(page).toHaveURL(/\/categories\?sort=price-asc$/);
      await expect(page.getByText(ALL(1, 20))).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/categories\?sort=price-asc&size=4-5Y$/);
      expect(await hrefs(page)).toEqual(KIDS_4_5_CHEAPEST_FIRST);
      await context.close();
    });

    test('with JavaScript: each change applies at once, and the back button steps back through them', async ({ page }) => {
      await page.goto('/categories');
      await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
      await expect(page).toHaveURL(/\/categories\?sort=price-asc$/);
      await expect(grid(page).first()).toHaveAttribute('href', '/product/kids-printed-boxers');
      await expect(page.getByLabel('Sort by')).toBeFocused();

      await page.getByText('Filter by size, colour, price and stock').click();
      const size = page.getByRole('group', { name: 'Size' }).getByLabel(/^4-5Y/);
      await size.check();
      await expect(page).toHaveURL(/\/categories\?sort=price-asc&size=4-5Y$/);
      await expect.poll(() => hrefs(page)).toEqual(KIDS_4_5_CHEAPEST_FIRST);
      // The panel stays open and the box keeps focus, so the next choice is one key away.
      await expect(page.getByRole('group', { name: 'Size' }).getByLabel(/^4-5Y/)).toBeFocused();
      await expect(page.getByRole('group', { name: 'Size' }).getByLabel(/^4-5Y/)).toBeChecked();
      await expect(page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: '4-5Y (9)' })).toBeVisible();
      await axeClean(page);

      await page.goBack();
      await expect(page).toHaveURL(/\/categories\?sort=price-asc$/);
      await expect(page.getByText(ALL(1, 20))).toBeVisible();
      await expect(page.locator('input[name="size"][value="4-5Y"]')).not.toBeChecked();
      await page.goBack();
      await expect(page).toHaveURL(/\/categories$/);
      await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    });

    test('the pager moves through /categories and the page stays axe clean', async ({ page }) => {
      await page.goto('/categories?sort=price-asc');
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await pages.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/categories\?sort=price-asc&page=2$/);
      await expect(page.getByText(ALL(21, 40))).toBeVisible();
      await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 2');
      await axeClean(page);
    });
  });
}
