import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { pageReady, pickerAnswers } from './support/ready';

/**
 * A phone shopper on the English product page switches to Tamil from the header's menu
 * (issue 31): the same product opens under /ta/, its picker, details and reviews speak Tamil
 * while the product's own name stays as the merchant wrote it, and adding it leads to the Tamil
 * cart.
 */
test.use({ viewport: { width: 375, height: 800 } });

/** The demo's Ankle Length Cotton Leggings. */
const SLUG = 'ankle-length-cotton-leggings';

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** The Tamil picker answers: its quantity stepper, in Tamil, moves. */
async function tamilPickerAnswers(page: Page) {
  const quantity = page.getByRole('spinbutton', { name: 'எண்ணிக்கை' });
  await pageReady(page);
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'எண்ணிக்கையைக் கூட்டு' }).click();
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: 'எண்ணிக்கையைக் குறை' }).click();
  await expect(quantity).toHaveValue('1');
}

test('on a phone, the English product page switches to Tamil from the menu, stays on the product, and adds it to the Tamil cart', async ({ page }) => {
  await page.goto(`/product/${SLUG}`);
  await pickerAnswers(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(name).toBe('Ankle Length Cotton Leggings');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  await page.locator('summary[aria-label="Menu"]').click();
  const menu = page.getByRole('navigation', { name: 'Mobile menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'தமிழ்' }).click();

  await expect(page).toHaveURL(new RegExp(`/ta/product/${SLUG}$`));
  await tamilPickerAnswers(page);
  // The product's name is the one the merchant wrote in Tamil; the page's own words are Tamil.
  const tamilName = 'கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்';
  await expect(page.getByRole('heading', { level: 1, name: tamilName })).toBeVisible();
  await expect(page.getByRole('group', { name: 'தேர்ந்தெடுத்த எண்ணிக்கைக்கான விலை' })).toContainText('மொத்தம்');
  await expect(page.getByText('1 பொருளுக்கு')).toBeVisible();
  await expect(page.getByRole('button', { name: 'இப்போதே வாங்கு' })).toBeVisible();
  await expect(page.getByLabel('டெலிவரியைச் சரிபார்க்கவும்')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'பொருள் விவரங்கள்' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'வாடிக்கையாளர் மதிப்பாய்வுகள்' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'எக்ஸ்சேஞ்ச் & ரிட்டர்ன்' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expectAccessible(page, 'the Tamil product page');
  // Tamil words are longer than English ones: nothing may push the page wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'tests/.results/ta-product-375.png', fullPage: true });

  await page.getByRole('button', { name: 'கார்ட்டில் சேர்' }).click();
  await expect(page.getByText('கார்ட்டில் சேர்க்கப்பட்டது')).toBeVisible();
  await page.getByRole('button', { name: 'கார்ட்டைப் பார்' }).click();
  await expect(page).toHaveURL(/\/ta\/cart$/);
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'உங்கள் கார்ட்' })).toBeVisible();
  await expect(page.getByText('பொருட்கள் (1)')).toBeVisible();
  await expect(page.getByRole('main').getByText(tamilName).first()).toBeVisible();
});
