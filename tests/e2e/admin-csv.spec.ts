import { expect, test } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { zipSync } from 'fflate';
import { makePhoto } from '../fixtures/photos';
import { DEMO_OWNER } from './support/staff';
import { exportText } from './support/export-file';
import { pageReady } from './support/ready';

test('the owner imports a catalog CSV with a zip of photos: applied after a clean check, the product is on the storefront', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  expect((await page.request.post('/api/admin/session', { data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password }, headers: { origin: new URL(baseURL!).origin } })).status()).toBe(200);
  await page.goto('/admin/catalog/csv');
  const header = (await exportText(page.request, '/api/admin/catalog/export')).split('\r\n')[0]!;
  const product = 'lotus-kurti,Lotus Kurti,leggings,ankle-length,Featured,New,yes,A soft cotton kurti with lotus buttons.,2 @ 999';
  // The last four cells are the optional Hindi and Tamil names and descriptions (issue 31): the Tamil name only.
  const file = [header, `${product},Rose,#c0587a,lotus-front.jpg,S,649,899,210,,6,6104,,லோட்டஸ் குர்தி,,`, `${product},Rose,#c0587a,lotus-front.jpg,M,649,899,230,,4,6104,,லோட்டஸ் குர்தி,,`].join('\r\n');
  const zip = zipSync({ 'lotus-front.jpg': await makePhoto('jpeg', 800, 1000, '#c0587a') });

  await expect(page.getByRole('button', { name: 'Apply import' })).toHaveCount(0);
  await pageReady(page);
  await page.getByLabel('Catalog CSV file').setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByLabel(/Zip of photos/).setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('The file is ready: 1 product, 2 rows, no problems.')).toBeVisible();
  await expect(page.getByText('Photo files from the zip: lotus-front.jpg.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByRole('status').getByText('Imported: 1 new product, 0 updated, 1 photo from the zip, 2 stock counts changed.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Apply import' })).toHaveCount(0);
  const after = await new AxeBuilder({ page }).analyze();
  expect(after.violations.map((v) => v.id)).toEqual([]);

  await expect.poll(async () => (await page.request.get('/api/web/product/slug/lotus-kurti')).status(), { timeout: 3_000, intervals: [100] }).toBe(200);
  await page.goto('/product/lotus-kurti');
  await expect(page.getByRole('heading', { level: 1, name: 'Lotus Kurti' })).toBeVisible();
  await page.goto('/ta/product/lotus-kurti');
  await expect(page.getByRole('heading', { level: 1, name: 'லோட்டஸ் குர்தி' })).toBeVisible();
  await page.goto('/product/lotus-kurti');
  await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /\/media\/[0-9a-f]{32}-320\.avif 320w/);
});
