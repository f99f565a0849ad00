import { test, expect, shopPort, type APIRequestContext } from './support/shop';
import { pageReady, pickerAnswers } from './support/ready';
import { CHENNAI_ADDRESS, expectAccessible, shopperByApi } from './support/shopper-session';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fixtures/fake-whatsapp';

/**
 * Issue 31 item 7, as a Tamil shopper on a phone lives it: signed in on the English product page,
 * she switches to Tamil from the header's menu and stays on the product, adds it to the cart and
 * checks out by cash on delivery with every label in Tamil. The switch is remembered on her
 * account (a code she asks for afterwards comes in Tamil), and her order's first message (a COD
 * order's is the confirmation request) arrives in Tamil: in the SMS outbox, and on WhatsApp as the
 * template's `ta` translation, at a fake Cloud API on the worker's shop port + 2000.
 */
test.use({ viewport: { width: 375, height: 800 } });

/** The demo's Ankle Length Cotton Leggings: ₹449, and ₹99 for cash on delivery. */
const SLUG = 'ankle-length-cotton-leggings';
let whatsapp: FakeWhatsApp;

test.beforeAll(async ({ shopOrigin }, workerInfo) => {
  void shopOrigin;
  whatsapp = await startFakeWhatsApp({ token: 'e2e-whatsapp-token', phoneNumberId: '106540352242922', port: shopPort(workerInfo.parallelIndex) + 2000 });
  // The shop's approved template, with its Hindi and Tamil translations.
  whatsapp.templates.set('cod_confirmation_request', { bodyParams: 2, urlButton: true, languages: ['en', 'hi', 'ta'] });
  whatsapp.pairWindowMs = 0;
});
test.afterAll(async () => {
  await whatsapp.close();
});

/** The newest SMS to `mobile` that matches, once it has arrived (the job worker sends within seconds). */
async function smsMatching(request: APIRequestContext, mobile: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const list = ((await (await request.get(`/api/dev/sms?to=${mobile}`)).json()).data ?? []) as { text: string }[];
      found = list.map((m) => m.text).find((text) => pattern.test(text)) ?? '';
      return found;
    }, { timeout: 30_000 })
    .not.toBe('');
  return found;
}

test('a shopper switches to Tamil on a product page, orders it by cash on delivery in Tamil, and her order message comes in Tamil', async ({ page }) => {
  const shopper = await shopperByApi(page, 'Meena Sundaram', { address: CHENNAI_ADDRESS });

  await page.goto(`/product/${SLUG}`);
  await pickerAnswers(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ankle Length Cotton Leggings' })).toBeVisible();
  // The demo catalog names this product in Tamil (issue 31 item 3).
  const name = 'கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்';
  await page.locator('summary[aria-label="Menu"]').click();
  await page.getByRole('navigation', { name: 'Mobile menu' }).getByRole('link', { name: 'தமிழ்' }).click();

  // The same product, its name and labels in Tamil.
  await expect(page).toHaveURL(new RegExp(`/ta/product/${SLUG}$`));
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'இப்போதே வாங்கு' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'பொருள் விவரங்கள்' })).toBeVisible();

  // The switch was told to her account: a code she asks for now, from no page at all, is in Tamil.
  await expect
    .poll(async () => {
      await page.request.post('/api/web/customer/login', { data: { mobileNumber: shopper.mobile } });
      const list = ((await (await page.request.get(`/api/dev/sms?to=${shopper.mobile}`)).json()).data ?? []) as { text: string }[];
      return list[0]?.text.replace(/^\d{4} /, '') ?? '';
    })
    .toBe('உங்கள் Kanmani OTP. இது 5 நிமிடங்களில் காலாவதியாகும். இதை யாருடனும் பகிர வேண்டாம்.');

  await page.getByRole('button', { name: 'கார்ட்டில் சேர்' }).click();
  await expect(page.getByText('கார்ட்டில் சேர்க்கப்பட்டது')).toBeVisible();
  await page.getByRole('button', { name: 'கார்ட்டைப் பார்' }).click();
  await expect(page).toHaveURL(/\/ta\/cart$/);
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'உங்கள் கார்ட்' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ஆர்டர் சுருக்கம்' })).toBeVisible();
  await expect(page.getByText('பொருட்கள் (1)')).toBeVisible();
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();

  await page.getByRole('link', { name: 'ஷிப்பிங்கிற்குத் தொடருங்கள்' }).click();
  await expect(page).toHaveURL(/\/ta\/shipping$/);
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'செக்அவுட்' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. டெலிவரி முகவரி' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. பணம் செலுத்துதல் & ஷிப்பிங்' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'சேமித்த முகவரிகள்' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('radio', { name: /கேஷ் ஆன் டெலிவரி/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('₹548');
  await expectAccessible(page, 'the Tamil checkout with cash on delivery chosen');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'tests/.results/ta-order-checkout-375.png', fullPage: true });

  await page.getByRole('button', { name: 'செக்அவுட்' }).click();
  await expect(page).toHaveURL(/\/ta\/order\/status\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { name: 'ஆர்டர் வெற்றிகரமாக முடிந்தது!' })).toBeVisible();
  await expect(page.getByText('மொத்தத் தொகை')).toBeVisible();
  await expectAccessible(page, 'the Tamil order status page');
  const orderId = page.url().split('/').at(-1)!;
  const number = orderId.slice(-5);

  // Her order's message, in Tamil word for word, its confirmation link opening the Tamil page.
  const text = await smsMatching(page.request, shopper.mobile, /^வணக்கம் Meena, /);
  expect(text).toMatch(
    new RegExp(`^வணக்கம் Meena, உங்கள் கேஷ் ஆன் டெலிவரி ஆர்டர் ${number} ஐ நாங்கள் பேக் செய்ய, அதை உறுதிசெய்யுங்கள்: https?://[^/]+/ta/order/confirm/${orderId}\\.\\d+\\.[A-Za-z0-9_-]{43}$`),
  );
  await expect.poll(() => whatsapp.sent.filter((m) => m.to === `91${shopper.mobile}`).map((m) => [m.template, m.language, m.body.join(' ')]), { timeout: 30_000 }).toEqual([
    ['cod_confirmation_request', 'ta', `Meena ${number}`],
  ]);
});
