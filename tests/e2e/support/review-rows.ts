import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';

/**
 * Published reviews written straight into a worker's shop, through the e2e SQL hook its server
 * opens at its port + 3000 (src/server/app/e2e-sql.ts): no shop flow publishes a review on this
 * branch yet, and the embedded database is open to no other process.
 */
const hexId = () => randomBytes(12).toString('hex');
const lit = (v: string | number | null) => (v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);

async function runSql(shopOrigin: string, statements: string[]): Promise<Record<string, unknown>[]> {
  const url = new URL(shopOrigin);
  const r = await fetch(`http://127.0.0.1:${Number(url.port) + 3000}/`, {
    method: 'POST',
    headers: { 'x-e2e-sql-secret': process.env.E2E_SQL_SECRET ?? '' },
    body: JSON.stringify({ statements }),
  });
  const body = (await r.json()) as { rows?: Record<string, unknown>[]; error?: string };
  expect(r.status, body.error).toBe(200);
  return body.rows ?? [];
}

export type SeedReview = {
  rating: number;
  size: string;
  fit: 'small' | 'true' | 'large';
  name: string;
  title?: string;
  body?: string;
  daysAgo: number;
  photos?: { photo: string; width: number; height: number }[];
  reply?: string;
};

/**
 * Hides the product's published reviews (the demo's, once they are review rows) and publishes
 * `seeds`, each on a delivered order line of its own; answers an undo that removes them and
 * publishes the demo's again. Bumps the catalog version, as the write side does.
 */
export async function publishReviews(shopOrigin: string, productId: string, variantId: string, seeds: SeedReview[]): Promise<() => Promise<void>> {
  const orderIds: string[] = [];
  const customerIds: string[] = [];
  const hiddenIds = (await runSql(shopOrigin, [`select id from reviews where product_id = ${lit(productId)} and status = 'published'`])).map((r) => String(r['id']));
  const statements: string[] = [`update reviews set status = 'hidden' where product_id = ${lit(productId)} and status = 'published'`];
  for (const s of seeds) {
    const customerId = hexId();
    const orderId = hexId();
    const lineId = hexId();
    const reviewId = hexId();
    orderIds.push(orderId);
    customerIds.push(customerId);
    const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const at = `now() - interval '${s.daysAgo} days'`;
    statements.push(
      `insert into customers (id, name, mobile_number) values (${lit(customerId)}, ${lit(s.name)}, ${lit(mobile)})`,
      `insert into orders (id, customer_id, status, payment_method, payment_status, subtotal_paise, shipping_paise, total_paise, total_weight_grams, customer_name, customer_mobile, shipping_address)
       values (${lit(orderId)}, ${lit(customerId)}, 7, 1, 2, 45900, 0, 45900, 220, ${lit(s.name)}, ${lit(mobile)}, '{"contactPerson":"${s.name}","doorNo":"12","address":"Anna Salai","city":"Chennai","district":"Chennai","state":"Tamil Nadu","pincode":"600002","country":"India","mobile":"${mobile}"}'::jsonb)`,
      `insert into order_items (id, order_id, position, product_id, color_variant_id, size_name, quantity, unit_price_paise, line_total_paise, product_name, product_slug, category_name, image, color_name, color_code, weight_grams)
       values (${lit(lineId)}, ${lit(orderId)}, 0, ${lit(productId)}, ${lit(variantId)}, ${lit(s.size)}, 1, 45900, 45900, 'Reviewed product', 'reviewed-product', 'Leggings', '/img/x.svg', 'Black', '#000000', 220)`,
      `insert into reviews (id, product_id, order_id, order_item_id, customer_id, reviewer_name, size_name, rating, title, body, fit, status, published_at, created_at, reply, replied_at)
       values (${lit(reviewId)}, ${lit(productId)}, ${lit(orderId)}, ${lit(lineId)}, ${lit(customerId)}, ${lit(s.name)}, ${lit(s.size)}, ${s.rating}, ${lit(s.title ?? null)}, ${lit(s.body ?? null)}, ${lit(s.fit)}, 'published', ${at}, ${at}, ${lit(s.reply ?? null)}, ${s.reply ? at : 'null'})`,
      ...(s.photos ?? []).map((p, i) => `insert into review_media (id, review_id, photo, width, height, position) values (${lit(hexId())}, ${lit(reviewId)}, ${lit(p.photo)}, ${p.width}, ${p.height}, ${i})`),
    );
  }
  statements.push('update catalog_version set version = version + 1, changed_at = now()');
  await runSql(shopOrigin, statements);
  await catalogShows(shopOrigin, productId, seeds.length);
  return async () => {
    const ids = orderIds.map(lit).join(', ');
    await runSql(shopOrigin, [
      ...(orderIds.length ? [`delete from orders where id in (${ids})`, `delete from customers where id in (${customerIds.map(lit).join(', ')})`] : []),
      ...(hiddenIds.length ? [`update reviews set status = 'published' where id in (${hiddenIds.map(lit).join(', ')})`] : []),
      'update catalog_version set version = version + 1, changed_at = now()',
    ]);
    // Reviews published meanwhile (a story's own) stay: wait for whatever the rows now hold.
    const [now] = await runSql(shopOrigin, [`select count(*)::int as n from reviews where product_id = ${lit(productId)} and status = 'published'`]);
    await catalogShows(shopOrigin, productId, Number(now!['n']));
  };
}

/**
 * Waits until the shop serves the new catalog version (each instance reads it at most every
 * 400 ms): the product's review count is what the rows now say, as a shopper would next see it.
 */
async function catalogShows(shopOrigin: string, productId: string, count: number): Promise<void> {
  await expect
    .poll(async () => {
      const r = await fetch(`${shopOrigin}/api/web/product/detail/${productId}`);
      return ((await r.json()) as { data?: { reviewCount?: number } }).data?.reviewCount;
    }, { timeout: 10_000 })
    .toBe(count);
}
