import { expect, test, type Page, type Route } from './support/shop';
import { DEMO_OWNER } from './support/staff';
import { pageReady } from './support/ready';

/**
 * The sign-in form on a slow machine (issue 26): what is typed before the island's script has
 * run must sign in, whether the click comes before the island wakes (the plain form posts) or
 * after it (the island reads the same fields).
 */

/** Holds back the sign-in island's script until `release` is called. */
async function holdIsland(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/SignInForm[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const home = (page: Page) => page.getByRole('heading', { level: 1, name: "Today's work" });

test('typed and sent before the island wakes: the plain form signs in and lands on the page asked for', async ({ page }) => {
  await holdIsland(page);
  await page.goto('/admin/sign-in?next=%2Fadmin%2Fstaff', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('body [data-ready]')).toHaveCount(0);
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/staff$/);
});

test('typed before the island wakes and sent after: nothing typed is lost', async ({ page }) => {
  const release = await holdIsland(page);
  await page.goto('/admin/sign-in', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  release();
  await pageReady(page);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_OWNER.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(home(page)).toBeVisible();
});

test('without the island a wrong password shows the reason and keeps the email', async ({ page }) => {
  await holdIsland(page);
  await page.goto('/admin/sign-in', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill('not-the-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That email and password do not match a staff account. Check them and try again.');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_OWNER.email);
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('a hostile next after signing in ends on the console home', async ({ page }) => {
  await holdIsland(page);
  await page.goto('/admin/sign-in?next=%2F%09%2Fevil.example%2Fphish', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(home(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin');
});
