import { beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { seedId } from '../../src/server/platform/db/ids';
import { auditEvents, catalogVersion } from '../../src/server/platform/db/schema';
import { currentSlugFor } from '../../src/server/catalog/slug-redirects';
import { newAddress, newCustomer, orderPayload } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { AN_ID } from '../support/ids';
import { moveClock } from '../../src/server/platform/clock';
import { VERSION_CHECK_MS } from '../../src/server/platform/db/catalog-version';

useTestDatabase();

/**
 * The merchant's product editor through /api/admin/products: every validation message, the
 * audit row, ids that survive an edit, a changed slug's redirect, drafts hidden from the shop,
 * and a new price charged at once.
 */
let owner: TestStaff;
let manager: TestStaff;
let support: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  [owner, manager, support, packer] = await Promise.all([newStaff('owner'), newStaff('manager'), newStaff('support'), newStaff('fulfilment')]);
});

const LEGGINGS = seedId('category', 'leggings');
const ANKLE = seedId('subcategory', 'leggings/ankle-length');
const PANTS = seedId('category', 'pants');
let serial = 0;

/** A ₹500 product (L is ₹530) in Black and Maroon, Buy 2 @ ₹900 shown and Buy 3 @ ₹1,299 hidden. */
function product(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const sizes = () => [
    { name: 'S', price: 500, strikedPrice: 799, weight: 180, offers: [] },
    { name: 'M', price: 500, strikedPrice: 799, weight: 190, offers: [] },
    { name: 'L', price: 530, strikedPrice: 849, weight: 200, offers: [{ quantity: 2, offerPrice: 960, isVisible: true }] },
  ];
  return {
    name: `Temple Border Leggings ${serial}`,
    slug: `temple-border-leggings-${serial}-${Date.now()}`,
    type: 2,
    badge: 'New',
    categoryId: LEGGINGS,
    subcategoryId: ANKLE,
    description: 'Soft cotton leggings with a woven temple border at the ankle.',
    specifications: [{ key: 'Fabric', value: '95% Cotton, 5% Spandex' }],
    sizeChart: '/img/sizechart-women.svg',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    defaultOffers: [
      { quantity: 2, offerPrice: 900, isVisible: true },
      { quantity: 3, offerPrice: 1299, isVisible: false },
    ],
    colorVariants: [
      { name: 'Black', colorCode: '#1c1c1c', images: ['/img/g-leggings-1c1c1c-front.svg'], sizes: sizes() },
      { name: 'Maroon', colorCode: '#7a1f2b', images: ['/img/g-leggings-7a1f2b-front.svg'], sizes: sizes() },
    ],
    hsn: '6104',
    published: true,
    ...overrides,
  };
}

const create = (who: TestStaff, body: unknown) => post('/api/admin/products', body, { headers: consoleHeaders(who.cookie) });
const update = (who: TestStaff, id: string, body: unknown) => call('PUT', `/api/admin/products/${id}`, { body, headers: consoleHeaders(who.cookie) });
const read = (who: TestStaff, id: string) => get(`/api/admin/products/${id}`, { headers: consoleHeaders(who.cookie) });

/** The storefront reads a cached catalog that every instance refreshes within a second. */
async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 1000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const shopProduct = (slug: string) => get(`/api/web/product/slug/${slug}`);

describe('creating a product', () => {
  test('a manager creates one; it is live on the storefront within a second, with every field', async () => {
    const body = product();
    const r = await create(manager, body);
    expect(r.status, r.text).toBe(201);
    expect(r.body.message).toBe('Product created and published.');
    const id: string = r.body.data.id;
    const shown = await eventually(() => shopProduct(body.slug), (x) => x.status === 200);
    expect(shown.status).toBe(200);
    const p = shown.body.data;
    expect(p).toMatchObject({
      _id: id,
      name: body.name,
      badge: 'New',
      type: 2,
      categoryName: 'Leggings',
      subCategoryName: 'Ankle Length',
      price: 500,
      strikedPrice: 799,
      colorCount: 2,
      // A new product has no reviews: no rating, never a made-up one.
      averageRating: null,
      reviewCount: 0,
      sizeChart: '/img/sizechart-women.svg',
      youTube: { url: 'https://youtu.be/dQw4w9WgXcQ' },
      specifications: [{ key: 'Fabric', value: '95% Cotton, 5% Spandex' }],
      defaultOffers: [
        { quantity: 2, offerPrice: 900, isVisible: true },
        { quantity: 3, offerPrice: 1299, isVisible: false },
      ],
    });
    expect(p.colorVariants.map((c: { name: string; colorCode: string }) => [c.name, c.colorCode])).toEqual([
      ['Black', '#1c1c1c'],
      ['Maroon', '#7a1f2b'],
    ]);
    expect(p.colorVariants[0].sizes.map((s: { name: string; price: number; weight: number }) => [s.name, s.price, s.weight])).toEqual([
      ['S', 500, 180],
      ['M', 500, 190],
      ['L', 530, 200],
    ]);
    expect(p.colorVariants[1].sizes[2].offers).toEqual([{ quantity: 2, offerPrice: 960, isVisible: true }]);
    const search = await eventually(() => get(`/api/web/product/search?q=${encodeURIComponent(body.name)}`), (x) => x.body.data.length > 0);
    expect(search.body.data.map((s: { slug: string }) => s.slug)).toContain(body.slug);
    const sitemap = await get('/sitemap-catalog.xml');
    expect(sitemap.text).toContain(`/product/${body.slug}</loc>`);
  });

  test('the write bumps the catalog version and leaves one audit row naming the manager', async () => {
    const db = await getDb();
    const [before] = await db.select().from(catalogVersion);
    const r = await create(manager, product());
    expect(r.status).toBe(201);
    const [after] = await db.select().from(catalogVersion);
    expect(after!.version).toBe(before!.version + 1);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.entityId, r.body.data.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'product.create', entity: 'product', staffId: manager.id, staffEmail: manager.email, before: null });
    expect(audit[0]!.after).toMatchObject({ published: true, defaultOffers: [{ quantity: 2, offerPrice: 900, isVisible: true }, { quantity: 3, offerPrice: 1299, isVisible: false }] });
  });

  test('an owner may create too; support and fulfilment are refused', async () => {
    expect((await create(owner, product())).status).toBe(201);
    for (const who of [support, packer]) {
      const r = await create(who, product());
      expect(r.status).toBe(403);
      expect((await get('/api/admin/products', { headers: consoleHeaders(who.cookie) })).status).toBe(403);
    }
  });
});

describe('validation names the field', () => {
  const size = (patch: Record<string, unknown>) => product({ colorVariants: [{ name: 'Black', colorCode: '#1c1c1c', images: [], sizes: [{ name: 'M', price: 500, strikedPrice: 799, weight: 180, offers: [], ...patch }] }] });
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a price of 0', size({ price: 0 }), 'colorVariants.0.sizes.0.price', 'Colour 1 (Black), size M: price must be above ₹0'],
    ['a negative price', size({ price: -5 }), 'colorVariants.0.sizes.0.price', 'Colour 1 (Black), size M: price must be above ₹0'],
    ['an MRP below the price', size({ price: 500, strikedPrice: 450 }), 'colorVariants.0.sizes.0.strikedPrice', 'Colour 1 (Black), size M: MRP must be at least the price'],
    ['a weight with a fraction', size({ weight: 180.5 }), 'colorVariants.0.sizes.0.weight', 'Colour 1 (Black), size M: weight must be a whole number of grams above 0'],
    ['a weight of 0', size({ weight: 0 }), 'colorVariants.0.sizes.0.weight', 'Colour 1 (Black), size M: weight must be a whole number of grams above 0'],
    ['an offer for 1 piece', product({ defaultOffers: [{ quantity: 1, offerPrice: 450, isVisible: true }] }), 'defaultOffers.0.quantity', 'Offer 1: quantity must be a whole number from 2 to 99'],
    ['an offer for 100 pieces', size({ offers: [{ quantity: 100, offerPrice: 40000, isVisible: true }] }), 'colorVariants.0.sizes.0.offers.0.quantity', 'Colour 1 (Black), size M, offer 1: quantity must be a whole number from 2 to 99'],
    [
      'two offers for the same quantity',
      product({ defaultOffers: [{ quantity: 2, offerPrice: 900, isVisible: true }, { quantity: 2, offerPrice: 850, isVisible: false }] }),
      'defaultOffers.1.quantity',
      'Offer 2: offer quantities must not repeat: 2 is listed twice',
    ],
    ['an offer price of 0', product({ defaultOffers: [{ quantity: 2, offerPrice: 0, isVisible: true }] }), 'defaultOffers.0.offerPrice', 'Offer 1: price for the lot must be above ₹0'],
    ['a video link without an 11-character id', product({ videoUrl: 'https://www.youtube.com/watch?v=abc' }), 'videoUrl', 'Invalid video URL'],
    ['a video link of another site', product({ videoUrl: 'https://vimeo.com/123456789' }), 'videoUrl', 'Invalid video URL'],
    ['no name', product({ name: '  ' }), 'name', 'Name is required'],
    ['a slug with capitals', product({ slug: 'Temple-Leggings' }), 'slug', 'Slug must be lowercase letters, digits and single hyphens, like ankle-leggings'],
    ['type 3', product({ type: 3 }), 'type', 'Type must be Best Seller or Featured'],
    ['no colours', product({ colorVariants: [] }), 'colorVariants', 'Add at least one colour'],
    ['a colour without sizes', product({ colorVariants: [{ name: 'Black', colorCode: '#1c1c1c', images: [], sizes: [] }] }), 'colorVariants.0.sizes', 'Colour 1 (Black): add at least one size'],
    ['a colour code that is not hex', product({ colorVariants: [{ name: 'Black', colorCode: 'black', images: [], sizes: [{ name: 'M', price: 500, strikedPrice: 799, weight: 180 }] }] }), 'colorVariants.0.colorCode', 'Colour 1 (Black): colour code must be a hex colour like #7a1f2b'],
    [
      'the same size twice in a colour',
      product({ colorVariants: [{ name: 'Black', colorCode: '#1c1c1c', images: [], sizes: [{ name: 'M', price: 500, strikedPrice: 799, weight: 180 }, { name: 'm', price: 500, strikedPrice: 799, weight: 180 }] }] }),
      'colorVariants.0.sizes.1.name',
      'Colour 1 (Black), size m: size names must not repeat in a colour: m is listed twice',
    ],
    ['a size chart that is not an image address', product({ sizeChart: 'javascript:alert(1)' }), 'sizeChart', 'Size chart image must be an image address starting with / or https://'],
    ['an unknown category', product({ categoryId: 'a1b2c3d4e5f6a1b2c3d4e5f6', subcategoryId: null }), 'categoryId', 'Category does not exist: choose one from the list'],
    ["another category's subcategory", product({ categoryId: PANTS }), 'subcategoryId', 'Subcategory must be one of the chosen category'],
  ];
  test.each(cases)('%s is refused with 400 beside its field', async (_what, body, path, message) => {
    const r = await create(manager, body);
    expect(r.status, r.text).toBe(400);
    expect(r.body.errors).toContainEqual({ path, message });
    expect(r.body.message).toContain(message);
  });

  test("a slug another product uses is refused, and nothing is written", async () => {
    const first = product();
    expect((await create(manager, first)).status).toBe(201);
    const db = await getDb();
    const [before] = await db.select().from(catalogVersion);
    const r = await create(manager, product({ slug: first.slug }));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'slug', message: 'Slug is already used by another product' }]);
    const [after] = await db.select().from(catalogVersion);
    expect(after!.version).toBe(before!.version);
  });

  test('a promo video given as a watch, short or embed link is kept', async () => {
    for (const videoUrl of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/shorts/dQw4w9WgXcQ']) {
      const r = await create(manager, product({ videoUrl }));
      expect(r.status, videoUrl).toBe(201);
      expect(r.body.data.videoUrl).toBe(videoUrl);
    }
  });
});

describe('editing a product', () => {
  test('ids of kept colours and sizes stay; the audit row keeps only the changed fields, before and after', async () => {
    const made = (await create(manager, product())).body.data;
    const form = structuredClone(made);
    form.colorVariants[0].sizes[1].price = 520;
    form.colorVariants[0].sizes[1].strikedPrice = 820;
    form.colorVariants[0].sizes.push({ name: 'XL', price: 560, strikedPrice: 899, weight: 210, offers: [] });
    const { id, ...body } = form;
    const r = await update(manager, id, body);
    expect(r.status, r.text).toBe(200);
    expect(r.body.message).toBe('Product saved and published.');
    const after = (await read(manager, id)).body.data;
    expect(after.colorVariants.map((c: { id: string }) => c.id)).toEqual(made.colorVariants.map((c: { id: string }) => c.id));
    expect(after.colorVariants[0].sizes.slice(0, 3).map((s: { id: string }) => s.id)).toEqual(made.colorVariants[0].sizes.map((s: { id: string }) => s.id));
    expect(after.colorVariants[0].sizes[3]).toMatchObject({ name: 'XL', price: 560, id: expect.stringMatching(AN_ID) });
    const db = await getDb();
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(asc(auditEvents.id));
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    expect(Object.keys(audit[1]!.before!)).toEqual(['colorVariants']);
    expect(Object.keys(audit[1]!.after!)).toEqual(['colorVariants']);
  });

  test("a colour id of another product is refused", async () => {
    const a = (await create(manager, product())).body.data;
    const b = (await create(manager, product())).body.data;
    const { id, ...body } = structuredClone(a);
    body.colorVariants[0].id = b.colorVariants[0].id;
    const r = await update(manager, id, body);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'colorVariants.0.id', message: 'Colour id is not a colour of this product' }]);
  });

  test('an unknown product id answers 404', async () => {
    const r = await update(manager, 'a1b2c3d4e5f6a1b2c3d4e5f6', product());
    expect(r.status).toBe(404);
    expect((await read(manager, 'a1b2c3d4e5f6a1b2c3d4e5f6')).status).toBe(404);
  });

  test('a changed slug keeps leading to the product from the old one', async () => {
    const made = (await create(manager, product())).body.data;
    const { id, ...body } = made;
    const newSlug = `${made.slug}-festive`;
    expect((await update(manager, id, { ...body, slug: newSlug })).status).toBe(200);
    expect(await currentSlugFor(made.slug)).toBe(newSlug);
    const moved = await eventually(() => shopProduct(newSlug), (x) => x.status === 200);
    expect(moved.status).toBe(200);
    expect((await shopProduct(made.slug)).status).toBe(404);
    const sitemap = (await get('/sitemap-catalog.xml')).text;
    expect(sitemap).toContain(`/product/${newSlug}</loc>`);
    expect(sitemap).not.toContain(`/product/${made.slug}</loc>`);
    // Renamed twice: the first slug leads to the latest; a slug taken back stops redirecting.
    const third = `${made.slug}-gold`;
    expect((await update(manager, id, { ...body, slug: third })).status).toBe(200);
    expect(await currentSlugFor(made.slug)).toBe(third);
    expect(await currentSlugFor(newSlug)).toBe(third);
    expect((await update(manager, id, { ...body, slug: made.slug })).status).toBe(200);
    expect(await currentSlugFor(made.slug)).toBeUndefined();
    expect(await currentSlugFor(third)).toBe(made.slug);
  });
});

describe('what shoppers see after an edit', () => {
  async function buy(
    made: { id: string; colorVariants: { id: string; sizes: { id: string; name: string }[] }[] },
    figures: { subtotal: number; shippingCharge: number; total: number },
    size = 'M',
    quantity = 1,
  ) {
    // A new product's sizes start with nothing on the shelf: the manager stocks this one first.
    const sizeId = made.colorVariants[0]!.sizes.find((s) => s.name === size)!.id;
    const stocked = await post(`/api/admin/stock/${sizeId}`, { mode: 'set', onHand: 20, reason: 'first delivery' }, { headers: consoleHeaders(manager.cookie) });
    expect(stocked.status, stocked.text).toBe(200);
    const shopper = await newCustomer('Revathi N.');
    const addressId = await newAddress(shopper.token);
    const items = [{ productId: made.id, selectedColor: made.colorVariants[0]!.id, selectedSize: size, quantity }];
    return { shopper, r: await post('/api/web/order/create', orderPayload(items, addressId, figures), { token: shopper.token }) };
  }

  test('a draft leaves the storefront, its cart lines become unavailable, and its orders stay whole', async () => {
    const made = (await create(manager, product())).body.data;
    // Two at the Buy 2 offer: ₹900, ₹99 cash on delivery shipping.
    const { shopper, r } = await buy(made, { subtotal: 900, shippingCharge: 99, total: 999 }, 'M', 2);
    expect(r.status, r.text).toBe(200);
    const orderId = r.body.data.orderId;
    const { id, ...body } = made;
    const saved = await update(manager, id, { ...body, published: false });
    expect(saved.body.message).toBe('Product saved as a draft.');
    expect((await eventually(() => shopProduct(made.slug), (x) => x.status === 404)).status).toBe(404);
    expect((await get('/api/web/product/list')).body.data.map((p: { _id: string }) => p._id)).not.toContain(id);
    expect((await get('/sitemap-catalog.xml')).text).not.toContain(`/product/${made.slug}<`);
    const quote = await post('/api/web/cart/quote', { items: [{ customId: 'a', productId: id, colorId: made.colorVariants[0].id, sizeId: made.colorVariants[0].sizes[1].id, quantity: 1 }] });
    expect(quote.body.data.lines[0]).toMatchObject({ available: false, price: null });
    const detail = await get(`/api/web/order/detail?orderId=${orderId}`, { token: shopper.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.order.orderItems[0]).toMatchObject({ productName: made.name, selectedSize: 'M', colorName: 'Black', quantity: 2, subTotal: 900 });
    // The console still lists it, as a draft.
    const list = await get(`/api/admin/products?status=draft&q=${encodeURIComponent(made.name)}`, { headers: consoleHeaders(manager.cookie) });
    expect(list.body.data.rows).toEqual([expect.objectContaining({ id, published: false, colours: 2, fromPaise: 50_000 })]);
  });

  test('a removed size an order bought leaves that order whole', async () => {
    const made = (await create(manager, product())).body.data;
    const { shopper, r } = await buy(made, { subtotal: 530, shippingCharge: 99, total: 629 }, 'L');
    expect(r.status, r.text).toBe(200);
    const { id, ...body } = structuredClone(made);
    body.colorVariants[0].sizes = body.colorVariants[0].sizes.slice(0, 2);
    expect((await update(manager, id, body)).status).toBe(200);
    const detail = await get(`/api/web/order/detail?orderId=${r.body.data.orderId}`, { token: shopper.token });
    expect(detail.body.data.order.orderItems[0]).toMatchObject({ selectedSize: 'L', price: 530, subTotal: 530, sizeId: made.colorVariants[0].sizes[2].id });
  });

  test('a raised price: an order sent with the old figure gets 409 at once, and the cart quote shows it with the pages', async () => {
    const made = (await create(manager, product())).body.data;
    const { id, ...body } = structuredClone(made);
    body.colorVariants[0].sizes[1].price = 550;
    body.colorVariants[0].sizes[1].strikedPrice = 850;
    body.defaultOffers = [];
    expect((await update(manager, id, body)).status).toBe(200);
    const stale = await buy(made, { subtotal: 500, shippingCharge: 99, total: 599 });
    expect(stale.r.status).toBe(409);
    // Quotes read the catalog version the pages show, checked every 400 ms (README, Decisions).
    moveClock(VERSION_CHECK_MS);
    const line = { customId: 'm', productId: id, colorId: made.colorVariants[0].id, sizeId: made.colorVariants[0].sizes[1].id, quantity: 1, price: 500 };
    const quote = await post('/api/web/cart/quote', { items: [line] });
    expect(quote.body.data.lines[0]).toMatchObject({ available: true, price: 550, priceChanged: true });
    expect(quote.body.data.subtotal).toBe(550);
    const old = await buy(made, { subtotal: 500, shippingCharge: 99, total: 599 });
    expect(old.r.status).toBe(409);
    expect(old.r.body.message).toBe('The prices in your cart have changed. Check the new total and place the order again.');
    const fresh = await buy(made, { subtotal: 550, shippingCharge: 99, total: 649 });
    expect(fresh.r.status, fresh.r.text).toBe(200);
    const shown = await eventually(() => shopProduct(made.slug), (x) => x.body.data?.colorVariants[0].sizes[1].price === 550);
    expect(shown.body.data.colorVariants[0].sizes[1].price).toBe(550);
  });
});
