import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { pageReady, pickerAnswers } from './support/ready';

/**
 * A Tamil shopper on a phone (issue 31): My Account (orders, the order page, cancelling,
 * addresses, your data, signing out) speaks Tamil and keeps every link under /ta/; the header,
 * footer and product page say in Tamil what they said in English (cart and account buttons, the
 * complaint link, the loading overlay, the shop's promises) and Popular Searches are Tamil words.
 */
test.use({ viewport: { width: 375, height: 800 } });

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function openSection(page: Page, name: string) {
  await page.getByRole('button', { name: 'கணக்கு மெனு' }).click();
  const menu = page.getByRole('dialog', { name: 'கணக்கு மெனு' });
  await menu.getByRole('navigation', { name: 'கணக்குப் பகுதிகள்' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('My Account in Tamil: the order card, the order page, cancelling, addresses and your data', async ({ page, codOrder }) => {
  const number = codOrder.slice(-5);
  await page.goto('/ta/profile');
  await pageReady(page);
  await expect(page).toHaveTitle(/^என் கணக்கு/);
  await expect(page.getByRole('heading', { level: 1, name: 'என் கணக்கு' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ஆர்டர் வரலாறு' })).toBeVisible();

  const card = page.getByRole('list', { name: 'உங்கள் ஆர்டர்கள்' }).getByRole('article', { name: `ஆர்டர் #${number}` });
  await expect(card.getByRole('heading', { name: `ஆர்டர் #${number}` })).toBeVisible();
  await expect(card).toContainText('கேஷ் ஆன் டெலிவரி');
  await expect(card.getByText('உறுதிப்படுத்தலுக்குக் காத்திருக்கிறது', { exact: true })).toBeVisible();
  await expect(card.getByText('பணம்: நிலுவையில் (டெலிவரியின்போது செலுத்த வேண்டும்)')).toBeVisible();
  await expect(card.getByRole('list', { name: `ஆர்டர் #${number}-இன் பொருட்கள்` })).toContainText('Ankle Length Cotton Leggings');
  await expect(card.locator('dt')).toHaveText(['துணைத் தொகை', 'ஷிப்பிங்', 'மொத்தம்']);
  await expect(card.locator('dd')).toHaveText(['₹449.00', '₹99.00', '₹548.00']);
  // The delivery window's months are Tamil too: no Latin letter in it.
  const window = (await card.getByText('எதிர்பார்க்கப்படும் டெலிவரி:').locator('..').textContent()) ?? '';
  expect(window).toMatch(/^எதிர்பார்க்கப்படும் டெலிவரி: \d{1,2}.* – \d{1,2} \S+, \d{4}$/);
  expect(window).not.toMatch(/[A-Za-z]/);

  const whatsapp = page.getByRole('checkbox', { name: 'என் ஆர்டர் தகவல்களை WhatsApp-இலும் அனுப்பு' });
  await expect(whatsapp).toBeChecked();
  await whatsapp.uncheck();
  await expect(page.getByText('ஆர்டர் தகவல்கள் SMS-இல் மட்டும் வரும்')).toBeVisible();
  await expectAccessible(page, 'Tamil My Account, Order History');
  await fitsThePhone(page);
  await page.screenshot({ path: 'tests/.results/ta-account-orders-375.png', fullPage: true });

  // The order page, under /ta/.
  const details = card.getByRole('link', { name: `ஆர்டர் விவரங்கள்: ஆர்டர் #${number}` });
  await expect(details).toHaveText('ஆர்டர் விவரங்கள்');
  await details.click();
  await expect(page).toHaveURL(new RegExp(`/ta/profile/orders/${codOrder}$`));
  await pageReady(page);
  await expect(page).toHaveTitle(/^ஆர்டர் விவரங்கள்/);
  await expect(page.getByRole('heading', { level: 1, name: `ஆர்டர் #${number}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'டெலிவரி முகவரி' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'காலவரிசை' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'ஆர்டர் காலவரிசை' }).getByRole('listitem')).toHaveText([/^ஆர்டர் செய்யப்பட்டது/]);
  await expect(page.getByRole('link', { name: '← என் கணக்கு' })).toHaveAttribute('href', '/ta/profile');
  await expectAccessible(page, 'the Tamil order page');
  await fitsThePhone(page);
  await page.screenshot({ path: 'tests/.results/ta-account-order-375.png', fullPage: true });

  await page.getByRole('button', { name: 'ஆர்டரை ரத்து செய்' }).click();
  const cancel = page.getByRole('dialog', { name: `ஆர்டர் #${number}-ஐ ரத்து செய்யவா?` });
  await expect(cancel.getByText('இது கேஷ் ஆன் டெலிவரி, எனவே செலுத்தவோ திருப்பித் தரவோ எதுவும் இல்லை.')).toBeVisible();
  await expect(cancel.getByRole('textbox', { name: 'காரணம் (விருப்பத்தேர்வு)' })).toBeVisible();
  await expectAccessible(page, 'the Tamil cancel dialog');
  await cancel.getByRole('button', { name: 'ஆர்டரை வைத்திரு' }).click();
  await expect(cancel).toBeHidden();

  // Saved addresses and the address dialog.
  await page.getByRole('link', { name: '← என் கணக்கு' }).click();
  await expect(page).toHaveURL(/\/ta\/profile$/);
  await pageReady(page);
  await openSection(page, 'சேமித்த முகவரிகள்');
  const saved = page.getByRole('list', { name: 'சேமித்த முகவரிகள்' });
  await expect(saved.getByText('இயல்பு', { exact: true })).toBeVisible();
  await expect(page.getByText('செக்அவுட் முதலில் உங்கள் இயல்பு முகவரியைத் தேர்ந்தெடுக்கும்.', { exact: false })).toBeVisible();
  await saved.getByRole('button', { name: 'Priya Raman, 3 முகவரியைத் திருத்து' }).click();
  const edit = page.getByRole('dialog', { name: 'முகவரியைத் திருத்து' });
  await expect(edit.getByLabel('தொடர்பு நபர்')).toHaveValue('Priya Raman');
  await expectAccessible(page, 'the Tamil address dialog in My Account');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await saved.getByRole('button', { name: 'Priya Raman, 3 முகவரியை நீக்கு' }).click();
  const remove = page.getByRole('dialog', { name: 'இந்த முகவரியை நீக்கவா?' });
  await expect(remove.getByText('இது உங்கள் ஒரே முகவரி, எனவே புதிதாகச் சேர்க்கும் வரை இயல்பு முகவரி இருக்காது.')).toBeVisible();
  await remove.getByRole('button', { name: 'முகவரியை வைத்திரு' }).click();
  await expect(remove).toBeHidden();

  // Your data, then signing out leads to the Tamil home page.
  await openSection(page, 'உங்கள் தரவு');
  await expect(page.getByRole('heading', { level: 3, name: 'உங்கள் தரவைப் பதிவிறக்குங்கள்' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'என் தரவைப் பதிவிறக்கு' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'உறுதிப்படுத்த DELETE என்று தட்டச்சு செய்யுங்கள்' })).toBeVisible();
  await expectAccessible(page, 'Tamil My Account, your data');
  await fitsThePhone(page);

  await page.getByRole('button', { name: 'கணக்கு மெனு' }).click();
  await page.getByRole('dialog', { name: 'கணக்கு மெனு' }).getByRole('button', { name: 'வெளியேறு' }).click();
  await expect(page).toHaveURL(/\/ta\/$/);
});

test('the Tamil header, footer and product page: cart and account labels, the complaint link, the promises and Popular Searches', async ({ page }) => {
  await page.goto('/product/ankle-length-cotton-leggings');
  await pickerAnswers(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items.length)).toBe(1);

  await page.goto('/ta/product/ankle-length-cotton-leggings');
  await pageReady(page);
  await expect(page.getByRole('link', { name: 'கார்ட், 1 பொருள்' })).toHaveAttribute('href', '/ta/cart');
  await expect(page.getByRole('button', { name: 'உள்நுழை', exact: true })).toBeVisible();
  const charges = page.getByTestId('charges');
  await expect(charges.getByRole('listitem')).toHaveText([
    'எடைக்கு ஏற்ப ஷிப்பிங்: ஆன்லைனில் செலுத்தினால் ₹39 முதல், கேஷ் ஆன் டெலிவரியில் ₹99 முதல்.',
    'கேஷ் ஆன் டெலிவரிக்கு அதன் ஷிப்பிங் கட்டணத்தைத் தவிர கூடுதல் கட்டணம் இல்லை.',
  ]);
  await expect(charges.locator('[lang]')).toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'குறைதீர்ப்பு அலுவலர்' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'புகார் அளியுங்கள்' })).toHaveAttribute('href', '/ta/grievance');
  await expect(page.locator('[data-overlay-message]')).toHaveText('ஏற்றப்படுகிறது...');

  await page.locator('summary[aria-label="தேடல்"]').click();
  await page.getByRole('combobox').filter({ visible: true }).focus();
  const popular = page.getByRole('listbox', { name: 'பிரபலமான தேடல்கள்' });
  await expect(popular.getByRole('option')).toHaveText(['லெக்கிங்ஸ்', 'பேன்ட்', 'சுடிதார்', 'இன்னர் வியர்', 'ஷார்ட்ஸ்']);
  await expectAccessible(page, 'the Tamil product page with Popular Searches open');
  // A popular search finds the churidar leggings, named in Tamil on a Tamil page.
  await popular.getByRole('option', { name: 'சுடிதார்' }).click();
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/\/ta\/.*சுடிதார்/);
  await expect(page.getByRole('link', { name: /சுடிதார் லெக்கிங்ஸ்/ }).first()).toBeVisible();
});
