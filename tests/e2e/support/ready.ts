// Playwright's own, not './shop': shop.ts builds its fixtures on these helpers.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page's own word that it answers input (src/components/layout/ready-marks.mjs): tests wait on
 * it, then act once, instead of repeating an action until the page answers it. A repeated click
 * that did land the first time does it twice (two pieces in the cart, two invites).
 */

/** The page is parsed, its scripts have run and every island that wakes by itself has hydrated. */
export async function pageReady(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html[data-ready]')).toBeAttached(timeout ? { timeout } : {});
}

/**
 * The island holding `inside` has hydrated. For an island that wakes when seen (client:visible),
 * this scrolls it into view first.
 */
export async function islandReady(page: Page, inside: Locator): Promise<void> {
  await pageReady(page);
  await inside.first().scrollIntoViewIfNeeded();
  await expect(inside.first().locator('xpath=ancestor-or-self::*[@data-ready and not(self::html)]').first()).toBeAttached();
}

/** The product picker answers: Increase shows 2, then Decrease brings back 1 (it wakes on use). */
export async function pickerAnswers(page: Page): Promise<void> {
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await pageReady(page);
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('1');
}

/** The search box answers: focusing it opens the Popular Searches list (it wakes on use). */
export async function searchAnswers(page: Page): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
  await pageReady(page);
  await box.focus();
  await expect(page.getByRole('listbox', { name: 'Popular Searches' })).toBeVisible();
}

/** Two animation frames have been drawn: layout, lazy-load decisions and layout-shift entries are in. */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * The checkout page answers: it has hydrated and the shopper's saved address has arrived and is
 * chosen. An order placed before that asks for an address instead of going through.
 */
export async function checkoutAnswers(page: Page): Promise<void> {
  await pageReady(page);
  await expect(page.getByRole('group', { name: 'Saved addresses' }).getByRole('radio', { checked: true })).toHaveCount(1);
}
