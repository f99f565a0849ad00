import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';

/**
 * Issue 19: the product page ships no React until a shopper touches it (client:interact), and
 * nothing done while React is still on its way is lost. Each story holds back React's download
 * (the islands' renderer) so the taps and typing surely land before hydration, then lets it go.
 * Figures are the demo catalog's Ankle Length Cotton Leggings (Black first; sizes S, M, ...).
 */
const SLUG = 'ankle-length-cotton-leggings';

/**
 * Holds every request for the island renderer (which imports React DOM) until `release()`.
 * `arm()` reads the renderer's address from the loaded page; islands ask for it only later.
 */
async function holdReact(page: Page) {
  const requested: string[] = [];
  let renderer = '';
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    requested.push(path);
    if (renderer && path === renderer) await gate;
    await route.continue();
  });
  const arm = async () => {
    renderer = await page.evaluate(() => document.querySelector('astro-island')?.getAttribute('renderer-url') ?? '');
    expect(renderer).toMatch(/^\/_astro\/.+\.js$/);
    return renderer;
  };
  return { requested, release, arm };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a shopper who only looks at a product downloads no React', async ({ page }) => {
    const { requested, arm } = await holdReact(page);
    await page.goto(`/product/${SLUG}`, { waitUntil: 'networkidle' });
    const renderer = await arm();
    // Scrolling through the page, past the picker and Check delivery, wakes nothing.
    for (const name of ['Add to Cart', 'Check']) await page.getByRole('button', { name, exact: true }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(renderer);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a size and Add to Cart tapped before React arrives both count', async ({ page }) => {
    const { release, arm } = await holdReact(page);
    await page.goto(`/product/${SLUG}`);
    await arm();
    await page.locator('label').filter({ has: page.getByRole('radio', { name: 'M', exact: true }) }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // React is still held back: the taps are waiting, nothing is in the cart yet.
    await expect(page.locator('body [data-ready]').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    release();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(page.getByText('Ankle Length Cotton Leggings (Black, M) × 1')).toBeVisible();
  });

  test('a PIN code typed and sent before React arrives is answered', async ({ page }) => {
    const { release, arm } = await holdReact(page);
    await page.goto(`/product/${SLUG}`);
    await arm();
    const pin = page.getByRole('textbox', { name: 'Check delivery' });
    await pin.pressSequentially('60000');
    await pin.press('1');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    release();
    await expect(pin).toHaveValue('600001');
    await expect(page.getByText(/^Delivery by /)).toBeVisible();
  });

  test('the account button opens the sign-in dialog at the first tap', async ({ page }) => {
    const { release, arm } = await holdReact(page);
    await page.goto(`/product/${SLUG}`);
    await arm();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    release();
    await expect(page.getByRole('dialog', { name: /^Login to / })).toBeVisible();
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('text typed into the search box before React arrives is searched', async ({ page }) => {
    const { release, arm } = await holdReact(page);
    await page.goto(`/product/${SLUG}`);
    await arm();
    const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
    await box.click();
    await box.pressSequentially('leggi');
    release();
    await expect(box).toHaveValue('leggi');
    await expect(page.getByRole('option', { name: /Ankle Length Cotton Leggings/ })).toBeVisible();
  });
});
