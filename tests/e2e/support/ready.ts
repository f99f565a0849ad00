import { expect, type Page } from '@playwright/test';

/**
 * Waits for an island the way a shopper finds out it works: by using it. Server HTML looks the
 * same before and after hydration, and a click before it does nothing, so each helper repeats a
 * harmless action until the page answers it, then undoes it.
 */

/** The product picker answers: Increase shows 2, then Decrease brings back 1. */
export async function pickerAnswers(page: Page): Promise<void> {
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(async () => {
    if ((await quantity.inputValue()) === '1') await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2', { timeout: 1_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('1');
}

/** The search box answers: focusing it opens the Popular Searches list. */
export async function searchAnswers(page: Page): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
  await expect(async () => {
    // Focus again from outside: a box already focused before hydration gets no new focus event.
    await box.blur();
    await box.focus();
    await expect(page.getByRole('listbox', { name: 'Popular Searches' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/**
 * Every island that hydrates by itself (client:load, idle, visible) has hydrated. Islands that
 * wake on use (client:interact) are left out: they stay server HTML until touched, by design.
 */
export async function islandsHydrated(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="interact"])')).toHaveCount(0, timeout ? { timeout } : {});
}
