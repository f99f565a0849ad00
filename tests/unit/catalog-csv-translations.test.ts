import { describe, expect, test } from 'vitest';
import { checkCatalogCsv } from '../../src/lib/catalog-csv';
import { csvProductInput } from '../../src/lib/catalog-csv-input';

/** The catalog file's Hindi and Tamil columns (issue 31, item 3), read without a database. */
const BASE = 'product_slug,product_name,category,subcategory,type,badge,published,description,default_offers,colour,colour_code,photos,size,price,struck_price,weight_grams,offers';
const ROW = 'silk-saree,Silk Saree,sarees,,Featured,,yes,Soft silk.,,Maroon,#7a1f2b,/img/g-leggings-7a1f2b-front.svg,Free,1599,2499,650,';
const IDS = { categoryId: 'a'.repeat(24), subcategoryId: null, photo: (f: string) => f };
const STORED = {
  specifications: [],
  sizeChart: null,
  videoUrl: null,
  translations: { ta: { name: 'பட்டுப் புடவை', specifications: [{ key: 'துணி', value: 'பட்டு' }] }, hi: { name: 'सिल्क साड़ी' } },
  colorVariants: [],
};

describe('the translation columns', () => {
  test('are read into the product; an empty cell clears a text, a missing column keeps the stored one', () => {
    const check = checkCatalogCsv(`${BASE},product_name_ta,description_ta\r\n${ROW},காஞ்சிப் பட்டுப் புடவை,\r\n`);
    expect(check.problems).toEqual([]);
    expect(check.products[0]!.texts).toEqual({ product_name_ta: 'காஞ்சிப் பட்டுப் புடவை', description_ta: '' });
    const mapped = csvProductInput(check.products[0]!, IDS, STORED);
    expect('input' in mapped && mapped.input.translations).toEqual({
      hi: { name: 'सिल्क साड़ी' },
      ta: { name: 'காஞ்சிப் பட்டுப் புடவை', specifications: [{ key: 'துணி', value: 'பட்டு' }] },
    });
  });

  test('a file without them (exported before translations) checks clean and keeps every stored text', () => {
    const check = checkCatalogCsv(`${BASE}\r\n${ROW}\r\n`);
    expect(check.problems).toEqual([]);
    expect(check.products[0]!.texts).toEqual({});
    const mapped = csvProductInput(check.products[0]!, IDS, STORED);
    expect('input' in mapped && mapped.input.translations).toEqual(STORED.translations);
  });

  test('a Hindi name over 120 characters, or one that differs between a product\'s rows, is a problem of its line and column', () => {
    const long = checkCatalogCsv(`${BASE},product_name_hi\r\n${ROW},${'क'.repeat(121)}\r\n`);
    expect(long.problems).toEqual([{ line: 2, column: 'product_name_hi', message: 'Use a Hindi name under 120 characters, or leave it empty.' }]);
    const twoRows = checkCatalogCsv(`${BASE},product_name_hi\r\n${ROW},सिल्क साड़ी\r\n${ROW.replace(',Free,', ',XL,')},रेशमी साड़ी\r\n`);
    expect(twoRows.problems).toEqual([{ line: 3, column: 'product_name_hi', message: "Differs from line 2 of the same product: a product's product_name_hi is the same on all its rows." }]);
  });
});
