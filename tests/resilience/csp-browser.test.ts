import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer, type ServerProcess } from '../support/server-process';
import { createPrivateDatabase, type ShopProduct } from './support/shop-db';
import { addAddress, orderBody, placeOrder, signUp } from './support/shopper';

/**
 * The built shop in Chromium under its real policy: Astro's hashed CSP (no inline scripts
 * beyond Astro's own, hashed; sent as a header by the node adapter) with frame-ancestors 'none'. Islands, the client router,
 * JSON-LD and the Meta pixel loader must all work with zero CSP violations.
 */
const PIXEL_ID = '123456789012345';

let server: ServerProcess;
let browser: Browser;
let product: ShopProduct;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await createPrivateDatabase();
  product = db.product;
  drop = db.drop;
  server = await startServer({ port: 4631, databaseUrl: db.url, env: { META_PIXEL_ID: PIXEL_ID } });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await drop?.();
});

type Watch = { violations: string[]; pixelRequests: number };

async function watchedPage(): Promise<{ page: Page; watch: Watch }> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const watch: Watch = { violations: [], pixelRequests: 0 };
  page.on('console', (m) => {
    if (/content security policy|refused to (execute|load|apply|connect|frame)/i.test(m.text())) watch.violations.push(m.text());
  });
  await page.exposeFunction('__reportCsp', (v: string) => watch.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(`${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  // No internet here: stand in for Meta's script so the loader's request completes.
  await page.route('https://connect.facebook.net/**', (route) => {
    watch.pixelRequests += 1;
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* fbevents stand-in */' });
  });
  await page.route('https://www.facebook.com/**', (route) => route.fulfill({ status: 204, body: '' }));
  return { page, watch };
}

async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((r) => ('requestIdleCallback' in window ? requestIdleCallback(() => setTimeout(r, 300), { timeout: 3000 }) : setTimeout(r, 1500))));
}

test('home, product, cart and profile load with zero CSP violations, islands hydrated, pixel loaded', async () => {
  const { page, watch } = await watchedPage();
  const shopper = await signUp(server.url);
  const addressId = await addAddress(server.url, shopper.token);
  expect((await placeOrder(server.url, shopper.token, orderBody(product, addressId))).status).toBe(200);

  const home = await page.goto('/');
  expect(home!.status()).toBe(200);
  const header = home!.headers()['content-security-policy'] ?? '';
  expect(header).toContain("frame-ancestors 'none'");
  // Astro sends the hashed policy as a header (a <meta> one could not carry frame-ancestors).
  const policy = [header, (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content').catch(() => null)) ?? ''].join(' ');
  expect(policy).toMatch(/script-src 'self'[^;]*'sha256-/);
  expect(policy.match(/script-src[^;]*/)![0]).not.toMatch(/unsafe-inline|unsafe-eval/);
  await page.evaluate((token) => localStorage.setItem('token', token), shopper.token);
  await settle(page);

  for (const path of [`/product/${product.slug}`, '/cart', '/profile']) {
    const r = await page.goto(path);
    expect(r!.status(), path).toBe(200);
    await settle(page);
    // client:load and client:idle islands have hydrated (Astro drops the ssr attribute); islands
    // that wake on use (client:interact) stay server HTML until touched.
    const pending = () =>
      page.evaluate(() => [...document.querySelectorAll('astro-island[ssr]')].filter((el) => !/visible|media|only|interact/.test(el.getAttribute('client') ?? '')).length);
    await expect.poll(pending, { timeout: 20_000, message: `${path}: islands left unhydrated` }).toBe(0);
    if (path.startsWith('/product/')) {
      // A tap wakes the picker: React loads and hydrates it under the same policy.
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      const picker = page.locator('astro-island[ssr]', { has: page.getByRole('button', { name: 'Increase quantity' }) });
      await expect.poll(() => picker.count(), { timeout: 20_000, message: 'the picker woke' }).toBe(0);
      await expect.poll(() => page.getByRole('spinbutton', { name: 'Quantity' }).inputValue(), { timeout: 10_000 }).toBe('2');
    }
  }
  // The profile island used the token: the order placed above is listed.
  await expect.poll(() => page.getByText(product.name).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  // A client-side navigation through <ClientRouter />: new page, same document, scripts re-run.
  await page.goto('/');
  await settle(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator(`a[href="/cart"]`).first().click();
  await page.waitForURL('**/cart');
  await settle(page);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // Then to a product page (more islands, JSON-LD, the ViewContent block), still client-side.
  await page.evaluate((slug) => {
    const a = Object.assign(document.createElement('a'), { href: `/product/${slug}` });
    document.body.append(a);
    a.click();
  }, product.slug);
  await page.waitForURL(`**/product/${product.slug}`);
  await settle(page);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  expect(watch.pixelRequests, 'the pixel loader fetched fbevents.js').toBeGreaterThan(0);
  expect(watch.violations).toEqual([]);
  await page.context().close();
});
