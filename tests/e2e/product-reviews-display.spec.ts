import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/shop';
import { pageReady } from './support/ready';
import { publishReviews, type SeedReview } from './support/review-rows';

/**
 * Issue 30, read side, as a shopper on a phone (375 px) sees it: the rating summary with a bar
 * per star, reviews as server HTML with sort, size and fit links and pages, the buyers' photo
 * strip and its dialog (arrows, Escape, focus back), and the size advice beside the sizes with
 * the fit answers per size in the size chart. Twelve published reviews of one demo product:
 * 5 × 5 stars, 5 × 4, 1 × 3, 1 × 2 = 50 / 12 = 4.17, shown 4.2; fit 7 small, 3 true, 2 large.
 */
const SLUG = 'extra-long-churidar-leggings';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  let undo: (() => Promise<void>) | undefined;

  test.beforeEach(async ({ request, shopOrigin }) => {
    const answer = await request.get(`/api/web/product/slug/${SLUG}`);
    expect(answer.status()).toBe(200);
    const product = (await answer.json()).data as { _id: string; colorVariants: { _id: string; images: string[] }[] };
    const variant = product.colorVariants[0]!;
    const photo = (i: number) => ({ photo: product.colorVariants[i]?.images[0] ?? variant.images[0]!, width: 800, height: 1000 });
    const ratings = [5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 3, 2];
    const fits = ['small', 'small', 'small', 'small', 'small', 'small', 'small', 'true', 'true', 'true', 'large', 'large'] as const;
    const sizes = ['M', 'M', 'L', 'M', 'S', 'L', 'M', 'M', 'S', 'L', 'M', 'S'];
    const seeds: SeedReview[] = ratings.map((rating, i) => ({
      rating,
      fit: fits[i]!,
      size: sizes[i]!,
      name: `Buyer ${String.fromCharCode(65 + i)}`,
      title: `Review ${String.fromCharCode(65 + i)}`,
      body: i === 0 ? 'Soft and long enough to bunch at the ankle.' : 'Comfortable for a full day.',
      daysAgo: i + 2,
      ...(i === 4 ? { photos: [photo(0), photo(1)] } : i === 9 ? { photos: [photo(2)] } : {}),
      ...(i === 0 ? { reply: 'Thank you for the kind words!' } : {}),
    }));
    undo = await publishReviews(shopOrigin, product._id, variant._id, seeds);
  });

  test.afterEach(async () => {
    await undo?.();
  });

  test('the summary, the reviews with their sort and filter links, the photo dialog and the size advice', async ({ page }) => {
    await page.goto(`/product/${SLUG}`);
    await pageReady(page);

    // The summary under the title and in the section: one decimal and the count, a bar per star.
    const top = page.locator('h1 ~ [data-rating]');
    await expect(top).toContainText('4.2');
    await expect(top).toContainText('(12)');
    const reviews = page.locator('#reviews');
    await expect(reviews.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeVisible();
    const bars = reviews.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem');
    await expect(bars).toHaveCount(5);
    await expect(bars.nth(0)).toHaveAccessibleName('5 stars: 5 of 12 reviews');
    await expect(bars.nth(3)).toHaveAccessibleName('2 stars: 1 of 12 reviews');
    await expect(bars.nth(4)).toHaveAccessibleName('1 star: 0 of 12 reviews');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('\n')).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.2,"reviewCount":12');

    // The size advice beside the sizes.
    await expect(page.getByText('Most buyers say this runs small: consider one size up')).toBeVisible();
    await expect(page.getByText('(7 of 12 buyers)')).toBeVisible();

    // Newest first, 10 a page; the newest carries its size, fit, age and the shop's reply.
    const cards = reviews.getByRole('article');
    await expect(cards).toHaveCount(10);
    const newest = cards.first();
    await expect(newest.getByRole('heading', { name: 'Review A' })).toBeVisible();
    await expect(newest).toContainText('Verified buyer, bought M');
    await expect(newest).toContainText('Fit: Runs small');
    await expect(newest).toContainText('2 days ago');
    await expect(newest).toContainText('Reply from');
    await expect(newest).toContainText('Thank you for the kind words!');
    await expect(reviews).toContainText('12 reviews, page 1 of 2');

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: 'tests/.results/product-reviews-375.png', fullPage: true });

    // Plain links: page 2, then photos first, then size M and runs small.
    await reviews.getByRole('link', { name: 'More reviews' }).click();
    await expect(page).toHaveURL(/\?page=2#reviews$/);
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('heading', { name: 'Review K' })).toBeVisible();

    await reviews.getByRole('link', { name: 'With photos' }).click();
    await expect(page).toHaveURL(/\?reviews=photos#reviews$/);
    await expect(cards.first().getByRole('heading', { name: 'Review E' })).toBeVisible();
    await expect(cards.nth(1).getByRole('heading', { name: 'Review J' })).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'With photos' })).toHaveAttribute('aria-current', 'true');

    await reviews.getByRole('navigation', { name: 'Filter reviews by size bought' }).getByRole('link', { name: 'Size M (6)' }).click();
    await expect(page).toHaveURL(/\?reviews=photos&size=M#reviews$/);
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card).toContainText('Verified buyer, bought M');
    await reviews.getByRole('navigation', { name: 'Filter reviews by fit' }).getByRole('link', { name: 'Runs large' }).click();
    await expect(page).toHaveURL(/\?reviews=photos&size=M&fit=large#reviews$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading', { name: 'Review K' })).toBeVisible();

    // Lowest first; an unknown value is ignored, never an error.
    await page.goto(`/product/${SLUG}?reviews=lowest&size=XXXL&fit=tight&page=zz#reviews`);
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByRole('heading', { name: 'Review L' })).toBeVisible();
    await expect(cards.first().getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  });

  test('the photo strip opens every buyer photo in a dialog: arrows move, Escape closes, focus returns', async ({ page }) => {
    await page.goto(`/product/${SLUG}`);
    await pageReady(page);
    const strip = page.locator('#reviews').getByRole('button', { name: /^Open Photo \d of 3/ });
    await expect(strip).toHaveCount(3);
    const first = strip.first();
    await first.scrollIntoViewIfNeeded();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Photos from buyers' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Photo 1 of 3: Buyer E, bought S, rated 5 out of 5');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Photo 2 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Photo 3 of 3: Buyer J, bought L, rated 4 out of 5');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Photo 1 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Photo 3 of 3');
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog).toContainText('Photo 2 of 3');
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: 'tests/.results/product-reviews-dialog-375.png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test("the size chart shows each size's fit answers", async ({ page }) => {
    await page.goto(`/product/${SLUG}`);
    await pageReady(page);
    await page.getByRole('button', { name: 'Size Chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size Chart' });
    const table = dialog.getByRole('table', { name: "How each size fits, from buyers' answers" });
    await expect(table).toBeVisible();
    const row = (size: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: size, exact: true }) });
    // S: E small, I true, L large; M: A, B, D, G small, H true, K large; L: C, F small, J true.
    await expect(row('S')).toHaveText(/S\s*1\s*1\s*1/);
    await expect(row('M')).toHaveText(/M\s*4\s*1\s*1/);
    await expect(row('L')).toHaveText(/L\s*2\s*1\s*0/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the section reads as two columns of reviews beside the summary', async ({ page, request, shopOrigin }) => {
    const product = (await (await request.get(`/api/web/product/slug/${SLUG}`)).json()).data as { _id: string; colorVariants: { _id: string; images: string[] }[] };
    const variant = product.colorVariants[0]!;
    const undo = await publishReviews(shopOrigin, product._id, variant._id, [
      { rating: 5, fit: 'true', size: 'M', name: 'Kavya', title: 'Perfect length', body: 'True to size for me.', daysAgo: 40, photos: [{ photo: variant.images[0]!, width: 800, height: 1000 }] },
      { rating: 4, fit: 'small', size: 'L', name: 'Meera', title: 'Snug', daysAgo: 400 },
    ]);
    try {
      await page.goto(`/product/${SLUG}#reviews`);
      await pageReady(page);
      const reviews = page.locator('#reviews');
      await expect(reviews.locator('[data-rating]')).toContainText('4.5');
      await expect(reviews.getByRole('article').first()).toContainText('1 month ago');
      await expect(reviews.getByRole('article').nth(1)).toContainText('1 year ago');
      // Two answers: too few for advice.
      await expect(page.getByText(/Most buyers say/)).toHaveCount(0);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await reviews.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'tests/.results/product-reviews-1280.png', fullPage: true });
    } finally {
      await undo();
    }
  });
});
