import { test as base } from '@playwright/test';
import { CHENNAI_ADDRESS, shopperByApi, type Shopper } from './shopper-session';

export * from '@playwright/test';

/**
 * The e2e suite runs on several workers, each against a shop of its own: its own built server,
 * database and fakes (playwright.config.ts starts one server per worker). A worker's shop is at
 * E2E_PORT + its parallel index; its fake Shiprocket at that port + 1000 and its fake WhatsApp
 * at + 2000, as its server was told. E2E_BASE_URL (one shop somewhere else) overrides it all.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4390);

export const shopPort = (parallelIndex: number): number => E2E_PORT + parallelIndex;

export const test = base.extend<{ shopper: Shopper }, { shopOrigin: string }>({
  // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
  shopOrigin: [async ({}, use, workerInfo) => use(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${shopPort(workerInfo.parallelIndex)}`), { scope: 'worker' }],
  baseURL: async ({ shopOrigin }, use) => use(shopOrigin),
  // For stories that start at the cart: Priya Raman, signed in on the test's page, with an address to deliver to.
  shopper: async ({ page }, use) => use(await shopperByApi(page, 'Priya Raman', { address: CHENNAI_ADDRESS })),
});
