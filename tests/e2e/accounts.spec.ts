import { expect, test, type APIRequestContext, type Page } from './support/shop';
import { openLogin } from './support/shopper-session';

/** A fresh 10-digit number per story, so stories never meet an account from an earlier run. */
function newMobile(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Reads the newest code sent to the number from the dev SMS outbox, as a shopper reads their phone. */
async function codeFor(request: APIRequestContext, mobile: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const r = await request.get(`/api/dev/sms?to=${mobile}`);
      const list = ((await r.json()).data ?? []) as { text: string }[];
      if (list.length <= after) return '';
      code = /\b(\d{4})\b/.exec(list[0]!.text)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
}

test('a new shopper signs up with an SMS code, stays signed in and logs out', async ({ page }) => {
  const mobile = newMobile();
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Sign up' }).click();

  const signup = page.getByRole('dialog', { name: 'Sign Up' });
  await signup.getByLabel('Name').fill('Lakshmi Priya');
  await signup.getByLabel('Email').fill('lakshmi@example.com');
  const mobileField = signup.getByLabel('Mobile Number');
  await mobileField.pressSequentially(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await expect(mobileField).toHaveValue(mobile);
  await signup.getByRole('button', { name: 'Sign Up' }).click();

  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(otp.getByText(`Enter OTP sent to ${mobile}`)).toBeVisible();
  await expect(otp.getByText(/You can resend OTP in \d+s/)).toBeVisible();
  await typeCode(page, await codeFor(page.request, mobile));
  await otp.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(otp).toBeHidden();

  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  const menu = page.getByRole('complementary', { name: 'Account menu' });
  await expect(menu.getByTestId('profile-avatar')).toHaveText('L');
  await expect(menu.getByText('Lakshmi Priya')).toBeVisible();
  await expect(menu.getByText(mobile)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();

  // Ctrl+B folds the sidebar and the choice survives a reload (a 7-day cookie); signed in still.
  await page.keyboard.press('Control+b');
  await expect(menu).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle account menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Control+b');
  await expect(menu.getByText('Lakshmi Priya')).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('sessionId')])).toEqual([null, null, null]);
});

test('a returning shopper types a wrong code first, then the right one', async ({ page }) => {
  const mobile = newMobile();
  const reg = await page.request.post('/api/web/customer/register', { data: { name: 'Devi', mobileNumber: mobile } });
  expect(reg.status()).toBe(200);
  const sent = 1;

  await page.goto('/');
  const login = await openLogin(page);
  await login.getByLabel('Mobile Number').fill(mobile);
  await login.getByRole('button', { name: 'Confirm' }).click();

  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(otp.getByText(`Enter OTP sent to ${mobile}`)).toBeVisible();
  const code = await codeFor(page.request, mobile, sent);
  await typeCode(page, String((Number(code) + 1) % 10_000).padStart(4, '0'));
  await otp.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();

  await typeCode(page, code);
  await otp.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});

test('an unknown number on Login moves to Sign Up with the number copied', async ({ page }) => {
  const mobile = newMobile();
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByLabel('Mobile Number').fill('98765');
  await login.getByRole('button', { name: 'Confirm' }).click();
  await expect(login.getByText('Mobile number must be 10 digits')).toBeVisible();

  await login.getByLabel('Mobile Number').fill(mobile);
  await login.getByRole('button', { name: 'Confirm' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(signup.getByLabel('Mobile Number')).toHaveValue(mobile);
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signup.getByText('Name is required')).toBeVisible();
});

test('Resend OTP appears after the countdown and sends a new code', async ({ page }) => {
  const mobile = newMobile();
  await page.request.post('/api/web/customer/register', { data: { name: 'Selvi', mobileNumber: mobile } });
  await page.clock.install();
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByLabel('Mobile Number').fill(mobile);
  await login.getByRole('button', { name: 'Confirm' }).click();
  const otp = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(otp.getByText('You can resend OTP in 30s')).toBeVisible();
  await expect(otp.getByRole('button', { name: 'Resend OTP' })).toBeHidden();

  await page.clock.runFor(31_000);
  await otp.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByText('OTP Resent to your mobile number')).toBeVisible();
  await expect(otp.getByText(/You can resend OTP in 3\ds/)).toBeVisible();

  await typeCode(page, await codeFor(page.request, mobile, 2));
  await otp.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
});

test('My Account sends a signed-out visitor home', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});
