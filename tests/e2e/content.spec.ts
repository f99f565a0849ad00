import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';

/**
 * The layout and the content pages as a shopper meets them: policies, FAQs, blogs, the 404
 * pages, the fallback menu's redirects, the head tags search engines read, and the loading
 * overlay on client-side navigation.
 */
const POLICIES = [
  // The return window, delivery times and charges are the demo's settings (issue 32): 7 days, 5 and 6 working days, no COD charge, no free shipping.
  { slug: 'refund-policy', title: 'Refund Policy', facts: ['Exchange or return within 7 days of delivery.', 'unboxing video is mandatory', '4–5 working days', 'one exchange or one refund', 'Return shipping is paid by the customer'] },
  { slug: 'shipping-policy', title: 'Shipping Policy', facts: ['Delivered in 5 working days when paid online and 6 with cash on delivery', 'Shipping is charged on every order by its weight.', 'Cash on delivery carries no extra charge beyond its shipping rate.'] },
  { slug: 'privacy-policy', title: 'Privacy Policy', facts: ['We do not sell your personal information.'] },
  { slug: 'terms-conditions', title: 'Terms & Conditions', facts: ['laws of India'] },
  { slug: 'contact', title: 'Contact Us', facts: ['support@kanmani.example', '+91 90000 00000', 'Chennai'] },
] as const;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('astro-dev-toolbar').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const policy of POLICIES) {
  test(`the ${policy.title} page states the shop's facts with a breadcrumb home`, async ({ page }) => {
    const response = await page.goto(`/static/${policy.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
    const article = page.getByRole('article');
    for (const fact of policy.facts) await expect(article).toContainText(fact);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const crumbs = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs?.['itemListElement']).toHaveLength(2);
    await expectNoAxeViolations(page);
  });
}

test('the shipping policy lists the rate tiers from the database', async ({ page }) => {
  await page.goto('/static/shipping-policy');
  const table = page.getByRole('table', { name: 'Shipping charges by order weight' });
  await expect(table.getByRole('row', { name: /Up to 999 g ₹39 ₹99/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /3–10 kg ₹149 ₹220/ })).toBeVisible();
});

test('an unknown policy slug says the page does not exist, with HTTP 404', async ({ page }) => {
  const response = await page.goto('/static/no-such-policy');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('any other path shows the 404 page, and Return to Home goes home', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the fallback menu links are not dead ends: /shop, /about and /contact redirect', async ({ request }) => {
  const expected = { '/shop': '/categories', '/about': '/blogs/the-kanmani-story', '/contact': '/static/contact' };
  for (const [from, to] of Object.entries(expected)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to);
  }
});

test('the FAQ accordion opens one answer at a time, by keyboard', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const items = page.locator('details[name="faq"]');
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  // One return window and no 'Express shipping': the answers print the settings checkout uses.
  await expect(page.getByText('30 days')).toHaveCount(0);
  await expect(page.getByText(/Express shipping/)).toHaveCount(0);
  await expect(page.getByText(/Delivered in 5 working days/)).toBeHidden();

  await items.nth(0).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(items.nth(1).locator('summary')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  // The second answer (shipping) prints the demo's delivery settings.
  await expect(page.getByText(/Delivered in 5 working days when paid online and 6 with cash on delivery/)).toBeVisible();
  await expect(page.locator('details[name="faq"][open]')).toHaveCount(1);
  expect((await jsonLd(page)).some((d) => d['@type'] === 'FAQPage')).toBe(true);
  await expectNoAxeViolations(page);
});

test('the blog lists three posts and each opens its own page', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(card).toContainText(/\d+ min read/);
  }
  await expect(page.getByText('More blog posts coming soon!')).toBeVisible();
  await expectNoAxeViolations(page);

  const first = cards.first().getByRole('heading', { level: 2 });
  const title = (await first.textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(['BreadcrumbList', 'BlogPosting']);
});

test('an unknown blog post is a 404', async ({ page }) => {
  const response = await page.goto('/blogs/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

test('every page carries the head tags search engines and browsers read', async ({ page }) => {
  await page.goto('/static/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page).toHaveTitle('Contact Us | Kanmani');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/static\/contact$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Contact Us | Kanmani');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\/og-image\.png$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  for (const href of ['/favicon.ico', '/favicon.svg', '/manifest.webmanifest', '/og-image.png', '/apple-touch-icon.png']) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
  }
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string; icons: unknown[] };
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
});

test('robots.txt points to both sitemaps, and the catalog sitemap is valid XML', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-catalog\.xml$/m);
  const sitemap = await request.get('/sitemap-catalog.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/categories<\/loc>/);
  expect(xml).toContain('/product/ankle-length-cotton-leggings</loc>');

  // /sitemap.xml indexes both halves and the Hindi and Tamil sitemaps, and each file it names answers.
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const index = await (await request.get('/sitemap.xml')).text();
  const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs).toEqual(['/sitemap-0.xml', '/sitemap-catalog.xml', '/sitemap-hi.xml', '/sitemap-ta.xml']);
  for (const loc of locs) expect((await request.get(loc)).status(), loc).toBe(200);
  expect(await (await request.get('/sitemap-0.xml')).text()).toContain('/static/refund-policy</loc>');
});

test('the footer has the help links and the contact facts from the site settings', async ({ page }) => {
  await page.goto('/faqs');
  const footer = page.getByRole('contentinfo');
  const help = footer.getByRole('navigation', { name: 'Help' });
  const links = { 'My Account': '/profile', 'Returns and Exchanges': '/static/refund-policy', 'Get in Touch': '/static/contact', FAQs: '/faqs', Blogs: '/blogs' };
  for (const [name, href] of Object.entries(links)) await expect(help.getByRole('link', { name })).toHaveAttribute('href', href);
  await expect(footer.getByRole('navigation', { name: 'Useful Links' }).getByRole('link', { name: 'All Categories' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'support@kanmani.example' })).toHaveAttribute('href', 'mailto:support@kanmani.example');
  await expect(footer.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute('href', 'tel:+919000000000');
  await expect(footer.getByRole('heading', { name: 'Head Office' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Kanmani`);
});

test('a client-side navigation shows the loading overlay, never on first paint', async ({ page }) => {
  await page.goto('/faqs');
  const overlay = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(overlay).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
  await expect(overlay).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect(overlay).toBeHidden();
});

test('desktop sub-menus open on hover and on keyboard focus, and close after the pointer leaves', async ({ page, request }) => {
  type Menu = { menu: string; subMenu: { name: string; productId: { slug: string } }[] };
  const menu = ((await (await request.get('/api/web/category/header/menu')).json()) as { data: Menu[] }).data;
  const withSubs = menu.find((m) => m.subMenu.length > 0);
  expect(withSubs, 'the demo catalog has a menu item with a sub-menu').toBeDefined();
  const first = withSubs!.subMenu[0]!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blogs');
  const main = page.getByRole('navigation', { name: 'Main' });
  const trigger = main.getByRole('link', { name: withSubs!.menu, exact: true });
  const subLink = main.getByRole('link', { name: first.name, exact: true });
  await expect(subLink).toBeHidden();
  await trigger.hover();
  await expect(subLink).toBeVisible();
  await expect(subLink).toHaveAttribute('href', `/product/${first.productId.slug}`);
  await page.mouse.move(5, 850);
  await expect(subLink).toBeHidden();

  await trigger.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(subLink).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(subLink).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger opens the menu and the search toggle reveals the search box', async ({ page }) => {
    await page.goto('/static/refund-policy');
    const mobileMenu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(mobileMenu).toBeHidden();
    await page.locator('summary[aria-label="Menu"]').click();
    await expect(mobileMenu).toBeVisible();
    expect(await mobileMenu.getByRole('link').count()).toBeGreaterThan(0);
    await page.locator('summary[aria-label="Menu"]').click();
    await expect(mobileMenu).toBeHidden();
    const searchPanel = page.locator('summary[aria-label="Search"] + div');
    await expect(searchPanel).toBeHidden();
    await page.locator('summary[aria-label="Search"]').click();
    await expect(searchPanel).toBeVisible();
    await page.locator('summary[aria-label="Search"]').click();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
