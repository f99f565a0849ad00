import { test, expect } from './support/shop';
import { codeFor, expectAccessible, newMobile, shopperByApi } from './support/shopper-session';
import { DEMO_OWNER, signInToConsole } from './support/staff';
import { pageReady } from './support/ready';

/**
 * What the law makes the shop show (issue 32, items 5 and 6), at a phone's and a laptop's width:
 * the product's Legal Metrology declarations under Product details, the grievance officer in the
 * footer, and a complaint filed with mobile + OTP that gets its ticket at once, an SMS, and a
 * row in the console's queue with its due times.
 */
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;


for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a product page declares its maker, net quantity, country of origin and consumer care', async ({ page }) => {
      await page.goto('/product/ankle-length-cotton-leggings');
      const details = page.getByRole('region', { name: 'Declarations' });
      await details.scrollIntoViewIfNeeded();
      await expect(details).toBeVisible();
      const row = (label: string) => details.locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect(row('Manufacturer, packer or importer')).toHaveText('Kanmani Clothing (manufacturer)');
      await expect(row('Address of the manufacturer, packer or importer')).toHaveText('No. 12, Thamarai Garden Street, Kodambakkam, Chennai 600024, Tamil Nadu');
      await expect(row('Net quantity')).toHaveText('1 N');
      await expect(row('Country of origin')).toHaveText('India');
      await expect(row('Consumer care')).toContainText('support@kanmani.example');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
      await expect(footer).toContainText('Meena Sundaram, Grievance Officer');
    });

    test('a complaint with mobile and OTP gets its ticket at once and an SMS', async ({ page, request }) => {
      const mobile = newMobile('8');
      await page.goto('/grievance');
      await expect(page.getByRole('heading', { level: 1, name: 'File a complaint' })).toBeVisible();
      await pageReady(page);
      await expectAccessible(page, 'the complaint form');

      await page.getByLabel('Your name').fill('Revathi Mohan');
      await page.getByLabel('Mobile Number').fill(mobile);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText(`OTP sent to ${mobile}.`)).toBeVisible();
      await page.getByLabel('OTP').fill(await codeFor(request, mobile));
      await page.getByLabel('What is it about?').selectOption({ label: 'A return or exchange' });
      await page.getByLabel('Your complaint').fill('The exchanged size has not reached me in three weeks.');
      await page.getByRole('button', { name: 'Send the complaint' }).click();

      const receipt = page.getByRole('status').filter({ hasText: 'Complaint received' });
      await expect(receipt.getByRole('heading', { name: /^Complaint received: ticket GR-\d{6}$/ })).toBeVisible();
      const ticket = /GR-\d{6}/.exec((await receipt.getByRole('heading').textContent()) ?? '')![0];
      await expect(receipt).toContainText('We acknowledge it by');
      await expect(receipt).toContainText('We resolve it by');
      await expectAccessible(page, 'the complaint receipt');

      const sms = (await (await request.get(`/api/dev/sms?to=${mobile}`)).json()).data as { text: string }[];
      expect(sms[0]!.text).toContain(`Hi Revathi, Kanmani has received your complaint ${ticket}.`);
    });

    test('a complaint without the OTP says what is missing', async ({ page }) => {
      await page.goto('/grievance');
      await pageReady(page);
      await page.getByLabel('Your name').fill('Revathi Mohan');
      await page.getByLabel('What is it about?').selectOption({ label: 'Something else' });
      await page.getByLabel('Your complaint').fill('Nobody answers the support phone.');
      await page.getByRole('button', { name: 'Send the complaint' }).click();
      await expect(page.getByText('The complaint was not sent: Mobile number must be 10 digits')).toBeVisible();
    });
  });
}

test('the console queue shows a new complaint with its 48-hour and one-month due times', async ({ page, request }) => {
  const mobile = newMobile('7');
  const otp = await request.post('/api/web/grievance/otp', { data: { mobileNumber: mobile } });
  const sessionId = (await otp.json()).data.session_id as string;
  const filed = await request.post('/api/web/grievance', {
    data: { name: 'Selvi Arun', mobileNumber: mobile, session_id: sessionId, otp: await codeFor(request, mobile), topic: 'payment', description: 'I was charged twice for one order.' },
  });
  expect(filed.status()).toBe(201);
  const { ticket } = (await filed.json()).data as { ticket: string };

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToConsole(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/admin/grievances');
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: ticket }) });
  await expect(row).toContainText('Selvi Arun');
  await expect(row).toContainText('A payment or refund');
  await expect(row).toContainText('Open');
  await expect(row.getByText('Late')).toHaveCount(0);
  await expectAccessible(page, 'the complaint queue');

  await row.getByRole('link', { name: ticket }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Complaint ${ticket}` })).toBeVisible();
  await expect(page.getByText(/^Sent /)).toBeVisible();
  await pageReady(page);
  await expectAccessible(page, 'a complaint');
  await page.getByLabel('Note (kept in the audit log)').fill('Checked with the gateway; the second charge is refunded.');
  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Resolution: Checked with the gateway; the second charge is refunded.')).toBeVisible();

  await page.goto('/admin/settings/legal');
  await pageReady(page);
  await expect(page.getByLabel('Country of origin')).toHaveValue('India');
  await expectAccessible(page, 'the legal settings');
});

test('My Account downloads the shopper’s data and erases it on a typed DELETE', async ({ page, request }) => {
  const { token, mobile } = await shopperByApi(page, 'Nila Senthil', { firstDigit: '6' });

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Your Data' }).first().click();
  await expect(page.getByRole('heading', { name: 'Download your data' })).toBeVisible();
  await expectAccessible(page, 'Your Data in My Account');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toBe('kanmani-my-data.json');
  const saved = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'));
  expect(saved.profile).toMatchObject({ name: 'Nila Senthil', mobileNumber: mobile });

  await page.getByRole('button', { name: 'Delete my data' }).click();
  await expect(page.getByText('Type DELETE to confirm').last()).toBeVisible();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my data' }).click();
  await expect(page.getByText('Your personal data has been erased and you have been signed out.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await request.get('/api/web/customer/profile', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});
