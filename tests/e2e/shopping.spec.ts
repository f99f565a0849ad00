import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import type { ProductDetail } from '../../src/lib/catalog-types';
import { pickerAnswers, searchAnswers } from './support/ready';

/**
 * The shopping islands as a shopper meets them, on a phone (375 px) and a desktop (1280 px):
 * search, the product picker with offers and bulk selection, the cart badge, the cart page.
 * Figures are the demo catalog's Ankle Length Cotton Leggings: size S at ₹449, 'Buy 2 @ ₹799',
 * 'Buy 3 @ ₹1,099' and a hidden 'Buy 5 @ ₹1,699'.
 */
const SLUG = 'ankle-length-cotton-leggings';
const NAME = 'Ankle Length Cotton Leggings';

async function productDetail(page: Page): Promise<ProductDetail> {
  const res = await page.request.get(`/api/web/product/slug/${SLUG}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ProductDetail }).data;
}

async function openProduct(page: Page) {
  await page.goto(`/product/${SLUG}`);
  await page.getByRole('button', { name: 'Add to Cart' }).scrollIntoViewIfNeeded();
  await pickerAnswers(page);
}

async function expectNoAxeViolations(page: Page, only?: string) {
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });
const subtotal = (page: Page) => page.getByTestId('cart-subtotal');

for (const width of [375, 1280]) {
  test.describe(`shopping at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('search "leg" with the keyboard and open a result', async ({ page }) => {
      await page.goto('/');
      if (width < 768) await page.locator('summary[aria-label="Search"]').click();
      const box = page.getByRole('combobox', { name: 'Search products' });
      await searchAnswers(page);
      await expect(page.getByRole('option')).toHaveText(['Leggings', 'Pants', 'Shapewear', 'Inner Wear', 'Boxer Shorts']);
      await box.pressSequentially('leg');
      const products = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').filter({ hasNotText: 'Search for' });
      await expect(products.first()).toBeVisible();
      expect(await products.count()).toBeLessThanOrEqual(6);
      await expect(page.getByRole('option', { name: 'Search for "leg"' })).toBeVisible();
      // The open combobox and its popup; the rest of the home page has its own checks.
      await expectNoAxeViolations(page, `[data-search="${width < 768 ? 'mobile' : 'desktop'}"]`);
      // The best match for 'leg' is the first product named Leggings in catalog order.
      await expect(products.first()).toContainText(NAME);
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/product\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    });

    test('Escape closes the suggestions and Enter searches the text', async ({ page }) => {
      await page.goto('/');
      if (width < 768) await page.locator('summary[aria-label="Search"]').click();
      const box = page.getByRole('combobox', { name: 'Search products' });
      await searchAnswers(page);
      await box.fill('pants');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await box.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/categories\?search=pants$/);
    });

    test('pick a colour beyond the first 16 through More', async ({ page }) => {
      const product = await productDetail(page);
      expect(product.colorVariants.length).toBeGreaterThan(16);
      await openProduct(page);
      const colours = page.getByRole('group', { name: /^Colour:/ }).getByRole('radio');
      await expect(colours).toHaveCount(16);
      await page.getByRole('button', { name: /^More/ }).click();
      await expect(colours).toHaveCount(product.colorVariants.length);
      const late = product.colorVariants[16]!;
      await page.getByTitle(late.name, { exact: true }).click();
      await expect(page.getByRole('radio', { name: late.name, exact: true })).toBeChecked();
      await expect(page.getByRole('group', { name: `Colour: ${late.name}` })).toBeVisible();
      // The size resets to the new colour's first size.
      await expect(page.getByRole('radio', { name: late.sizes[0]!.name, exact: true })).toBeChecked();
      await page.getByRole('button', { name: 'Less' }).click();
      await expect(colours).toHaveCount(17);
    });

    test('an offer sets quantity and price; the bulk dialog asks for every unit first', async ({ page }) => {
      await openProduct(page);
      const tiles = page.getByRole('button', { name: /^Buy \d+ @ ₹/ });
      // The hidden five-piece offer has no tile.
      await expect(tiles).toHaveText(['Buy 2 @ ₹799', 'Buy 3 @ ₹1,099']);
      const n = 2;
      await tiles.first().click();
      await expect(tiles.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
      await expect(page.getByTestId('picker-price')).toHaveText('₹799');
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Select Size & Color' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Size & Color' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(`Please select size and color for all ${n} incomplete item(s)`);
      for (let i = 1; i <= n; i++) {
        await dialog.getByRole('combobox', { name: `Colour for item ${i}` }).selectOption({ index: i });
        await dialog.getByRole('combobox', { name: `Size for item ${i}` }).selectOption({ index: 1 });
      }
      await dialog.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Added to cart')).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${n} items`);

      await page.reload();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    });

    test('removing units in the bulk dialog lowers the quantity and at 1 closes it', async ({ page }) => {
      await openProduct(page);
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(quantity).toHaveValue('2');
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(quantity).toHaveValue('3');
      await page.getByRole('button', { name: 'Select Size & Color' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Size & Color' });
      await expect(dialog.getByRole('listitem')).toHaveCount(3);
      await dialog.getByRole('button', { name: 'Remove item 3' }).click();
      await expect(dialog.getByRole('listitem')).toHaveCount(2);
      await expect(dialog).toContainText('each of the 2 items');
      await dialog.getByRole('button', { name: 'Remove item 1' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
    });

    test('dialogs on the product page pass axe and return focus', async ({ page }) => {
      const product = await productDetail(page);
      await openProduct(page);
      if (product.sizeChart) {
        const opener = page.getByRole('button', { name: 'Size Chart' });
        await opener.click();
        await expect(page.getByRole('dialog', { name: 'Size Chart' })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(opener).toBeFocused();
      }
      if (product.youTube?.url) {
        await page.getByRole('button', { name: 'Watch the video' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Close' }).click();
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      await expectNoAxeViolations(page);
    });

    test('the cart page groups a product and follows the offer rule', async ({ page }) => {
      await openProduct(page);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('Added to cart')).toBeVisible();
      await page.getByTitle('Maroon', { exact: true }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
      // Two colours of one product are priced together: 'Buy 2 @ ₹799'.
      await expect(subtotal(page)).toHaveText('₹799');
      await expectNoAxeViolations(page);

      const firstLine = `${NAME} (Black, S)`;
      const increase = page.getByRole('group', { name: `Quantity of ${firstLine}` }).getByRole('button', { name: /^Increase/ });
      await increase.click();
      await expect(subtotal(page)).toHaveText('₹1,099');
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
      // Four units take the 'Buy 3 @ ₹1,099' unit price: 1,099 × 4 / 3 = ₹1,465.33.
      await increase.click();
      await expect(subtotal(page)).toHaveText('₹1,465.33');
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');

      await page.getByRole('button', { name: `Remove ${NAME} (Maroon, S)` }).click();
      await expect(subtotal(page)).toHaveText('₹1,099');
      const decrease = page.getByRole('group', { name: `Quantity of ${firstLine}` }).getByRole('button', { name: /^Decrease/ });
      await decrease.click();
      await expect(subtotal(page)).toHaveText('₹799');
      await decrease.click();
      await expect(subtotal(page)).toHaveText('₹449');
      await expect(page.getByRole('group', { name: `Quantity of ${firstLine}` }).getByRole('button', { name: /^Decrease/ })).toBeDisabled();

      await page.getByRole('button', { name: 'Hide sizes & colours (1)' }).click();
      await expect(page.getByRole('button', { name: /^Remove / })).toBeHidden();
      await page.getByRole('button', { name: 'Show sizes & colours (1)' }).click();
      await expect(page.getByRole('link', { name: 'Proceed to Shipping' })).toHaveAttribute('href', '/shipping');

      await page.getByRole('button', { name: `Remove ${firstLine}` }).click();
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      await expect(page.getByText("Looks like you haven't added any products to your cart yet.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/categories');
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    });

    test('a changed or vanished product is shown on the cart page, not silently charged', async ({ page }) => {
      const product = await productDetail(page);
      const colour = product.colorVariants[0]!;
      const size = colour.sizes[0]!;
      const line = (customId: string, overrides: Record<string, unknown>) => ({
        _id: product._id,
        customId,
        name: product.name,
        slug: product.slug,
        price: size.price,
        image: colour.images[0] ?? product.image,
        weight: { unit: 'g', value: size.weight },
        color: colour.name,
        size: size.name,
        quantity: 1,
        selectedSize: { _id: size._id, name: size.name, price: size.price, offers: size.offers },
        selectedColor: { _id: colour._id, name: colour.name, colorCode: colour.colorCode },
        ...overrides,
      });
      await page.goto('/cart');
      await page.evaluate(
        (cart) => localStorage.setItem('cart', JSON.stringify(cart)),
        {
          items: [
            line('stale', { price: size.price - 1, selectedSize: { _id: size._id, name: size.name, price: size.price - 1, offers: size.offers } }),
            line('gone', { _id: 'ffffffffffffffffffffffff', name: 'Discontinued Leggings', slug: 'discontinued', color: 'Grey', selectedColor: { _id: 'ffffffffffffffffffffffff', name: 'Grey' } }),
          ],
          totalItems: 2,
        },
      );
      await page.reload();
      await expect(page.getByText('Price changed from ₹448 to ₹449')).toBeVisible();
      await expect(page.getByText('No longer available', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Proceed to Shipping' })).toBeDisabled();
      await expect(subtotal(page)).toHaveText('₹449');
      await page.getByRole('button', { name: /^Remove Discontinued Leggings/ }).click();
      await expect(page.getByRole('link', { name: 'Proceed to Shipping' })).toBeVisible();
    });

    test('Buy Now lands on the cart', async ({ page }) => {
      await openProduct(page);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
    });
  });
}
