import { describe, expect, test } from 'vitest';
import { applyListing, listingHref, parseListingQuery, sortListing } from '../../src/lib/listing/listing';
import { compareSizes, type ListingItem } from '../../src/lib/listing/filters';
import type { ProductSummary } from '../../src/lib/catalog-types';

/** Five products, written out by hand: the figures below are counted from this table. */
function item(name: string, price: number, sizes: string[], colours: string[], createdDay: number, unitsSold: number, type: 1 | 2 = 2): ListingItem {
  const summary = { _id: name, name, slug: name.toLowerCase().replace(/ /g, '-'), type, price } as ProductSummary;
  return {
    summary,
    sizes,
    colours: colours.map((c) => ({ name: c, code: c === 'Black' ? '1c1c1c' : c === 'Maroon' ? '7a1f2b' : 'f7f5f0' })),
    createdAt: Date.UTC(2026, 10, createdDay),
    unitsSold,
    inStock: name !== 'Palazzo Pants',
  };
}
const FIXTURE: ListingItem[] = [
  item('Ankle Leggings', 449, ['S', 'M', 'L'], ['Black', 'Maroon'], 1, 12, 1),
  item('Churidar Leggings', 399, ['M', 'L', 'XL'], ['Black'], 5, 30),
  item('Palazzo Pants', 599, ['L', 'XL'], ['Off White'], 3, 0, 1),
  item('Linen Pants', 799, ['M'], ['Maroon', 'Off White'], 9, 4),
  item('Kids Leggings', 249, ['4-5Y', '2-3Y'], ['Black'], 2, 4),
];
const names = (items: ListingItem[]) => items.map((i) => i.summary.name);
const q = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('sorting a listing', () => {
  test('relevance keeps the order it came in', () => {
    expect(names(sortListing(FIXTURE, 'relevance'))).toEqual(['Ankle Leggings', 'Churidar Leggings', 'Palazzo Pants', 'Linen Pants', 'Kids Leggings']);
  });
  test('price low to high and high to low', () => {
    expect(names(sortListing(FIXTURE, 'price-asc'))).toEqual(['Kids Leggings', 'Churidar Leggings', 'Ankle Leggings', 'Palazzo Pants', 'Linen Pants']);
    expect(names(sortListing(FIXTURE, 'price-desc'))).toEqual(['Linen Pants', 'Palazzo Pants', 'Ankle Leggings', 'Churidar Leggings', 'Kids Leggings']);
  });
  test('newest first', () => {
    expect(names(sortListing(FIXTURE, 'newest'))).toEqual(['Linen Pants', 'Churidar Leggings', 'Palazzo Pants', 'Kids Leggings', 'Ankle Leggings']);
  });
  test('best sellers: units sold, then the Best Seller mark, then the original order', () => {
    expect(names(sortListing(FIXTURE, 'best-sellers'))).toEqual(['Churidar Leggings', 'Ankle Leggings', 'Linen Pants', 'Kids Leggings', 'Palazzo Pants']);
  });
});

describe('filters and their counts', () => {
  test('no filter: every product, counts per value', () => {
    const r = applyListing(FIXTURE, q(''));
    expect(r.total).toBe(5);
    expect(r.filtered).toBe(false);
    const size = r.facets.find((f) => f.param === 'size')!;
    expect(size.values.map((v) => `${v.label} ${v.count}`)).toEqual(['S 1', 'M 3', 'L 3', 'XL 2', '2-3Y 1', '4-5Y 1']);
    const colour = r.facets.find((f) => f.param === 'colour')!;
    expect(colour.values.map((v) => `${v.label} ${v.count} ${v.swatch}`)).toEqual(['Black 3 1c1c1c', 'Maroon 2 7a1f2b', 'Off White 2 f7f5f0']);
    const price = r.facets.find((f) => f.param === 'price')!;
    expect(price.values.map((v) => `${v.label} ${v.count}`)).toEqual(['Under ₹400 2', '₹400 to ₹599 2', '₹600 to ₹799 1']);
  });

  test('In stock: Palazzo Pants has nothing to sell, so it is the one product the filter leaves out', () => {
    const r = applyListing(FIXTURE, q(''));
    const stock = r.facets.find((f) => f.param === 'stock')!;
    expect(stock.legend).toBe('Availability');
    expect(stock.values.map((v) => `${v.label} ${v.count}`)).toEqual(['In stock 4']);
    expect(names(applyListing(FIXTURE, q('stock=in-stock&size=XL')).items)).toEqual(['Churidar Leggings']);
  });

  test('values of one filter are alternatives; filters narrow each other', () => {
    expect(names(applyListing(FIXTURE, q('size=XL&size=S')).items)).toEqual(['Ankle Leggings', 'Churidar Leggings', 'Palazzo Pants']);
    expect(names(applyListing(FIXTURE, q('size=M&colour=Maroon')).items)).toEqual(['Ankle Leggings', 'Linen Pants']);
    expect(names(applyListing(FIXTURE, q('size=M&colour=Maroon&price=600-799')).items)).toEqual(['Linen Pants']);
  });

  test("a value's count is what choosing it would show: other filters apply, its own do not", () => {
    const r = applyListing(FIXTURE, q('size=M&colour=Black'));
    expect(r.total).toBe(2);
    const counts = (param: string) => Object.fromEntries(r.facets.find((f) => f.param === param)!.values.map((v) => [v.value, v.count]));
    // Black products: Ankle (S M L), Churidar (M L XL), Kids (2-3Y 4-5Y)
    expect(counts('size')).toEqual({ S: 1, M: 2, L: 2, XL: 1, '2-3Y': 1, '4-5Y': 1 });
    // Size M products: Ankle (Black, Maroon), Churidar (Black), Linen (Maroon, Off White)
    expect(counts('colour')).toEqual({ Black: 2, Maroon: 2, 'Off White': 1 });
    // Size M and Black: Ankle 449, Churidar 399
    expect(counts('price')).toEqual({ 'under-400': 1, '400-599': 1 });
    expect(r.facets.find((f) => f.param === 'size')!.values.filter((v) => v.chosen).map((v) => v.value)).toEqual(['M']);
  });

  test('a chosen value nobody sells shows with 0 so it can be taken back, and empties the list', () => {
    const r = applyListing(FIXTURE, q('size=5XL'));
    expect(r.total).toBe(0);
    expect(r.facets[0]!.values.find((v) => v.value === '5XL')).toMatchObject({ count: 0, chosen: true });
  });

  test('filters then sort', () => {
    expect(names(applyListing(FIXTURE, q('colour=Black&sort=price-desc')).items)).toEqual(['Ankle Leggings', 'Churidar Leggings', 'Kids Leggings']);
  });
});

describe('pages', () => {
  test('two per page: page 2 of 3, and a page past the end shows the last', () => {
    const r = applyListing(FIXTURE, q('page=2'), undefined, 2);
    expect([r.page, r.pages, r.total]).toEqual([2, 3, 5]);
    expect(names(r.items)).toEqual(['Palazzo Pants', 'Linen Pants']);
    const last = applyListing(FIXTURE, q('page=9'), undefined, 2);
    expect([last.page, names(last.items)]).toEqual([3, ['Kids Leggings']]);
  });
});

describe('the URL', () => {
  test('unknown sorts, junk pages and empty values fall back to the defaults', () => {
    expect(q('sort=cheapest&page=-3&size=')).toEqual({ sort: 'relevance', chosen: {}, page: 1 });
    expect(q('sort=newest&size=M&size=M&size=L&page=2')).toEqual({ sort: 'newest', chosen: { size: ['M', 'L'] }, page: 2 });
  });
  test('an href keeps only what differs from the defaults, with the search term first', () => {
    expect(listingHref('/categories', q(''))).toBe('/categories');
    expect(listingHref('/categories', { sort: 'price-asc', chosen: { colour: ['Off White'], size: ['M'] }, page: 2 }, { search: 'leggings' })).toBe(
      '/categories?search=leggings&sort=price-asc&size=M&colour=Off+White&page=2',
    );
  });
  test('sizes in their natural order', () => {
    expect(['XL', '3XL', 'S', '10-11Y', '2-3Y', 'M'].sort(compareSizes)).toEqual(['S', 'M', 'XL', '3XL', '2-3Y', '10-11Y']);
  });
});
