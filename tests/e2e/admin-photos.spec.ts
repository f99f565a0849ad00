import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { pageReady } from './support/ready';
import { makePhoto } from '../fixtures/photos';

/**
 * Issue 15's photos, as a manager meets them: two photos chosen with the file picker for a
 * colour, put in order by keyboard, the drawn ones removed; the shop's product page shows the
 * two in that order from an AVIF srcset within a second of the last save.
 */
const SLUG = 'high-waist-ankle-leggings';

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

for (const width of [1280, 375]) {
  test(`at ${width} px the manager adds two photos to a colour, orders them, and the shop shows them in AVIF`, async ({ browser, baseURL, staff, request }) => {
    const product = (await (await request.get(`/api/web/product/slug/${SLUG}`)).json()).data as { _id: string; colorVariants: { _id: string; name: string }[] };
    // Each width takes its own colour: the first (shown on arrival) at desk width, the second on the phone.
    const colour = product.colorVariants[width === 1280 ? 0 : 1]!;
    const page = await staff('manager', { width });
    await page.goto(`/admin/products/${product._id}/photos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Photos of High Waist Ankle Leggings' })).toBeVisible();
    const section = page.getByRole('region', { name: colour.name, exact: true });
    const list = section.getByRole('list', { name: `${colour.name} photos, in the order the shop shows them` });
    await expect(list.getByRole('listitem')).toHaveCount(3);

    const shade = width === 1280 ? ['#1f5a3a', '#f26b5b'] : ['#5b2a86', '#d9a21b'];
    await pageReady(page);
    await section.getByLabel(`Add photos of ${colour.name}`).setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await makePhoto('jpeg', 1000, 1250, shade[0]) },
      { name: 'back.png', mimeType: 'image/png', buffer: await makePhoto('png', 900, 1125, shade[1]) },
    ]);
    await expect(section.getByText('2 photos added.')).toBeVisible({ timeout: 30_000 });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    const refs = await list.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')!));
    const [front, back] = refs.slice(3);
    expect(front).toMatch(/^\/media\/[0-9a-f]{32}-1000x1250\.webp$/);
    expect(back).toMatch(/^\/media\/[0-9a-f]{32}-900x1125\.webp$/);

    // The three drawn photos go; then, by keyboard, the back view is moved before the front.
    for (let i = 0; i < 3; i++) {
      await section.getByRole('button', { name: `Remove ${colour.name} photo 1` }).click();
      await expect(list.getByRole('listitem')).toHaveCount(4 - i);
    }
    await section.getByRole('button', { name: `Move ${colour.name} photo 2 earlier` }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText('Photo moved to position 1.')).toBeVisible();
    const saved = Date.now();
    // Every instance serves the change within a second: the shop's catalog (the same snapshot the
    // product page renders from) lists the new order. The page itself is checked in a browser below.
    const hash = (ref: string) => ref.slice(7, 39);
    await expect
      .poll(async () => {
        const shown = (await (await request.get(`/api/web/product/slug/${SLUG}`)).json()).data.colorVariants as { _id: string; images: string[] }[];
        return shown.find((c) => c._id === colour._id)?.images;
      }, { timeout: 1_000, intervals: [50] })
      .toEqual([back, front]);
    expect(Date.now() - saved).toBeLessThan(1_000);

    await expect(section.getByRole('button', { name: `Move ${colour.name} photo 1 later` })).toBeFocused();
    expect(await list.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual([back, front]);
    await expectAccessible(page, `photos page at ${width}`);
    if (width === 375) await page.screenshot({ path: 'tests/.results/admin-photos-375.png', fullPage: true });
    else await page.screenshot({ path: 'tests/.results/admin-photos-1280.png', fullPage: true });

    const shopper = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const shop = await shopper.newPage();
    await shop.goto(`/product/${SLUG}`);
    if (width === 375) await shop.getByTitle(colour.name, { exact: true }).click();
    const gallery = shop.getByRole('region', { name: 'High Waist Ankle Leggings images' });
    const firstSlide = gallery.getByRole('group').first();
    await expect(firstSlide.locator('source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(`^/media/${hash(back!)}-320\\.avif 320w, .* /media/${hash(back!)}-900\\.avif 900w$`));
    await expect(gallery.getByRole('group').nth(1).locator('source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(`/media/${hash(front!)}-960\\.avif 960w`));
    const img = firstSlide.getByRole('img');
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '800');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc)).toMatch(new RegExp(`/media/${hash(back!)}-\\d+\\.avif$`));
    await expectAccessible(shop, `product page at ${width}`);
    await shopper.close();
    await page.context().close();
  });
}
