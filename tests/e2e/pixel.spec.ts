import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from './support/shop';
import { pickerAnswers } from './support/ready';
import { shopperByApi } from './support/shopper-session';
import { ANY_ID } from '../support/ids';

/**
 * The Meta pixel in a real browser (issue 7): without a pixel id no pixel script loads, while
 * the shop's own server events are still posted (issue 19); with one, Meta's script loads only
 * after `load` and idle, and each browser event carries the same event id the shop's server stored. Meta's script is replaced by a fake
 * that records the calls (the machines have no internet).
 */
const FBEVENTS = 'https://connect.facebook.net/en_US/fbevents.js';
const PIXEL_ID = '1234567890';
// Calls are kept in sessionStorage too, so those made just before a page change can be read after it.
const FAKE_FBEVENTS = `(function () {
  var f = window.fbq; window.__fbqCalls = [];
  function call() {
    var c = Array.prototype.slice.call(arguments); window.__fbqCalls.push(c);
    var all = JSON.parse(sessionStorage.getItem('__fbqCalls') || '[]'); all.push(c);
    sessionStorage.setItem('__fbqCalls', JSON.stringify(all));
  }
  f.callMethod = call; (f.queue || []).forEach(function (a) { call.apply(null, a); }); f.queue = [];
})();`;

type FbqCall = [string, ...unknown[]];

async function offline(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    external.push(route.request().url());
    if (route.request().url() === FBEVENTS) return route.fulfill({ contentType: 'application/javascript', body: FAKE_FBEVENTS });
    return route.abort();
  });
  return external;
}

async function firstProductSlug(page: Page, base: string): Promise<string> {
  const r = await page.request.get(`${base}/api/web/product/list`);
  const body = await r.json();
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0].slug as string;
}

/** Pixel calls to our server, with the server's answer read in passing (safe across page changes). */
async function pixelPosts(page: Page) {
  const posts: { url: string; body: any; answer: Promise<any> }[] = [];
  await page.route(/\/api\/web\/pixel\//, async (route) => {
    const req = route.request();
    let settle!: (v: unknown) => void;
    posts.push({ url: req.url(), body: req.postDataJSON(), answer: new Promise((r) => (settle = r)) });
    const response = await route.fetch();
    settle(await response.json().catch(() => null));
    await route.fulfill({ response });
  });
  return posts;
}

function watch(page: Page, posts: Awaited<ReturnType<typeof pixelPosts>>) {
  const calls = async () => (await page.evaluate(() => JSON.parse(sessionStorage.getItem('__fbqCalls') ?? '[]'))) as FbqCall[];
  const tracked = async (name: string) => {
    await expect.poll(async () => (await calls()).some((c) => c[0] === 'trackSingle' && c[2] === name)).toBe(true);
    const c = (await calls()).find((x) => x[0] === 'trackSingle' && x[2] === name)!;
    return { pixel: c[1], data: c[3] as any, eventID: (c[4] as { eventID: string }).eventID };
  };
  const stored = async (name: string, eventID: string) => {
    await expect.poll(() => posts.filter((p) => JSON.stringify(p.body).includes(eventID)).length).toBe(1);
    const post = posts.find((p) => JSON.stringify(p.body).includes(eventID))!;
    const event = Array.isArray(post.body) ? post.body[0] : post.body;
    expect(event.event_name).toBe(name);
    expect(await post.answer).toMatchObject({ status: 200, data: { received: 1, stored: 1 } });
    return { post, event };
  };

  return { calls, tracked, stored };
}

test.describe('with no pixel id configured', () => {
  test('the page loads no pixel script; the shop\'s own server events still go', async ({ page, baseURL }) => {
    await page.clock.install();
    const external = await offline(page);
    const posts = await pixelPosts(page);
    const slug = await firstProductSlug(page, baseURL!);
    await page.goto(`/product/${slug}`, { waitUntil: 'load' });
    await pickerAnswers(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    // Past every wait the pixel loader knows (4 s after load, then idle): with an id it would have
    // added Meta's script and defined fbq by now.
    await page.clock.runFor(10_000);
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.src.includes('facebook')).length)).toBe(0);
    expect(external.filter((u) => u.includes('facebook'))).toEqual([]);
    // Server-side events (spec section 7) do not depend on a browser pixel (issue 19).
    await expect.poll(() => posts.map((p) => (Array.isArray(p.body) ? p.body[0] : p.body).event_name).sort()).toEqual(['AddToCart', 'ViewContent']);
    expect(posts.every((p) => p.url.endsWith(`/api/web/pixel/product/${slug}`))).toBe(true);
    expect(await page.locator('#kanmani-pixel-config').count()).toBe(0);
  });
});

test.describe('with a pixel id configured', () => {
  let server: ChildProcess | undefined;
  let base = process.env.E2E_PIXEL_BASE_URL ?? '';

  test.beforeAll(async () => {
    if (base) return;
    // A second built server, like the first but with META_PIXEL_ID set.
    const port = Number(process.env.E2E_PIXEL_PORT ?? 4391);
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', META_PIXEL_ID: PIXEL_ID, META_CAPI_TOKEN: '' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      const up = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error('the pixel test server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('the script loads after load and idle; ViewContent and AddToCart share ids with the stored server events', async ({ page }) => {
    await offline(page);
    const posts = await pixelPosts(page);
    const slug = await firstProductSlug(page, base);
    await page.goto(`${base}/product/${slug}`, { waitUntil: 'load' });
    await page.waitForFunction(() => Array.isArray((window as any).__fbqCalls), null, { timeout: 15_000 });

    const timing = await page.evaluate((src) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const script = performance.getEntriesByType('resource').find((e) => e.name === src);
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { loadEnd: nav.loadEventEnd, scriptStart: script?.startTime ?? -1, paint: paint?.startTime ?? -1 };
    }, FBEVENTS);
    expect(timing.scriptStart).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scriptStart).toBeGreaterThan(timing.paint);
    expect(await page.locator(`script[src="${FBEVENTS}"]`).count()).toBe(1);

    const { calls, tracked, stored } = watch(page, posts);
    expect((await calls()).slice(0, 3)).toEqual([['set', 'autoConfig', false, PIXEL_ID], ['init', PIXEL_ID], ['trackSingle', PIXEL_ID, 'PageView']]);
    const view = await tracked('ViewContent');
    expect(view.pixel).toBe(PIXEL_ID);
    expect(view.data).toMatchObject({ content_type: 'product', currency: 'INR' });
    const viewServer = await stored('ViewContent', view.eventID);
    expect(viewServer.post.url).toContain(`/api/web/pixel/product/${slug}`);
    expect(viewServer.event.custom_data.content_ids).toEqual(view.data.content_ids);

    await pickerAnswers(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const add = await tracked('AddToCart');
    expect(add.eventID).not.toBe(view.eventID);
    const addServer = await stored('AddToCart', add.eventID);
    expect(addServer.event.custom_data.value).toBe(add.data.value);
    // The browser never reports an IP: the server reads it from the connection.
    expect(JSON.stringify(addServer.event)).not.toContain('client_ip_address');
  });

  test('InitiateCheckout at checkout and a Purchase per item on the status page, keyed by order and product, once', async ({ page }) => {
    await offline(page);
    const posts = await pixelPosts(page);
    const { tracked, stored } = watch(page, posts);
    const { mobile } = await shopperByApi(page, 'Priya Test', {
      firstDigit: '9',
      origin: base,
      address: { contactPerson: 'Priya', doorNo: '12', address: 'Thamarai Garden Street', pincode: '600024', city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu' },
    });

    const slug = await firstProductSlug(page, base);
    await page.goto(`${base}/product/${slug}`);
    await pickerAnswers(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await tracked('AddToCart');

    await page.goto(`${base}/shipping`);
    // A shopper spends a moment here; by then the pixel script has loaded.
    await page.waitForFunction(() => Array.isArray((window as any).__fbqCalls));
    await page.getByLabel(/Cash on Delivery/).check();
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/order\/status\//);
    const orderId = new RegExp(`/order/status/(${ANY_ID})`).exec(page.url())![1]!;
    const initiate = await tracked('InitiateCheckout');
    expect(initiate.data).toMatchObject({ currency: 'INR', num_items: 1 });
    await stored('InitiateCheckout', initiate.eventID);

    // One Purchase per item (here one product), keyed by the order and the product.
    const purchase = await tracked('Purchase');
    expect(purchase.eventID).toMatch(new RegExp(`^${orderId}:${ANY_ID}$`));
    expect(purchase.data).toMatchObject({ currency: 'INR', order_id: orderId, content_ids: [purchase.eventID.split(':')[1]], quantity: 1 });
    const server = await stored('Purchase', purchase.eventID);
    expect(server.event.user_data.ph).toBe(mobile);

    // A reload fires no second Purchase from this browser, and the server would store none. The
    // reloaded page has shown the order and loaded the pixel (its PageView recorded), so a
    // Purchase, which is tracked as the order arrives, would already be among this page's calls.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
    await page.waitForFunction(() => ((window as any).__fbqCalls ?? []).some((c: unknown[]) => c[0] === 'trackSingle' && c[2] === 'PageView'));
    expect(await page.evaluate(() => ((window as any).__fbqCalls as unknown[][]).filter((c) => c[2] === 'Purchase'))).toEqual([]);
    expect(posts.filter((p) => p.url.endsWith('/purchaseEvent'))).toHaveLength(1);
  });
});
