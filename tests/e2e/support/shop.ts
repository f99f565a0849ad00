import { test as base, type Page } from '@playwright/test';
import { CHENNAI_ADDRESS, codOrderByApi, shopperByApi, type Shopper } from './shopper-session';
import { STAFF_NAMES, staffByApi, type StaffFor } from './staff';

export * from '@playwright/test';

/**
 * The e2e suite runs on several workers, each against a shop of its own: its own built server,
 * database and fakes (playwright.config.ts starts one server per worker). A worker's shop is at
 * E2E_PORT + its parallel index; its fake Shiprocket at that port + 1000 and its fake WhatsApp
 * at + 2000, as its server was told. E2E_BASE_URL (one shop somewhere else) overrides it all.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4390);

export const shopPort = (parallelIndex: number): number => E2E_PORT + parallelIndex;

export const test = base.extend<{ shopper: Shopper; codOrder: string; staff: StaffFor }, { shopOrigin: string }>({
  // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
  shopOrigin: [async ({}, use, workerInfo) => use(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${shopPort(workerInfo.parallelIndex)}`), { scope: 'worker' }],
  baseURL: async ({ shopOrigin }, use) => use(shopOrigin),
  // For stories that start at the cart: Priya Raman, signed in on the test's page, with an address to deliver to.
  shopper: async ({ page }, use) => use(await shopperByApi(page, 'Priya Raman', { address: CHENNAI_ADDRESS })),
  // The shopper's cash-on-delivery order of one pair of the demo's ankle-length leggings: ₹449 and ₹99 for COD; answers its id.
  codOrder: async ({ page, shopper }, use) => use(await codOrderByApi(page, shopper, 'ankle-length-cotton-leggings', { subtotal: 449, shippingCharge: 99, total: 548 })),
  // `staff(role)`: a member of that role joined through the console API, on a page of their own, closed after the test.
  staff: async ({ browser, baseURL }, use) => {
    const pages: Page[] = [];
    await use(async (role, opts = {}) => {
      const page = await staffByApi(browser, baseURL!, {
        role,
        email: `${role}-${Date.now()}-${pages.length}@kanmani.test`,
        name: STAFF_NAMES[role],
        password: `${role}-password-for-kanmani`,
        width: opts.width ?? 1280,
      });
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.context().close();
  },
});
