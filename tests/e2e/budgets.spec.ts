import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from './support/shop';
import budgets from '../budgets.json' with { type: 'json' };

// Deterministic speed and SEO guards for the built shop: JavaScript weight per page type,
// no server-only code in client bundles, and the head every indexable page needs.

type PageType = keyof typeof budgets.gzipJsKb;

/** Strings that must never reach the browser: database drivers, Node built-ins, secrets' names. */
const SERVER_ONLY = [
  'drizzle',
  'pglite',
  'pg-pool',
  'node:crypto',
  'node:fs',
  'SANDBOX_GATEWAY_SECRET',
  'PHONEPE_CLIENT_SECRET',
  'META_CAPI_TOKEN',
  'TWOFACTOR_API_KEY',
  'DATABASE_URL',
  'sandbox-secret-for-local-use-only',
];

async function listOf(request: APIRequestContext, url: string): Promise<Record<string, unknown>[]> {
  const r = await request.get(url);
  expect(r.status(), url).toBe(200);
  const body = (await r.json()) as { data: Record<string, unknown>[] };
  return body.data;
}

/** One real URL per page type, taken from the catalog API. */
async function pagePaths(request: APIRequestContext): Promise<Record<PageType, string>> {
  const categories = await listOf(request, '/api/web/category/list');
  const category = categories.find((c) => c['isSubcategoryPresent'] === true) ?? categories[0];
  expect(category, 'the demo catalog has a category').toBeTruthy();
  const categorySlug = String(category?.['categorySlug']);
  const subs = await listOf(request, `/api/web/subcategory/list?slug=${encodeURIComponent(categorySlug)}`);
  expect(subs[0], `category ${categorySlug} has a subcategory`).toBeTruthy();
  const products = await listOf(request, '/api/web/product/list');
  expect(products[0], 'the demo catalog has a product').toBeTruthy();
  return {
    home: '/',
    categories: '/categories',
    category: `/categories/${categorySlug}`,
    subcategory: `/categories/${categorySlug}/${String(subs[0]?.['slug'])}`,
    product: `/product/${String(products[0]?.['slug'])}`,
    cart: '/cart',
    'home-hi': '/hi/',
    'home-ta': '/ta/',
    'product-hi': `/hi/product/${String(products[0]?.['slug'])}`,
    'product-ta': `/ta/product/${String(products[0]?.['slug'])}`,
  };
}

/** gzip -9 bytes of every script the page downloads, islands below the fold included. */
async function gzipScriptBytes(page: Page, url: string): Promise<{ total: number; files: string[] }> {
  const pending: Promise<{ name: string; size: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    pending.push(response.body().then((b) => ({ name: new URL(response.url()).pathname, size: gzipSync(b, { level: 9 }).length })));
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.status(), url).toBe(200);
  // Two frames after the scroll, the visibility observers have fired and their islands' imports
  // have started; network idle then means they have arrived.
  await page.evaluate(() => new Promise<void>((resolve) => {
    window.scrollTo(0, document.body.scrollHeight);
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  }));
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).sort((a, b) => b.size - a.size);
  return { total: files.reduce((n, f) => n + f.size, 0), files: files.map((f) => `${(f.size / 1024).toFixed(1)} KB ${f.name}`) };
}

let discovered: Promise<Record<PageType, string>> | undefined;
const pathsFrom = (request: APIRequestContext) => (discovered ??= pagePaths(request));

for (const type of Object.keys(budgets.gzipJsKb) as PageType[]) {
  test(`the ${type} page ships no more than ${budgets.gzipJsKb[type]} KB of gzip JavaScript`, async ({ page, request }) => {
    const paths = await pathsFrom(request);
    const { total, files } = await gzipScriptBytes(page, paths[type]);
    const kb = total / 1024;
    expect(kb, `${paths[type]} downloads:\n${files.join('\n')}`).toBeLessThanOrEqual(budgets.gzipJsKb[type]);
  });
}

test('a Hindi or Tamil page is held to the English page’s budget (its islands carry their own language only)', () => {
  expect([budgets.gzipJsKb['home-hi'], budgets.gzipJsKb['home-ta']]).toEqual([budgets.gzipJsKb.home, budgets.gzipJsKb.home]);
  expect([budgets.gzipJsKb['product-hi'], budgets.gzipJsKb['product-ta']]).toEqual([budgets.gzipJsKb.product, budgets.gzipJsKb.product]);
});

test('the budgets stay within the customer’s limit for catalog pages', () => {
  for (const type of ['home', 'categories', 'category', 'subcategory', 'product', 'home-hi', 'home-ta', 'product-hi', 'product-ta'] as const) {
    expect(budgets.gzipJsKb[type], type).toBeLessThanOrEqual(100);
  }
});

test('no client bundle carries server-only code or the names of secrets', () => {
  const dir = path.join(process.cwd(), 'dist/client/_astro');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
  expect(files.length, 'the built client bundles in dist/client/_astro').toBeGreaterThan(0);
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const s of SERVER_ONLY) if (text.includes(s)) found.push(`${file}: ${s}`);
  }
  expect(found).toEqual([]);
});

const CONTENT_PAGES = ['/faqs', '/blogs', '/static/refund-policy'];

/** What the head and headings of one page lack: a title, a description, one canonical link to itself, one h1. */
async function headProblems(page: Page, url: string, baseURL: string | undefined): Promise<string[]> {
  const response = await page.goto(url);
  if (response?.status() !== 200) return [`${url}: status ${response?.status()}`];
  const head = await page.evaluate(() => ({
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    h1: document.querySelectorAll('h1').length,
  }));
  const problems: string[] = [];
  if (!head.title) problems.push(`${url}: no <title>`);
  if (!head.description) problems.push(`${url}: no meta description`);
  if (head.canonical.length !== 1) problems.push(`${url}: ${head.canonical.length} canonical links`);
  else if (new URL(head.canonical[0] ?? '', baseURL).pathname.replace(/\/$/, '') !== url.replace(/\/$/, ''))
    problems.push(`${url}: canonical points at ${head.canonical[0]}`);
  if (head.h1 !== 1) problems.push(`${url}: ${head.h1} h1 elements`);
  return problems;
}

test('every shop page has a title, a description, a canonical link and one h1', async ({ page, request, baseURL }) => {
  const problems: string[] = [];
  for (const url of Object.values(await pathsFrom(request))) problems.push(...(await headProblems(page, url, baseURL)));
  expect(problems).toEqual([]);
});

test('the FAQ, blog and policy pages have a title, a description, a canonical link and one h1', async ({ page, baseURL }) => {
  const problems: string[] = [];
  for (const url of CONTENT_PAGES) problems.push(...(await headProblems(page, url, baseURL)));
  expect(problems).toEqual([]);
});
