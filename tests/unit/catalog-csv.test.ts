import { describe, expect, test } from 'vitest';
import { parseCsv } from '../../src/lib/csv-parse';
import { checkCatalogCsv, parseOffers, parseRupees } from '../../src/lib/catalog-csv';

const HEADER = 'product_slug,product_name,category,subcategory,type,badge,published,description,default_offers,colour,colour_code,photos,size,price,struck_price,weight_grams,offers';
const row = (over: Partial<Record<string, string>> = {}) => {
  const base: Record<string, string> = {
    product_slug: 'silk-saree',
    product_name: 'Silk Saree',
    category: 'sarees',
    subcategory: '',
    type: 'Featured',
    badge: 'New',
    published: 'yes',
    description: 'Soft silk, woven in Kanchipuram.',
    default_offers: '2 @ 2999; 3 @ 4199 hidden',
    colour: 'Maroon',
    colour_code: '#7a1f2b',
    photos: 'saree-front.jpg; /img/g-leggings-7a1f2b-front.svg',
    size: 'Free',
    price: '1,599',
    struck_price: '₹2,499.50',
    weight_grams: '650',
    offers: '',
    ...over,
  };
  return HEADER.split(',').map((k) => (/[,"]/.test(base[k]!) ? `"${base[k]!.replace(/"/g, '""')}"` : base[k])).join(',');
};

describe('reading CSV', () => {
  test('quoted cells keep commas, doubled quotes and line breaks; records keep the line they start on', () => {
    const parsed = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\r\n\r\nlast,1');
    expect(parsed.error).toBeNull();
    expect(parsed.records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\nthere'] },
      { line: 5, cells: ['last', '1'] },
    ]);
  });

  test('a quote never closed is reported on the line it opens', () => {
    expect(parseCsv('a,b\n1,"open\n2,3').error).toEqual({ line: 2, message: 'A quoted cell is never closed: add the missing " at its end.' });
  });

  test('rupees as a spreadsheet writes them, and offers in Buy N @ ₹X form', () => {
    expect([parseRupees('799'), parseRupees('1,099'), parseRupees('₹1,099.5'), parseRupees('12.345'), parseRupees('abc')]).toEqual([79_900, 109_900, 109_950, null, null]);
    expect(parseOffers('Buy 2 @ ₹799; 3 @ 1,099 hidden')).toEqual([
      { quantity: 2, offerPricePaise: 79_900, isVisible: true },
      { quantity: 3, offerPricePaise: 109_900, isVisible: false },
    ]);
    expect(parseOffers('1 @ 100')).toBe("'1 @ 100': an offer is for 2 to 99 pieces.");
    expect(parseOffers('2 @ 100; 2 @ 150')).toBe('Two offers are for 2 pieces: keep one.');
  });
});

describe('checking a catalog file', () => {
  test('a good file becomes one product with its colours and sizes in paise', () => {
    const check = checkCatalogCsv([HEADER, row(), row({ size: 'XL', price: '1699', struck_price: '2599' }), row({ colour: 'Navy', colour_code: '#1F2A56', photos: 'navy.webp' })].join('\r\n'));
    expect(check.problems).toEqual([]);
    expect(check.rows).toBe(3);
    expect(check.products).toHaveLength(1);
    const p = check.products[0]!;
    expect([p.slug, p.type, p.published, p.badge, p.subcategorySlug]).toEqual(['silk-saree', 2, true, 'New', null]);
    expect(p.colours.map((c) => [c.name, c.colorCode, c.photos, c.sizes.map((s) => [s.name, s.pricePaise, s.strikedPricePaise, s.weightGrams])])).toEqual([
      ['Maroon', '#7a1f2b', ['saree-front.jpg', '/img/g-leggings-7a1f2b-front.svg'], [['Free', 159_900, 249_950, 650], ['XL', 169_900, 259_900, 650]]],
      ['Navy', '#1f2a56', ['navy.webp'], [['Free', 159_900, 249_950, 650]]],
    ]);
  });

  test('every bad cell is reported by line and column', () => {
    const check = checkCatalogCsv(
      [
        HEADER,
        row(),
        row({ size: 'L', price: '0', struck_price: '2,499', weight_grams: '6.5', photos: 'https://cdn.example/p.jpg', offers: '2 @ 100; 2 @ 150' }),
        row({ size: 'XL', product_name: 'Silk Saree Deluxe', colour_code: '#123' }),
        row({ size: 'Free' }),
        row({ product_slug: 'Bad Slug', type: 'Top', published: 'maybe', price: '1599', struck_price: '999' }),
      ].join('\n'),
    );
    expect(check.problems).toEqual([
      { line: 3, column: 'photos', message: "Photos by URL are not fetched: put 'p.jpg' in the zip and write its file name." },
      { line: 3, column: 'price', message: 'The price must be a rupee amount above 0, like 449 or 449.50.' },
      { line: 3, column: 'weight_grams', message: 'Write the weight in whole grams, from 1 to 100000.' },
      { line: 3, column: 'offers', message: 'Two offers are for 2 pieces: keep one.' },
      { line: 4, column: 'colour_code', message: 'Write the colour code as # and 6 hex digits, like #7a1f2b.' },
      { line: 5, column: 'size', message: 'The size Free of Maroon is already on line 2: keep one row per size.' },
      { line: 6, column: 'product_slug', message: 'Use lowercase letters, digits and single hyphens, like ankle-leggings.' },
      { line: 6, column: 'type', message: 'Write Best Seller or Featured.' },
      { line: 6, column: 'published', message: 'Write yes to publish or no to keep it a draft.' },
      { line: 6, column: 'struck_price', message: 'The struck price (₹999) must be at least the price (₹1599).' },
    ]);
  });

  test('a product whose rows disagree is reported on the row that differs', () => {
    const check = checkCatalogCsv([HEADER, row(), row({ size: 'XL', product_name: 'Silk Saree Deluxe' })].join('\n'));
    expect(check.problems).toEqual([{ line: 3, column: 'product_name', message: "Differs from line 2 of the same product: a product's product_name is the same on all its rows." }]);
  });

  test('a header without a column, or with an unknown one, says which', () => {
    const check = checkCatalogCsv(`${HEADER.replace(',weight_grams', '')},colour_name\n`);
    expect(check.problems).toEqual([
      { line: 1, column: 'weight_grams', message: 'The column weight_grams is missing from the header row.' },
      { line: 1, column: 'colour_name', message: expect.stringMatching(/^The column 'colour_name' is not one of the catalog's: product_slug, /) },
    ]);
  });
});

describe('the on_hand column', () => {
  const withStock = (onHand: string) => `${HEADER},on_hand\r\n${row()},${onHand}`;

  test('a count is read, a blank leaves stock alone, and a file from before the column still reads', () => {
    expect(checkCatalogCsv(withStock('7')).products[0]!.colours[0]!.sizes[0]!.onHand).toBe(7);
    expect(checkCatalogCsv(withStock('')).products[0]!.colours[0]!.sizes[0]!.onHand).toBeNull();
    const old = checkCatalogCsv(`${HEADER}\r\n${row()}`);
    expect(old.problems).toEqual([]);
    expect(old.products[0]!.colours[0]!.sizes[0]!.onHand).toBeNull();
  });

  test('anything but a whole number is a problem of its line and column', () => {
    for (const bad of ['seven', '-2', '3.5'])
      expect(checkCatalogCsv(withStock(bad)).problems).toEqual([
        { line: 2, column: 'on_hand', message: 'Write how many are on the shelf as a whole number from 0 to 999999, or leave it empty to keep the count.' },
      ]);
  });
});
