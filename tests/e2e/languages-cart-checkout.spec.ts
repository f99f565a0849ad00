import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { pageReady, pickerAnswers } from './support/ready';
import { shopperByApi } from './support/shopper-session';

/**
 * A Tamil shopper on a phone (issue 31): the cart, checkout, sign-in dialog, address dialog and
 * the order status page speak Tamil, and every link and redirect stays under /ta/. The product
 * is added on the English product page (its words are another part's work).
 */
test.use({ viewport: { width: 375, height: 800 } });

/** The demo's Churidar Leggings Combo (Pack of 2): ₹749, no offers. */
const SLUG = 'churidar-leggings-combo-pack-of-2';

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

async function addOne(page: Page) {
  await page.goto(`/product/${SLUG}`);
  await pickerAnswers(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items.length)).toBe(1);
}

test('signed out: the Tamil cart and checkout, and the sign-in dialog in Tamil', async ({ page }) => {
  await addOne(page);
  await page.goto('/ta/cart');
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'உங்கள் கார்ட்' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ஆர்டர் சுருக்கம்' })).toBeVisible();
  await expect(page.getByText('பொருட்கள் (1)')).toBeVisible();
  await expect(page.getByRole('button', { name: / நீக்கு$/ })).toBeVisible();
  await expectAccessible(page, 'the Tamil cart');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'tests/.results/ta-cart-375.png', fullPage: true });

  await page.getByRole('link', { name: 'ஷிப்பிங்கிற்குத் தொடருங்கள்' }).click();
  await expect(page).toHaveURL(/\/ta\/shipping$/);
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'செக்அவுட்' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. டெலிவரி முகவரி' })).toBeVisible();
  await expect(page.getByText('சேமித்த முகவரிகளைப் பயன்படுத்த உள்நுழையுங்கள்.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /கேஷ் ஆன் டெலிவரி/ })).toBeVisible();
  await expect(page.getByTestId('checkout-shipping')).toHaveText('கணக்கிடப்படும்');
  await expectAccessible(page, 'the Tamil checkout');
  // Tamil words are longer than English ones: nothing may push the page wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'tests/.results/ta-checkout-375.png', fullPage: true });

  // Checking out signed out opens the sign-in dialog, in Tamil, with its field rules in Tamil.
  await page.getByRole('button', { name: 'செக்அவுட்' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kanmani இல் உள்நுழையுங்கள்' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'மொபைல் எண்' }).fill('98765');
  await dialog.getByRole('button', { name: 'உறுதிசெய்' }).click();
  await expect(dialog.getByText('மொபைல் எண் 10 இலக்கங்களாக இருக்க வேண்டும்')).toBeVisible();
  await expectAccessible(page, 'the Tamil sign-in dialog with a field error');
  await page.screenshot({ path: 'tests/.results/ta-signin-375.png' });
});

test('signed in: a Tamil shopper adds an address and places a cash-on-delivery order, all in Tamil', async ({ page }) => {
  await shopperByApi(page, 'Meena Sundaram');
  await addOne(page);
  await page.goto('/ta/shipping');
  await pageReady(page);
  await expect(page.getByText('அளவு: S')).toBeVisible();
  await page.getByRole('radio', { name: /கேஷ் ஆன் டெலிவரி/ }).check();
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await page.getByRole('button', { name: 'புதிய முகவரியைச் சேர்' }).click();

  const dialog = page.getByRole('dialog', { name: 'புதிய முகவரியைச் சேர்' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('தொடர்பு நபர்').fill('Meena Sundaram');
  await dialog.getByLabel('கதவு எண்').fill('14/2');
  await dialog.getByLabel('தெரு முகவரி').fill('Lake View Road, West Mambalam');
  await dialog.getByLabel('பின் கோடு').fill('600033');
  await dialog.getByLabel('நகரம்/ஊர்').fill('Chennai');
  await dialog.getByLabel('மாவட்டம்').fill('Chennai');
  await dialog.getByLabel('மாநிலம்').selectOption('Tamil Nadu');
  await expectAccessible(page, 'the Tamil address dialog');
  await dialog.getByRole('button', { name: 'முகவரியைச் சேமி' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Meena Sundaram/ })).toBeChecked();

  await page.getByRole('button', { name: 'செக்அவுட்' }).click();
  await expect(page).toHaveURL(/\/ta\/order\/status\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { name: 'ஆர்டர் வெற்றிகரமாக முடிந்தது!' })).toBeVisible();
  await expect(page.getByText('மொத்தத் தொகை')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ஆர்டரைப் பார்' })).toHaveAttribute('href', '/ta/profile');
  await expectAccessible(page, 'the Tamil order status page');
  await page.screenshot({ path: 'tests/.results/ta-order-status-375.png', fullPage: true });
});
