// Bytes each page type makes the browser download: JavaScript, CSS and the HTML document,
// raw (decoded), gzip -9 of the same bodies (deterministic) and the encoded size on the wire.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function kindOf(response) {
  const type = response.request().resourceType();
  const ct = response.headers()['content-type'] ?? '';
  if (type === 'script' || /javascript/.test(ct)) return 'js';
  if (type === 'stylesheet' || /text\/css/.test(ct)) return 'css';
  if (type === 'document') return 'html';
  return null;
}

async function measure(browser, url) {
  // A fresh context per page: an empty cache, as for a first visit.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const seen = [];
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (kind && response.status() === 200) seen.push({ kind, response });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Scroll to the end so client:visible islands count too, then let client:idle ones arrive:
  // the figure is everything the page can ship, whatever the viewport.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  const totals = { js: zero(), css: zero(), html: zero() };
  const files = [];
  for (const { kind, response } of seen) {
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const sizes = await response.request().sizes().catch(() => null);
    const wire = sizes?.responseBodySize || Number(response.headers()['content-length'] ?? body.length);
    const gzip = gzipSync(body, { level: 9 }).length;
    const t = totals[kind];
    t.raw += body.length;
    t.gzip += gzip;
    t.wire += wire;
    t.files += 1;
    files.push({ kind, url: new URL(response.url()).pathname, raw: body.length, gzip, wire, encoding: response.headers()['content-encoding'] ?? null });
  }
  await context.close();
  return { totals, files };
}

const zero = () => ({ raw: 0, gzip: 0, wire: 0, files: 0 });

/**
 * @param {string} base
 * @param {{ type: string, path: string | null }[]} pages
 */
export async function measureBytes(base, pages, log = () => {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const out = [];
    for (const page of pages) {
      if (!page.path) {
        out.push({ type: page.type, path: null, skipped: 'no such page yet' });
        continue;
      }
      log(`bytes ${page.path}`);
      out.push({ type: page.type, path: page.path, ...(await measure(browser, base + page.path)) });
    }
    return out;
  } finally {
    await browser.close();
  }
}
