import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { query } from '../../src/server/platform/db/client';
import { migrations } from '../../src/server/platform/db/migrations';
import { splitStatements } from '../../src/server/platform/db/migrate';
import { loadOffers } from '../../src/server/catalog/offers';

/**
 * Migration 0010 on a shop that already has data: the offers kept in sizes.offers move into
 * product_offers beside the product defaults, and earlier order lines learn their size's id.
 */
const { handle } = useTestDatabase({ migrate: false });

const ONE_TABLE = '0010_one_offer_table';

async function run(statements: string): Promise<void> {
  for (const statement of splitStatements(statements)) await handle().db.execute(sql.raw(statement));
}

test('offers stored on sizes move to product_offers, and old order lines get their size id', async () => {
  const db = handle().db;
  const at = migrations.findIndex((m) => m.id === ONE_TABLE);
  expect(at).toBeGreaterThan(0);
  for (const m of migrations.slice(0, at)) await run(m.sql);

  await run(`
    INSERT INTO categories (id, name, slug, image) VALUES ('cat', 'Leggings', 'leggings', '/c.svg');
    INSERT INTO products (id, slug, name, type, category_id, description, weight_grams, search_text)
      VALUES ('leggings', 'cotton-leggings', 'Cotton Leggings', 1, 'cat', 'Soft.', 200, 'cotton leggings');
    INSERT INTO color_variants (id, product_id, name, color_code) VALUES ('black', 'leggings', 'Black', '#000000');
    INSERT INTO sizes (id, color_variant_id, name, price_paise, striked_price_paise, weight_grams, offers) VALUES
      ('size-m', 'black', 'M', 44900, 64900, 180,
        '[{"quantity": 3, "offerPricePaise": 109900, "isVisible": false}, {"quantity": 2, "offerPricePaise": 79900, "isVisible": true}]'),
      ('size-l', 'black', 'L', 44900, 64900, 190, '[]');
    INSERT INTO product_offers (product_id, quantity, offer_price_paise) VALUES ('leggings', 2, 84900);
    INSERT INTO customers (id, name, mobile_number) VALUES ('kavya', 'Kavya Iyer', '9876543210');
    INSERT INTO orders (id, customer_id, payment_method, payment_status, subtotal_paise, shipping_paise, total_paise,
        total_weight_grams, customer_name, customer_mobile, shipping_address)
      VALUES ('order-1', 'kavya', 1, 2, 89800, 9900, 99700, 360, 'Kavya Iyer', '9876543210', '{}');
    INSERT INTO order_items (id, order_id, position, product_id, color_variant_id, size_name, quantity, unit_price_paise,
        line_total_paise, product_name, product_slug, category_name, image, color_name, color_code, weight_grams) VALUES
      ('line-1', 'order-1', 0, 'leggings', 'black', 'M', 1, 44900, 44900, 'Cotton Leggings', 'cotton-leggings', 'Leggings', '/i.svg', 'Black', '#000000', 180),
      ('line-2', 'order-1', 1, 'leggings', 'black', 'XXL', 1, 44900, 44900, 'Cotton Leggings', 'cotton-leggings', 'Leggings', '/i.svg', 'Black', '#000000', 180);
  `);
  await run(migrations[at]!.sql);

  const offers = await query(db, sql`select size_id, quantity, offer_price_paise, is_visible from product_offers order by size_id nulls first, quantity`);
  expect(offers).toEqual([
    { size_id: null, quantity: 2, offer_price_paise: 84900, is_visible: true },
    { size_id: 'size-m', quantity: 2, offer_price_paise: 79900, is_visible: true },
    { size_id: 'size-m', quantity: 3, offer_price_paise: 109900, is_visible: false },
  ]);
  const book = await loadOffers(db, ['leggings']);
  expect(book.forSize('leggings', 'size-m')).toEqual([
    { quantity: 2, offerPricePaise: 79900, isVisible: true },
    { quantity: 3, offerPricePaise: 109900, isVisible: false },
  ]);
  expect(book.forSize('leggings', 'size-l')).toEqual([{ quantity: 2, offerPricePaise: 84900, isVisible: true }]);

  const sizeColumns = await query(db, sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'sizes' and column_name = 'offers'`);
  expect(sizeColumns).toEqual([]);
  const lines = await query(db, sql`select id, size_id from order_items order by position`);
  expect(lines).toEqual([
    { id: 'line-1', size_id: 'size-m' },
    { id: 'line-2', size_id: null },
  ]);
});
