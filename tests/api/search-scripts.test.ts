import { beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get } from '../support/api';
import { HINDI_NAME, TAMIL_NAME, insertIndicProducts } from '../fixtures/indic-products';
import type { ProductSummary } from '../../src/lib/catalog-types';

/** Shoppers type in their own script: a search must find products named in Tamil and Hindi. */
const db = useTestDatabase();
beforeAll(async () => {
  // Before the first catalog read of this file, so the snapshot holds them.
  await insertIndicProducts(db.handle());
});

async function names(q: string): Promise<string[]> {
  const r = await get(`/api/web/product/search?q=${encodeURIComponent(q)}&limit=20`);
  expect(r.status, q).toBe(200);
  return (r.body.data as ProductSummary[]).map((p) => p.name);
}

describe('search in Indian scripts', () => {
  test('a Tamil word finds the Tamil product, whole or begun', async () => {
    expect(await names('லெகிங்ஸ்')).toEqual([TAMIL_NAME]);
    expect(await names('சொகுசு லெகிங்ஸ்')).toEqual([TAMIL_NAME]);
    expect(await names('லெகி')).toEqual([TAMIL_NAME]);
  });

  test('a Devanagari word finds the Hindi product, whole or begun', async () => {
    expect(await names('लेगिंग्स')).toEqual([HINDI_NAME]);
    expect(await names('कॉटन')).toEqual([HINDI_NAME]);
    expect(await names('लेगि')).toEqual([HINDI_NAME]);
  });

  test('vowel signs count: a word sharing only the consonants finds nothing', async () => {
    // 'லீகா' (leeka) has the consonants of 'லெகிங்ஸ்' with other vowels, 'लोगो' (logo) those of 'लेगिंग्स'.
    expect(await names('லீகா')).toEqual([]);
    expect(await names('लोगो')).toEqual([]);
  });

  test('a letter typed in two parts finds the name that stores it as one', async () => {
    // 'ொ' typed as ெ + ா, as some keyboards send it.
    const typed = 'சொகுசு'.normalize('NFD');
    expect(typed).not.toBe('சொகுசு'.normalize('NFC'));
    expect(await names(typed)).toEqual([TAMIL_NAME]);
  });
});
