import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, type Page, type Request } from './support/shop';
import { framesDrawn, pageReady } from './support/ready';

/**
 * What a shopper on a slow phone network sees of the product page while it arrives (issue 15:
 * Lighthouse 100 with 2000-px uploads and no layout shift). The demo catalog's Ankle Length
 * Cotton Leggings has three Black photos, so its gallery has three slides.
 */
const SLUG = 'ankle-length-cotton-leggings';

test.use({ viewport: { width: 375, height: 800 } });

async function blackPhotos(page: Page): Promise<string[]> {
  const answer = await page.request.get(`/api/web/product/slug/${SLUG}`);
  const product = (await answer.json()).data as { colorVariants: { name: string; images: string[] }[] };
  const images = product.colorVariants.find((c) => c.name === 'Black')!.images;
  expect(images).toHaveLength(3);
  return images.map((ref) => ref.slice('/media/'.length, '/media/'.length + 32));
}

/** Holds back the first slide's photo (any width or format) until released; logs every media request. */
async function holdFirstPhoto(page: Page, firstHash: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  page.on('request', (r: Request) => {
    const m = /\/media\/([0-9a-f]{32})-(\d+)\.(avif|webp)$/.exec(r.url());
    if (m) asked.push(`${m[1]}-${m[2]}`);
  });
  await page.route(new RegExp(`/media/${firstHash}-(320|640|960|1280|1600)\\.avif$`), async (route) => {
    // The gallery's slide asks for a large width; the thumbnail (80 px) for 320, which may pass.
    if (!/-320\.avif$/.test(route.request().url())) await held;
    await route.continue();
  });
  return { release, asked };
}

/** Gallery widths of `hash` asked for so far (the 80-px thumbnails take 320 and are not slides). */
const slideWidthsAsked = (asked: string[], hash: string) => asked.filter((a) => a.startsWith(`${hash}-`) && !a.endsWith('-320'));

test('the later gallery photos wait until the first photo is on screen', async ({ page }) => {
  const [first, second, third] = await blackPhotos(page);
  const { release, asked } = await holdFirstPhoto(page, first!);
  await page.goto(`/product/${SLUG}`, { waitUntil: 'domcontentloaded' });
  const slides = page.getByRole('region', { name: 'Ankle Length Cotton Leggings images' }).getByRole('group');
  await expect(slides).toHaveCount(3);
  // The first photo's file is on its way; the page's scripts have run and the browser has laid the
  // gallery out twice since, so any photo it meant to fetch early has been asked for by now.
  await expect.poll(() => slideWidthsAsked(asked, first!).length).toBeGreaterThan(0);
  await pageReady(page);
  await framesDrawn(page);
  expect(slideWidthsAsked(asked, second!)).toEqual([]);
  expect(slideWidthsAsked(asked, third!)).toEqual([]);

  release();
  const secondPhoto = slides.nth(1).getByRole('img', { name: 'Ankle Length Cotton Leggings, view 2' });
  await expect.poll(() => secondPhoto.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(new RegExp(`/media/${second}-(640|960|1280|1600)\\.avif$`));
  await expect.poll(() => slideWidthsAsked(asked, third!).length).toBeGreaterThan(0);
  // Swiping on shows the second photo, drawn.
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(secondPhoto).toBeInViewport();
  await expect.poll(() => secondPhoto.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
});

test('a shopper who moves to the next photo before the first arrives gets it at once', async ({ page }) => {
  const [first, second] = await blackPhotos(page);
  const { release, asked } = await holdFirstPhoto(page, first!);
  await page.goto(`/product/${SLUG}`, { waitUntil: 'domcontentloaded' });
  const slides = page.getByRole('region', { name: 'Ankle Length Cotton Leggings images' }).getByRole('group');
  await expect.poll(() => slideWidthsAsked(asked, first!).length).toBeGreaterThan(0);
  expect(slideWidthsAsked(asked, second!)).toEqual([]);
  // The arrows are wired once the page's scripts have run.
  const secondPhoto = slides.nth(1).getByRole('img', { name: 'Ankle Length Cotton Leggings, view 2' });
  await pageReady(page);
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(secondPhoto).toBeInViewport();
  await expect.poll(() => secondPhoto.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  // The first photo is still held back: the second did not wait for it.
  expect(await slides.first().getByRole('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(false);
  release();
});

/**
 * A proxy that sends the page in two parts with a pause between, the way a slow network does:
 * the browser paints the first part (the header up to its search toggle) before the rest arrives.
 */
async function slowHalfwayProxy(upstream: string, pagePath: string, splitBefore: string) {
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstream);
    const headers = { ...req.headers, host: target.host };
    // The page is read whole (uncompressed) so it can be cut; everything else streams through.
    if (req.url === pagePath) delete headers['accept-encoding'];
    const out = http.request(target, { method: req.method, headers }, (answer) => {
      if (req.url !== pagePath) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const html = Buffer.concat(chunks);
        const cut = html.indexOf(splitBefore);
        const head = { ...answer.headers };
        delete head['content-length'];
        res.writeHead(answer.statusCode ?? 502, head);
        res.write(html.subarray(0, cut));
        // Long enough for a busy machine to look at the first part before the rest comes.
        setTimeout(() => res.end(html.subarray(cut)), 3_000);
      });
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

test('the header keeps its place when the page arrives in parts', async ({ page, baseURL }) => {
  const path = `/product/${SLUG}`;
  // The cut falls inside the header's right-hand group: its search toggle has come, the cart and account slots not yet.
  const proxy = await slowHalfwayProxy(baseURL!, path, 'data-island="cart"');
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          w.shifts.push({ value: e.value, nodes: e.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const loading = page.goto(proxy.base + path, { waitUntil: 'load' });
    // Half the page is in: the header shows its logo and search toggle, and the cart link is not there yet.
    await expect(page.getByRole('link', { name: 'Kanmani home' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    await loading;
    await expect(page.getByRole('link', { name: /^Cart/ }).first()).toBeVisible();
    // Every island has hydrated and two frames were drawn since: a shift would have been observed.
    await pageReady(page);
    await framesDrawn(page);
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([]);
  } finally {
    await proxy.close();
  }
});
