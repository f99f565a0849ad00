import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * The Meta pixel in a real browser (issue 7): without a pixel id no pixel script loads and no
 * event is sent; with one, Meta's script loads only after `load` and idle, and each browser
 * event carries the same event id the shop's server stored. Meta's script is replaced by a fake
 * that records the calls (the machines have no internet).
 */
const FBEVENTS = 'https://connect.facebook.net/en_US/fbevents.js';
const PIXEL_ID = '1234567890';
const FAKE_FBEVENTS = `(function () {
  var f = window.fbq; window.__fbqCalls = [];
  function call() { window.__fbqCalls.push(Array.prototype.slice.call(arguments)); }
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

async function hydrated(page: Page) {
  await page.waitForSelector('astro-island[component-url*="ProductPicker"]:not([ssr])', { state: 'attached' });
}

const pixelPosts = (page: Page) => {
  const posts: { url: string; body: any; answer: Promise<any> }[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && req.url().includes('/api/web/pixel/')) {
      posts.push({ url: req.url(), body: req.postDataJSON(), answer: req.response().then((r) => r?.json()) });
    }
  });
  return posts;
};

test.describe('with no pixel id configured', () => {
  test('the page loads no pixel script and sends no events', async ({ page, baseURL }) => {
    const external = await offline(page);
    const posts = pixelPosts(page);
    const slug = await firstProductSlug(page, baseURL!);
    await page.goto(`/product/${slug}`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.waitForTimeout(2500);
    expect(external.filter((u) => u.includes('facebook'))).toEqual([]);
    expect(posts).toEqual([]);
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
    const posts = pixelPosts(page);
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

    const calls = async () => (await page.evaluate(() => (window as any).__fbqCalls)) as FbqCall[];
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

    expect((await calls()).slice(0, 3)).toEqual([['set', 'autoConfig', false, PIXEL_ID], ['init', PIXEL_ID], ['trackSingle', PIXEL_ID, 'PageView']]);
    const view = await tracked('ViewContent');
    expect(view.pixel).toBe(PIXEL_ID);
    expect(view.data).toMatchObject({ content_type: 'product', currency: 'INR' });
    const viewServer = await stored('ViewContent', view.eventID);
    expect(viewServer.post.url).toContain(`/api/web/pixel/product/${slug}`);
    expect(viewServer.event.custom_data.content_ids).toEqual(view.data.content_ids);

    await hydrated(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const add = await tracked('AddToCart');
    expect(add.eventID).not.toBe(view.eventID);
    const addServer = await stored('AddToCart', add.eventID);
    expect(addServer.event.custom_data.value).toBe(add.data.value);
    // The browser never reports an IP: the server reads it from the connection.
    expect(JSON.stringify(addServer.event)).not.toContain('client_ip_address');
  });
});
