import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * Listing pages as deployed: the URL alone decides the sort, the filters, the counts and the
 * page, in server-rendered HTML. Figures are the demo catalog's (51 products; Leggings has 9).
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

type Listing = { status: number; slugs: string[]; count: string; canonical: string; facets: Record<string, Record<string, number>>; checked: string[]; pager: string[] };

async function listing(path: string): Promise<Listing> {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const start = html.indexOf('id="product-list"');
  const section = html.slice(start, html.indexOf('</section>', start));
  const facets: Record<string, Record<string, number>> = {};
  for (const m of section.matchAll(/<input type="checkbox" name="(\w+)" value="([^"]+)"[^>]*>[\s\S]*?<span class="text-muted">\((\d+)\)<\/span>/g)) {
    (facets[m[1]!] ??= {})[m[2]!] = Number(m[3]);
  }
  return {
    status: res.status,
    slugs: [...section.matchAll(/href="\/product\/([^"]+)"/g)].map((m) => m[1]!),
    count: /<p class="mb-3 text-sm text-muted">\s*([^<]+?)\s*<\/p>/.exec(section)?.[1] ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '',
    facets,
    checked: [...section.matchAll(/<input type="checkbox" name="(\w+)" value="([^"]+)" checked/g)].map((m) => `${m[1]}=${m[2]}`),
    pager: [...section.matchAll(/<nav aria-label="Pages"[\s\S]*?<\/nav>/g)].flatMap((m) => [...m[0].matchAll(/href="([^"]+)"/g)].map((h) => h[1]!.replace(/&amp;/g, '&'))),
  };
}

describe('listing pages over HTTP', () => {
  test('sort by price, low to high and high to low', async () => {
    const asc = await listing('/categories/leggings?sort=price-asc');
    expect(asc.status).toBe(200);
    expect(asc.slugs).toEqual([
      'churidar-leggings',
      'ankle-length-cotton-leggings',
      'extra-long-churidar-leggings',
      'high-waist-ankle-leggings',
      'bamboo-soft-ankle-leggings',
      'glitter-ankle-leggings',
      'shimmer-party-leggings',
      'gold-foil-festive-leggings',
      'churidar-leggings-combo-pack-of-2',
    ]);
    expect(asc.count).toBe('9 products');
    const desc = await listing('/categories/leggings?sort=price-desc');
    expect(desc.slugs[0]).toBe('churidar-leggings-combo-pack-of-2');
    expect(desc.slugs.at(-1)).toBe('churidar-leggings');
  });

  test('filters narrow the grid and the counts follow them', async () => {
    const all = await listing('/categories/leggings');
    expect(all.facets.size).toEqual({ S: 9, M: 9, L: 9, XL: 9, XXL: 9, '3XL': 9 });
    expect(all.facets.price).toEqual({ 'under-400': 1, '400-599': 6, '600-799': 2 });
    expect(all.facets.colour!.Black).toBe(1);
    expect(all.facets.colour!.Coral).toBe(2);
    expect(all.facets.colour!.Red).toBe(2);

    const two = await listing('/categories/leggings?colour=Coral&colour=Red');
    expect(two.slugs).toEqual(['ankle-length-cotton-leggings', 'extra-long-churidar-leggings', 'glitter-ankle-leggings']);
    expect(two.count).toBe('3 products');
    expect(two.checked).toEqual(['colour=Coral', 'colour=Red']);
    // The colour counts ignore the colour choice; price counts are of the 3 shown.
    expect(two.facets.colour!.Black).toBe(1);
    expect(two.facets.price).toEqual({ '400-599': 3 });
    expect(two.facets.size).toEqual({ S: 3, M: 3, L: 3, XL: 3, XXL: 3, '3XL': 3 });

    const black = await listing('/categories/leggings?sort=price-desc&colour=Black');
    expect(black.slugs).toEqual(['ankle-length-cotton-leggings']);
    expect(black.count).toBe('1 product');
  });

  test('search results sort and filter too, keeping the term', async () => {
    const r = await listing('/categories?search=leggings&sort=price-asc&price=under-400');
    expect(r.slugs).toEqual(['kids-cotton-ankle-leggings', 'kids-rainbow-leggings', 'kids-shimmer-leggings', 'churidar-leggings']);
    expect(r.count).toBe('4 products');
  });

  test('/categories pages the grid, 20 products a page, links keeping the sort', async () => {
    const first = await listing('/categories?sort=price-asc');
    expect(first.slugs.length).toBe(20);
    expect(first.count).toBe('Showing 1–20 of 51 products');
    expect(first.pager).toEqual(['/categories?sort=price-asc&page=2', '/categories?sort=price-asc&page=3', '/categories?sort=price-asc&page=2']);
    const third = await listing('/categories?page=3');
    expect(third.count).toBe('Showing 41–51 of 51 products');
    expect(third.slugs.length).toBe(11);
    expect(third.slugs[0]).toBe('printed-sleep-shorts-pack-of-2');
  });

  test('sorted and filtered pages are canonical to the unfiltered page; other pages keep their number', async () => {
    expect((await listing('/categories/leggings?sort=newest&size=M')).canonical).toMatch(/\/categories\/leggings$/);
    expect((await listing('/categories/leggings/churidar?colour=Black')).canonical).toMatch(/\/categories\/leggings\/churidar$/);
    expect((await listing('/categories?sort=price-desc&page=2')).canonical).toMatch(/\/categories\?page=2$/);
  });

  test('nonsense in the URL is ignored, not an error', async () => {
    const r = await listing('/categories/leggings?sort=cheapest&size=&page=abc&colour=Tartan');
    expect(r.status).toBe(200);
    expect(r.slugs.length).toBe(0);
    expect(r.checked).toEqual(['colour=Tartan']);
    expect(r.facets.colour!.Tartan).toBe(0);
  });
});
