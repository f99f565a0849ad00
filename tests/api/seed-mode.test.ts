import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { seedForMode } from '../../src/server/app/seed';

// A fresh database with the migrations only, as a first production start finds it.
useTestDatabase({ seed: false });

async function count(table: string): Promise<number> {
  const rows = await query<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return rows[0]!.n;
}

describe('what a start puts into an empty database', () => {
  test('production gets the shipping rate card only: no demo products, reviews or menu, and the shop answers with an empty catalog', async () => {
    const db = await getDb();
    expect(await seedForMode(db, 'production')).toBe('shipping rates');
    expect(await count('products')).toBe(0);
    expect(await count('categories')).toBe(0);
    expect(await count('reviews')).toBe(0);
    expect(await count('orders')).toBe(0);
    expect(await count('menu_items')).toBe(0);
    expect(await count('shipping_rate_tiers')).toBe(6);

    const list = await get('/api/web/product/list');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    const search = await get('/api/web/product/search?q=leggings');
    expect(search.status).toBe(200);
    expect(search.body.data).toEqual([]);
    const rates = await post('/api/web/order/shipping-cost', { weight: 200 });
    expect(rates.body.data).toEqual({ cod: 99, onlinePayment: 39, weight: 200, codFee: 0, freeShipping: null });

    // A second start changes nothing.
    expect(await seedForMode(db, 'production')).toBe('nothing');
    expect(await count('shipping_rate_tiers')).toBe(6);
  });

  test('local mode gets the demo catalog once', async () => {
    const db = await getDb();
    expect(await seedForMode(db, 'local')).toBe('demo catalog');
    expect(await count('products')).toBe(51);
    expect(await seedForMode(db, 'local')).toBe('nothing');
    expect(await count('products')).toBe(51);
  });
});
