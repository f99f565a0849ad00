import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get } from '../support/api';
import type { ProductSummary } from '../../src/lib/catalog-types';

useTestDatabase();

/** Issue 31, item 5: one product found whichever script or spelling the shopper types. */
describe('search across scripts and spellings', () => {
  for (const q of ['leggings', 'legins', 'लेगिंग', 'லெக்கிங்ஸ்']) {
    test(`'${q}' finds the ankle-length cotton leggings first`, async () => {
      const r = await get<{ data: ProductSummary[] }>(`/api/web/product/search?q=${encodeURIComponent(q)}&limit=6`);
      expect(r.status).toBe(200);
      expect(r.body.data[0]?.name).toBe('Ankle Length Cotton Leggings');
      expect(r.body.data.every((p) => /leggings/i.test(p.name))).toBe(true);
    });
  }

  test('churidar in Devanagari and Tamil finds the churidar leggings', async () => {
    for (const q of ['चूड़ीदार', 'சுரிதார்']) {
      const r = await get<{ data: ProductSummary[] }>(`/api/web/product/search?q=${encodeURIComponent(q)}&limit=6`);
      expect(r.body.data[0]?.name, q).toBe('Churidar Leggings');
    }
  });

  test('a word in another script that sounds like nothing sold finds nothing', async () => {
    const r = await get<{ data: ProductSummary[] }>(`/api/web/product/search?q=${encodeURIComponent('மழை')}`);
    expect(r.body.data).toEqual([]);
  });
});
