import { and, eq, inArray, max, notInArray } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { categories, colorVariants, productOffers, products, productSlugRedirects, sizes, subcategories } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { recordAudit } from '#server/audit';
import { badRequest, notFound, type FieldError } from '#server/platform/errors';
import type { StaffMember } from '#server/staff';
import { toPaise } from '#lib/money';
import { HSN_NEEDED, type ColourInput, type OfferInput, type ProductInput, type SizeInput } from '#lib/validation/product-input';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import { loadProductForm, lockProduct, type ProductForm } from './product-form';
import { readLegalSettings } from '#server/legal';
import { EMPTY_DECLARATIONS, missingDeclarationMessage, missingDeclarations } from '#lib/validation/legal';

/**
 * The catalog's one way to write a product: the console's create and update, and the demo seed.
 * Colours and sizes keep their ids across saves, because carts and order lines name them; a
 * colour or size the merchant removes is deleted, and the orders that bought it keep their own
 * copy of its name, price and photo (order_items holds a snapshot, with no foreign key to it).
 */
export type CatalogActor = { staff: StaffMember; requestId?: string | null; clientAddress?: string | null };

export type WriteOptions = {
  /** The id of a new colour or size: random for the console, derived from names for the seed. */
  mint?: (kind: 'variant' | 'size', colour: ColourInput, size?: SizeInput) => string;
  /** Where the product sorts in listings; a new console product goes last. */
  position?: number;
  /** The promo video's poster; kept while the video link stays the same. */
  videoThumbnail?: string | null;
};

const invalid = (errors: FieldError[]) =>
  badRequest(`Invalid body: ${errors.slice(0, 3).map((e) => `${e.path}: ${e.message}`).join('; ')}`, errors);

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Whole grams of the first size: what an old order line without its own weight falls back to. */
const productWeight = (input: ProductInput) => input.colorVariants[0]!.sizes[0]!.weight;

function offerRows(productId: string, offers: readonly OfferInput[], sizeId: string | null) {
  return offers.map((o) => ({ productId, sizeId, quantity: o.quantity, offerPricePaise: toPaise(o.offerPrice), isVisible: o.isVisible }));
}

/** One product to write: its id, the editor's input, and what is stored now (none when new). */
export type ProductWrite = { id: string; input: ProductInput; existing?: ProductForm | undefined; options?: WriteOptions };

type Names = { categoryName: string; subcategoryName: string | null };

/** Problems only the database can see: the category, the slug's owner, ids of another product. */
async function check(tx: Db, writes: readonly ProductWrite[]): Promise<Names[]> {
  const defaults = writes.some((w) => w.input.published) ? (await readLegalSettings(tx)).defaults : EMPTY_DECLARATIONS;
  const subIds = [...new Set(writes.flatMap((w) => (w.input.subcategoryId ? [w.input.subcategoryId] : [])))];
  const [cats, subs, taken] = await Promise.all([
    tx.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, [...new Set(writes.map((w) => w.input.categoryId))])),
    subIds.length ? tx.select({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId }).from(subcategories).where(inArray(subcategories.id, subIds)) : Promise.resolve([]),
    tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, writes.map((w) => w.input.slug))),
  ]);
  return writes.map(({ id, input, existing }) => {
    const category = cats.find((c) => c.id === input.categoryId);
    const sub = input.subcategoryId ? subs.find((x) => x.id === input.subcategoryId && x.categoryId === input.categoryId) : undefined;
    const errors: FieldError[] = [];
    if (!category) errors.push({ path: 'categoryId', message: 'Category does not exist: choose one from the list' });
    else if (input.subcategoryId && !sub) errors.push({ path: 'subcategoryId', message: 'Subcategory must be one of the chosen category' });
    if (taken.some((t) => t.slug === input.slug && t.id !== id) || writes.some((w) => w.id !== id && w.input.slug === input.slug)) {
      errors.push({ path: 'slug', message: 'Slug is already used by another product' });
    }
    input.colorVariants.forEach((c, ci) => {
      const known = c.id === undefined ? undefined : existing?.colorVariants.find((v) => v.id === c.id);
      if (c.id !== undefined && !known) {
        errors.push({ path: `colorVariants.${ci}.id`, message: 'Colour id is not a colour of this product' });
        return;
      }
      c.sizes.forEach((s, si) => {
        if (s.id === undefined) return;
        if (!known?.sizes.some((k) => k.id === s.id)) errors.push({ path: `colorVariants.${ci}.sizes.${si}.id`, message: 'Size id is not a size of this colour' });
      });
    });
    if (input.published) {
      // A live product without an HSN code sells orders that cannot be invoiced, so cannot ship.
      if ((input.hsn === undefined ? existing?.hsn : input.hsn) == null) errors.push({ path: 'hsn', message: HSN_NEEDED });
      for (const field of missingDeclarations(input.declarations, defaults)) errors.push({ path: `declarations.${field}`, message: missingDeclarationMessage(field) });
    }
    if (errors.length > 0) throw invalid(errors);
    return { categoryName: category!.name, subcategoryName: sub?.name ?? null };
  });
}

async function insertChunks(tx: Db, table: Parameters<Db['insert']>[0], rows: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 400) await tx.insert(table).values(rows.slice(i, i + 400) as never);
}

/** Writes every row of one product inside the caller's transaction; see writeProducts. */
export function writeProductRows(tx: Db, productId: string, input: ProductInput, existing: ProductForm | undefined, options: WriteOptions = {}): Promise<void> {
  return writeProducts(tx, [{ id: productId, input, existing, options }]);
}

/**
 * Writes every row of some products inside the caller's transaction (the caller bumps the catalog
 * version): each product, its colours and sizes (updated in place when they carry an id, created
 * otherwise, deleted when left out), its offers, and an old slug's redirect. New rows of all the
 * products go in a few statements, so the demo seed stays fast.
 */
export async function writeProducts(tx: Db, writes: readonly ProductWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const names = await check(tx, writes);
  let nextPosition: number | undefined;
  const newProducts: (typeof products.$inferInsert)[] = [];
  const newColours: (typeof colorVariants.$inferInsert)[] = [];
  const newSizes: (typeof sizes.$inferInsert)[] = [];
  const offers: (typeof productOffers.$inferInsert)[] = [];
  try {
    for (const [w, { id: productId, input, existing, options = {} }] of writes.entries()) {
      const mint = options.mint ?? (() => newId());
      const videoThumbnail = options.videoThumbnail !== undefined ? options.videoThumbnail : existing?.videoUrl === input.videoUrl ? await currentThumbnail(tx, productId) : null;
      const row = {
        slug: input.slug,
        name: input.name,
        type: input.type,
        badge: input.badge,
        categoryId: input.categoryId,
        subcategoryId: input.subcategoryId,
        description: input.description,
        sizeChartImage: input.sizeChart,
        youtubeUrl: input.videoUrl,
        youtubeThumb: input.videoUrl ? videoThumbnail : null,
        specifications: input.specifications,
        translations: input.translations,
        ...(input.hsn === undefined ? {} : { hsnCode: input.hsn }),
        ...input.declarations,
        weightGrams: productWeight(input),
        searchText: [input.name, input.translations.hi?.name, input.translations.ta?.name, names[w]!.categoryName, names[w]!.subcategoryName].filter(Boolean).join(' ').toLowerCase(),
        isActive: input.published,
      };
      if (existing) {
        await tx.update(products).set(row).where(eq(products.id, productId));
        // Removed colours and sizes go first (their own offers with them, by cascade).
        const keptColours = input.colorVariants.flatMap((c) => (c.id ? [c.id] : []));
        const keptSizes = input.colorVariants.flatMap((c) => c.sizes.flatMap((s) => (s.id ? [s.id] : [])));
        await tx.delete(colorVariants).where(and(eq(colorVariants.productId, productId), keptColours.length ? notInArray(colorVariants.id, keptColours) : undefined));
        if (keptColours.length) await tx.delete(sizes).where(and(inArray(sizes.colorVariantId, keptColours), keptSizes.length ? notInArray(sizes.id, keptSizes) : undefined));
        await tx.delete(productOffers).where(eq(productOffers.productId, productId));
      } else {
        nextPosition ??= ((await tx.select({ top: max(products.position) }).from(products))[0]?.top ?? 0) + 1;
        newProducts.push({ id: productId, ...row, position: options.position ?? nextPosition++ });
      }
      offers.push(...offerRows(productId, input.defaultOffers, null));
      for (const [position, colour] of input.colorVariants.entries()) {
        const kept = existing?.colorVariants.find((v) => v.id === colour.id);
        const colourRow = { name: colour.name, colorCode: colour.colorCode, images: colour.images ?? kept?.images ?? [], position };
        const colourId = colour.id ?? mint('variant', colour);
        if (colour.id) await tx.update(colorVariants).set(colourRow).where(eq(colorVariants.id, colour.id));
        else newColours.push({ id: colourId, productId, ...colourRow });
        for (const [sizePosition, size] of colour.sizes.entries()) {
          const sizeRow = {
            name: size.name,
            pricePaise: toPaise(size.price),
            strikedPricePaise: toPaise(size.strikedPrice),
            weightGrams: size.weight,
            position: sizePosition,
          };
          const sizeId = size.id ?? mint('size', colour, size);
          if (size.id) await tx.update(sizes).set(sizeRow).where(eq(sizes.id, size.id));
          else newSizes.push({ id: sizeId, colorVariantId: colourId, ...sizeRow });
          offers.push(...offerRows(productId, size.offers, sizeId));
        }
      }
    }
    await insertChunks(tx, products, newProducts);
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid([{ path: 'slug', message: 'Slug is already used by another product' }]);
    throw err;
  }
  await insertChunks(tx, colorVariants, newColours);
  await insertChunks(tx, sizes, newSizes);
  await insertChunks(tx, productOffers, offers);

  // Each slug now belongs to its product; an old one, if changed, keeps leading there.
  await tx.delete(productSlugRedirects).where(inArray(productSlugRedirects.oldSlug, writes.map((w) => w.input.slug)));
  for (const { id: productId, input, existing } of writes) {
    if (!existing || existing.slug === input.slug) continue;
    await tx
      .insert(productSlugRedirects)
      .values({ oldSlug: existing.slug, productId })
      .onConflictDoUpdate({ target: productSlugRedirects.oldSlug, set: { productId } });
  }
}

async function currentThumbnail(tx: Db, productId: string): Promise<string | null> {
  const [row] = await tx.select({ thumb: products.youtubeThumb }).from(products).where(eq(products.id, productId));
  return row?.thumb ?? null;
}

/** The fields whose value a save changed, before and after: what the audit row keeps. */
function changedFields(before: ProductForm | undefined, after: ProductForm) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductForm)[]) {
    if (key === 'id') continue;
    if (before && JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (before) was[key] = before[key];
    now[key] = after[key];
  }
  return { before: before ? was : null, after: now };
}

async function save(actor: CatalogActor, productId: string, input: ProductInput, creating: boolean): Promise<ProductForm> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    let existing: ProductForm | undefined;
    if (!creating) {
      if (!(await lockProduct(tx, productId))) throw notFound('No product has this id. It may have been removed; go back to the product list.');
      existing = await loadProductForm(tx, productId);
    }
    await writeProductRows(tx, productId, input, existing);
    await bumpCatalogVersion(tx);
    const after = (await loadProductForm(tx, productId))!;
    const { before, after: changed } = changedFields(existing, after);
    await recordAudit(tx, {
      staff: actor.staff,
      action: creating ? 'product.create' : 'product.update',
      entity: 'product',
      entityId: productId,
      before,
      after: changed,
      requestId: actor.requestId ?? null,
      clientAddress: actor.clientAddress ?? null,
    });
    return after;
  });
}

export function createProduct(actor: CatalogActor, input: ProductInput): Promise<ProductForm> {
  return save(actor, newId(), input, true);
}

export function updateProduct(actor: CatalogActor, productId: string, input: ProductInput): Promise<ProductForm> {
  return save(actor, productId, input, false);
}
