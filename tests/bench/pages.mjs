// Picks one real URL per page type from the catalog API of the running server, so the bench
// measures whatever pages exist today; a type whose page is missing is reported as skipped.

/** @typedef {{ type: string, path: string | null }} PageRef */

async function data(base, path) {
  const r = await fetch(base + path);
  if (!r.ok) return [];
  const body = await r.json();
  return Array.isArray(body?.data) ? body.data : [];
}

async function answers(base, path) {
  const r = await fetch(base + path);
  await r.arrayBuffer();
  return r.status === 200;
}

/** @returns {Promise<PageRef[]>} home, categories, category, subcategory, product, cart, and the Hindi and Tamil home and product pages */
export async function discoverPages(base) {
  const categories = await data(base, '/api/web/category/list');
  const withSubs = categories.find((c) => c.isSubcategoryPresent || c.isSubCategoryPresent) ?? categories[0];
  let subPath = null;
  for (const c of [withSubs, ...categories].filter(Boolean)) {
    const subs = await data(base, `/api/web/subcategory/list?slug=${encodeURIComponent(c.categorySlug)}`);
    if (subs[0]) {
      subPath = `/categories/${c.categorySlug}/${subs[0].slug}`;
      break;
    }
  }
  const products = await data(base, '/api/web/product/list');
  const candidates = [
    { type: 'home', path: '/' },
    { type: 'categories', path: '/categories' },
    { type: 'category', path: withSubs ? `/categories/${withSubs.categorySlug}` : null },
    { type: 'subcategory', path: subPath },
    { type: 'product', path: products[0] ? `/product/${products[0].slug}` : null },
    { type: 'cart', path: '/cart' },
    // Issue 31: the Hindi and Tamil pages are held to the English page's budget.
    { type: 'home-hi', path: '/hi/' },
    { type: 'home-ta', path: '/ta/' },
    { type: 'product-hi', path: products[0] ? `/hi/product/${products[0].slug}` : null },
    { type: 'product-ta', path: products[0] ? `/ta/product/${products[0].slug}` : null },
  ];
  const pages = [];
  for (const p of candidates) pages.push({ type: p.type, path: p.path && (await answers(base, p.path)) ? p.path : null });
  return pages;
}
