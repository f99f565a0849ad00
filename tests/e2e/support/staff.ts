import { expect, type Page } from '@playwright/test';

export const DEMO_OWNER = { email: 'owner@kanmani.local', password: 'kanmani-local-owner', name: 'Demo Owner' } as const;

/** Signs in at /admin/sign-in as staff would, repeating until the console's home page answers. */
export async function signInToConsole(page: Page, email: string, password: string): Promise<void> {
  const home = page.getByRole('heading', { level: 1, name: "Today's work" });
  // Each try starts from a fresh sign-in page and waits for its island: a click before hydration
  // would send the form natively, which the server refuses, and leave a page with no form on it.
  await expect(async () => {
    await page.goto('/admin/sign-in');
    if (await home.isVisible()) return;
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 5_000 });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(home).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}
