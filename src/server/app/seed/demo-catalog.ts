import type { Db } from '#server/platform/db/client';
import { defaultHsnFor } from '#lib/gst/hsn';
import { categories, collections, customers, menuItems, menuSubItems, orderItems, orders, reviews, shipments, sizeStock, subcategories } from '#server/platform/db/schema/index';
import { demoReviewRows, type DemoReview } from './demo-reviews';
import { CATEGORY_NAMES, COLLECTION_LABELS, MENU_LABELS, PRODUCT_NAMES, SUBCATEGORY_NAMES, productTranslations } from './demo-translations';
import { seedId } from '#server/platform/db/ids';
import { garmentImage, sizeChartSvg, GARMENT_VIEWS, garmentSvg, type GarmentStyle, writeProducts } from '#server/catalog';
import { storeDrawnPhoto } from '#server/media';
import { mediaStore } from '#server/platform/media/store';
import type { StoredOffer } from '#server/catalog';
import { ProductInputSchema, type ProductInput } from '#lib/validation/product-input';
import {
  CATALOG,
  COLOURS,
  KIDS_SIZES,
  REVIEW_AGES,
  REVIEW_TEXTS,
  REVIEWERS,
  SPECS_BY_STYLE,
  WOMEN_SIZES,
  type DemoProduct,
  type DemoSubcategory,
} from './demo-data';

const SEED_DATE = Date.UTC(2026, 10, 1, 10, 30);
const DAY = 86_400_000;

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The largest "…99" price not above x: offers read like shop prices (₹799, ₹1,099). */
const shopPrice = (x: number) => {
  const up = Math.floor(x / 100) * 100 + 99;
  return up <= x ? up : up - 100;
};

/** A small deterministic generator, so every seed of the demo is identical. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function offersFor(pricePaise: number, index: number, product: DemoProduct): StoredOffer[] {
  if (product.noOffers) return [];
  const rupees = pricePaise / 100;
  return [
    { quantity: 2, offerPricePaise: shopPrice(rupees * 2 * 0.9) * 100, isVisible: true },
    { quantity: 3, offerPricePaise: shopPrice(rupees * 3 * 0.82) * 100, isVisible: true },
    // Every third product keeps its five-piece deal off the page: it still prices the cart.
    { quantity: 5, offerPricePaise: shopPrice(rupees * 5 * 0.76) * 100, isVisible: index % 3 !== 0 },
  ];
}

function youTubeId(key: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const hex = seedId('video', key) + seedId('video2', key);
  return Array.from({ length: 11 }, (_, i) => alphabet[parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 64]).join('');
}

function specifications(sub: DemoSubcategory, kids: boolean, product: DemoProduct) {
  return [
    { key: 'Fabric', value: SPECS_BY_STYLE[sub.style] ?? '95% Cotton, 5% Spandex' },
    { key: 'Fit', value: sub.style === 'palazzo' ? 'Relaxed' : 'Regular, stretchable' },
    { key: 'Waistband', value: 'Soft elastic, no drawstring' },
    { key: 'Pack', value: product.pack ? `Pack of ${product.pack}` : 'Single piece' },
    { key: 'Ideal for', value: kids ? 'Kids, everyday play' : 'Women, everyday wear' },
    { key: 'Care', value: 'Machine wash cold, dry in shade' },
    { key: 'Country of Origin', value: 'India' },
  ];
}

function describe(name: string, kids: boolean): string {
  const who = kids ? 'little ones who never sit still' : 'long days at work, home and everywhere between';
  return `${name} in soft, breathable fabric that keeps its shape wash after wash. Made in Tamil Nadu for ${who}. Pair it with your favourite ${kids ? 'tees and frocks' : 'kurtis and tops'}.`;
}

/**
 * The demo products' photos go through the photo pipeline like an upload: each drawing is kept
 * as a source under its hash and served as AVIF and WebP, made on first request. Distinct
 * drawings only (products share styles and colours), a few at a time.
 */
async function drawnPhotos(wanted: Iterable<string>): Promise<Map<string, string>> {
  const store = mediaStore();
  const keys = [...new Set(wanted)];
  const refs = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 32) {
    await Promise.all(
      keys.slice(i, i + 32).map(async (key) => {
        const [style, hex, view] = key.split('|') as [GarmentStyle, string, (typeof GARMENT_VIEWS)[number]];
        refs.set(key, await storeDrawnPhoto(store, garmentSvg(style, hex, view), { width: 400, height: 500 }));
      }),
    );
  }
  return refs;
}

const photoKey = (style: GarmentStyle, hex: string, view: string) => `${style}|${hex}|${view}`;

/** The two drawn size charts, kept as pipeline photos like an uploaded chart. */
async function sizeCharts(): Promise<Record<'women' | 'kids', string>> {
  const chart = async (kind: 'women' | 'kids') => {
    const svg = sizeChartSvg(kind);
    const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!;
    return storeDrawnPhoto(mediaStore(), svg, { width: Number(w), height: Number(h) });
  };
  return { women: await chart('women'), kids: await chart('kids') };
}

/**
 * A shelf that looks like a shop's: most sizes hold 10 to 60, a few are down to 1 to 3, a few
 * are sold out, and now and then a product's last colour has nothing left. A product's first
 * colour is always well stocked: the tests and the demo buy from it.
 */
function demoStock(product: number, colour: number, size: number, colours: number): number {
  // The first product's first colour is the one every walk-through and end-to-end story buys,
  // again and again in one run: a best seller kept deep on the shelf.
  if (product === 0 && colour === 0) return 500;
  if (colour === 0) return 10 + ((product * 13 + size * 7) % 51);
  if (colour === colours - 1 && product % 9 === 4) return 0;
  const r = (product * 31 + colour * 17 + size * 11) % 29;
  if (r === 0) return 0;
  if (r <= 3) return r;
  return 10 + ((product * 13 + colour * 5 + size * 7) % 51);
}

/** Inserts the demo catalog rows; seed/index.ts wraps this in one transaction and bumps the catalog version. */
export async function insertDemoCatalog(db: Db): Promise<void> {
  const charts = await sizeCharts();
  const catRows: (typeof categories.$inferInsert)[] = [];
  const subRows: (typeof subcategories.$inferInsert)[] = [];
  const products: { id: string; input: ProductInput; position: number; videoThumbnail: string | null; drawn: { style: GarmentStyle; hex: string }[]; categoryName: string; reviews: DemoReview[] }[] = [];
  const stockRows: (typeof sizeStock.$inferInsert)[] = [];
  const slugsByCategory = new Map<string, string[]>();
  let index = 0;

  CATALOG.forEach((cat, ci) => {
    const catId = seedId('category', cat.slug);
    const firstSub = cat.subcategories[0]!;
    catRows.push({
      id: catId,
      name: cat.name,
      translations: CATEGORY_NAMES[cat.slug] ?? {},
      slug: cat.slug,
      image: photoKey(firstSub.style, COLOURS[(ci * 3) % COLOURS.length]![1], 'front'),
      productSlug: slugify(firstSub.products[0]!.name),
      position: ci,
    });
    cat.subcategories.forEach((sub, si) => {
      const subId = seedId('subcategory', `${cat.slug}/${sub.slug}`);
      subRows.push({
        id: subId,
        categoryId: catId,
        name: sub.name,
        translations: SUBCATEGORY_NAMES[`${cat.slug}/${sub.slug}`] ?? {},
        slug: sub.slug,
        image: photoKey(sub.style, COLOURS[(ci + si * 5) % COLOURS.length]![1], 'front'),
        productSlug: slugify(sub.products[0]!.name),
        position: si,
      });
      sub.products.forEach((p, pi) => {
        const i = index++;
        const rnd = random(i + 1);
        const slug = slugify(p.name);
        const productId = seedId('product', slug);
        slugsByCategory.set(cat.slug, [...(slugsByCategory.get(cat.slug) ?? []), slug]);
        const video = i % 5 === 0;
        const basePaise = p.price * 100;
        const rupeeOffers = (pricePaise: number) =>
          offersFor(pricePaise, i, p).map((o) => ({ quantity: o.quantity, offerPrice: o.offerPricePaise / 100, isVisible: o.isVisible }));
        const count = Math.min(p.colours ?? 4, COLOURS.length);
        const sizeNames = cat.kids ? KIDS_SIZES : WOMEN_SIZES;
        const input = ProductInputSchema.parse({
          name: p.name,
          slug,
          type: p.type ?? 2,
          badge: p.badge ?? null,
          categoryId: catId,
          subcategoryId: subId,
          description: describe(p.name, !!cat.kids),
          specifications: specifications(sub, !!cat.kids, p),
          sizeChart: charts[cat.kids ? 'kids' : 'women'],
          videoUrl: video ? `https://www.youtube.com/watch?v=${youTubeId(slug)}` : null,
          defaultOffers: rupeeOffers(basePaise),
          // Published products need an HSN code; the demo's is its category's heading.
          hsn: defaultHsnFor(cat.slug) ?? null,
          colorVariants: Array.from({ length: count }, (_, k) => {
            const [colourName, hex] = COLOURS[(i * 7 + k) % COLOURS.length]!;
            return {
              name: colourName,
              colorCode: `#${hex}`,
              images: GARMENT_VIEWS.map((view) => garmentImage(sub.style, hex, view)),
              sizes: sizeNames.map((name, zi) => {
                // Bigger sizes use more cloth: the last two cost a little more and weigh more.
                const pricePaise = basePaise + (zi >= 4 ? 3000 : 0);
                stockRows.push({ sizeId: seedId('size', `${slug}/${hex}/${name}`), onHand: demoStock(i, k, zi, count) });
                return {
                  name,
                  price: pricePaise / 100,
                  // The MRP printed on the tag: a believable quarter above the shop's price, or the price itself.
                  strikedPrice: p.atMrp ? pricePaise / 100 : shopPrice((pricePaise / 100) * 1.25 + 50),
                  weight: sub.weight + zi * 10,
                  // A size at the product's price shares its default offers; a dearer one needs its own.
                  offers: pricePaise !== basePaise ? rupeeOffers(pricePaise) : [],
                };
              }),
            };
          }),
          published: true,
          translations: productTranslations(p.name, !!cat.kids),
        });
        products.push({
          id: productId,
          input,
          position: ci * 100 + si * 10 + pi,
          videoThumbnail: video ? `/img/insta-${(i % 6) + 1}.svg` : null,
          drawn: Array.from({ length: count }, (_, k) => ({ style: sub.style, hex: COLOURS[(i * 7 + k) % COLOURS.length]![1] })),
          categoryName: cat.name,
          reviews: [],
        });
        const demoReviews = products[products.length - 1]!.reviews;
        const reviewCount = p.reviews?.length ?? 3 + Math.floor(rnd() * 6);
        for (let r = 0; r < reviewCount; r++) {
          const anonymous = (i + r) % 11 === 0;
          // The draws in the order the invented ratings made them, so the demo's stars and words stay the same.
          const reviewer = anonymous ? null : REVIEWERS[Math.floor(rnd() * REVIEWERS.length)]!;
          const rating = p.reviews?.[r] ?? (rnd() < 0.75 ? 5 : rnd() < 0.8 ? 4 : 3);
          const text = REVIEW_TEXTS[Math.floor(rnd() * REVIEW_TEXTS.length)]!;
          demoReviews.push({ reviewer, rating, text, writtenAt: new Date(SEED_DATE - REVIEW_AGES[(r * 3 + i) % REVIEW_AGES.length]! * DAY), at: { product: i, review: r } });
        }
      });
    });
  });

  // Each colour's drawings become pipeline photos, in the views' order; so do the tiles' drawings (held as keys until now).
  const photos = await drawnPhotos([
    ...products.flatMap((p) => p.drawn.flatMap(({ style, hex }) => GARMENT_VIEWS.map((view) => photoKey(style, hex, view)))),
    ...catRows.map((r) => r.image),
    ...subRows.map((r) => r.image),
  ]);
  for (const r of [...catRows, ...subRows]) r.image = photos.get(r.image)!;
  for (const p of products) {
    p.input.colorVariants.forEach((v, k) => {
      const { style, hex } = p.drawn[k]!;
      v.images = GARMENT_VIEWS.map((view) => photos.get(photoKey(style, hex, view))!);
    });
  }

  await insertChunks(db, categories, catRows);
  await insertChunks(db, subcategories, subRows);
  // Products go through the catalog's one write path, as the console's do; seeded ids stay stable.
  await writeProducts(
    db,
    products.map(({ id, input, position, videoThumbnail }) => ({
      id,
      input,
      options: {
        position,
        videoThumbnail,
        mint: (kind, colour, size) => {
          const hex = colour.colorCode.replace(/^#/, '');
          return kind === 'variant' ? seedId('variant', `${input.slug}/${hex}`) : seedId('size', `${input.slug}/${hex}/${size!.name}`);
        },
      },
    })),
  );
  await insertChunks(db, sizeStock, stockRows);
  // The demo's reviews: real published reviews of delivered demo orders (demo-reviews.ts).
  const demo = demoReviewRows(products);
  await insertChunks(db, customers, demo.customers);
  await insertChunks(db, orders, demo.orders);
  await insertChunks(db, orderItems, demo.items);
  await insertChunks(db, shipments, demo.shipments);
  await insertChunks(db, reviews, demo.reviews);
  await insertNavigation(db, slugsByCategory);
}

async function insertNavigation(db: Db, slugsByCategory: Map<string, string[]>): Promise<void> {
  const pid = (slug: string) => seedId('product', slug);
  const collectionRows: (typeof collections.$inferInsert)[] = [
    { label: 'Everyday Leggings', img: photoKey('leggings', '5b2a86', 'front'), slug: 'leggings' },
    { label: 'Festive Shimmer', img: photoKey('shimmer', 'd9a21b', 'front'), slug: 'shimmer-party-leggings', productId: pid('shimmer-party-leggings') },
    { label: 'Palazzo Edit', img: photoKey('palazzo', '1b7a7a', 'front'), slug: 'pants' },
    { label: 'Shapewear Essentials', img: photoKey('tummy', 'e7c2a2', 'front'), slug: 'shapewear' },
    { label: 'Inner Wear Basics', img: photoKey('camisole', 'f6c6a8', 'front'), slug: 'inner-wear' },
    { label: 'Combo Offers', img: photoKey('panties', 'd6246e', 'front'), slug: 'everyday-panties-pack-of-3', productId: pid('everyday-panties-pack-of-3') },
    { label: 'Kids Corner', img: photoKey('kids-leggings', 'f2a900', 'front'), slug: 'kids' },
  ].map((c, i) => ({ id: seedId('collection', c.label), position: i, objectPos: 'center', style: null, hover: null, translations: COLLECTION_LABELS[c.label] ?? {}, ...c }));
  const tiles = await drawnPhotos(collectionRows.map((c) => c.img));
  for (const c of collectionRows) c.img = tiles.get(c.img)!;
  await insertChunks(db, collections, collectionRows);

  const menus: (typeof menuItems.$inferInsert)[] = [{ id: seedId('menu', 'all'), menu: 'All Categories', translations: MENU_LABELS['All Categories'], path: '/categories', position: 0 }];
  const subs: (typeof menuSubItems.$inferInsert)[] = [];
  CATALOG.forEach((cat, ci) => {
    const id = seedId('menu', cat.slug);
    menus.push({ id, menu: cat.name, translations: CATEGORY_NAMES[cat.slug] ?? {}, path: `/categories/${cat.slug}`, slug: cat.slug, categoryId: seedId('category', cat.slug), position: ci + 1 });
    const names = CATALOG[ci]!.subcategories.flatMap((s) => s.products.map((p) => p.name)).slice(0, 4);
    (slugsByCategory.get(cat.slug) ?? []).slice(0, 4).forEach((slug, k) => {
      subs.push({ id: seedId('submenu', slug), menuItemId: id, name: names[k]!, translations: PRODUCT_NAMES[names[k]!] ?? {}, productId: pid(slug), position: k });
    });
  });
  // A menu item without sub-menus that opens one product (spec: "without sub-categories and with a slug").
  menus.push({ id: seedId('menu', 'combo'), menu: 'Combo Offers', translations: MENU_LABELS['Combo Offers'], path: '/product/everyday-panties-pack-of-3', slug: 'everyday-panties-pack-of-3', position: 99 });
  await insertChunks(db, menuItems, menus);
  await insertChunks(db, menuSubItems, subs);
}

async function insertChunks<T extends Record<string, unknown>>(db: Db, table: Parameters<Db['insert']>[0], rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 400) await db.insert(table).values(rows.slice(i, i + 400) as never);
}
