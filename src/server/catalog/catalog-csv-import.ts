import { eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { catalogWrite, type WriteContext } from '#server/taxonomy';
import { categories, colorVariants, products, sizeStock, sizes, subcategories } from '#server/platform/db/schema/index';
import { checkCatalogCsv, type CsvProblem, type CsvProduct } from '#lib/catalog-csv';
import { csvProductInput } from '#lib/catalog-csv-input';
import { checkPhoto } from '#server/media';
import type { PhotoZip } from './import-zip';

/** What a dry run tells the merchant: counts, and every problem by line and column. */
export type CatalogImportReport = {
  rows: number;
  products: number;
  creates: number;
  updates: number;
  problems: CsvProblem[];
  /** the photo file names the zip must hold (paths already in the shop need nothing) */
  photoFiles: string[];
};

/** A checked file with no problem, ready for applyCatalogImport. */
export type CatalogImportPlan = { products: CsvProduct[]; existingSlugs: ReadonlySet<string> };

/** Stands in for ids the dry run does not need to look up: the editor's rules only check their form. */
const SOME_ID = '0'.repeat(24);

/** Each photo the file names by file name must be in the zip, and be a photo the pipeline takes. */
async function photoProblems(products: readonly CsvProduct[], zip: PhotoZip | null): Promise<CsvProblem[]> {
  const problems: CsvProblem[] = [];
  const verdicts = new Map<string, Promise<string | null>>();
  const verdict = (name: string) => {
    let v = verdicts.get(name);
    if (!v) {
      const entry = zip?.get(name);
      v = !zip
        ? Promise.resolve(`The photo '${name}' is named by file name: choose the zip that holds it.`)
        : !entry
          ? Promise.resolve(`The zip has no file named '${name}'. Add it to the zip, or correct the name (capitals count).`)
          : 'problem' in entry
            ? Promise.resolve(entry.problem)
            : checkPhoto(entry.bytes).then(
                () => null,
                (err: Error) => `'${name}': ${err.message}`,
              );
      verdicts.set(name, v);
    }
    return v;
  };
  for (const p of products)
    for (const c of p.colours)
      for (const f of c.photos) {
        if (f.startsWith('/')) continue;
        const message = await verdict(f);
        if (message) problems.push({ line: c.line, column: 'photos', message });
      }
  return problems;
}

/** An on_hand below what open orders hold of a size would break their reservation. */
async function stockProblems(db: Db, updated: readonly CsvProduct[]): Promise<CsvProblem[]> {
  if (!updated.some((p) => p.colours.some((c) => c.sizes.some((s) => s.onHand !== null)))) return [];
  const held = await db
    .select({ slug: products.slug, colour: colorVariants.name, size: sizes.name, reserved: sizeStock.reserved })
    .from(sizeStock)
    .innerJoin(sizes, eq(sizes.id, sizeStock.sizeId))
    .innerJoin(colorVariants, eq(colorVariants.id, sizes.colorVariantId))
    .innerJoin(products, eq(products.id, colorVariants.productId))
    .where(inArray(products.slug, updated.map((p) => p.slug)));
  const key = (slug: string, colour: string, size: string) => `${slug}\n${colour.toLowerCase()}\n${size.toLowerCase()}`;
  const reserved = new Map(held.map((h) => [key(h.slug, h.colour, h.size), h.reserved]));
  const problems: CsvProblem[] = [];
  for (const p of updated)
    for (const c of p.colours)
      for (const s of c.sizes) {
        const r = reserved.get(key(p.slug, c.name, s.name)) ?? 0;
        if (s.onHand !== null && s.onHand < r) problems.push({ line: s.line, column: 'on_hand', message: `Open orders hold ${r} of this size, so on hand cannot go below ${r}. Ship or cancel those orders first.` });
      }
  return problems;
}

/**
 * Checks a catalog CSV against the file rules, the product editor's rules, the shop's categories
 * and the zip of photos, writing nothing. The plan is present only when the file has no problem
 * at all.
 */
export async function dryRunCatalogImport(csv: string, zip: PhotoZip | null = null): Promise<{ report: CatalogImportReport; plan: CatalogImportPlan | null }> {
  const check = checkCatalogCsv(csv);
  const problems = [...check.problems];
  for (const p of check.products) {
    const mapped = csvProductInput(p, { categoryId: SOME_ID, subcategoryId: p.subcategorySlug ? SOME_ID : null, photo: () => '/media/photo.webp' }, undefined);
    if ('problems' in mapped) problems.push(...mapped.problems);
  }
  problems.push(...(await photoProblems(check.products, zip)));
  const db = await getDb();
  const catSlugs = [...new Set(check.products.map((p) => p.categorySlug))];
  const cats = catSlugs.length ? await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, catSlugs)) : [];
  const catId = new Map(cats.map((c) => [c.slug, c.id]));
  const subs = cats.length
    ? await db.select({ categoryId: subcategories.categoryId, slug: subcategories.slug }).from(subcategories).where(inArray(subcategories.categoryId, cats.map((c) => c.id)))
    : [];
  const subKeys = new Set(subs.map((s) => `${s.categoryId}/${s.slug}`));
  for (const p of check.products) {
    const id = catId.get(p.categorySlug);
    if (!id) problems.push({ line: p.line, column: 'category', message: `No category has the slug '${p.categorySlug}'. Add it on the Categories page first, or use one that exists.` });
    else if (p.subcategorySlug && !subKeys.has(`${id}/${p.subcategorySlug}`))
      problems.push({ line: p.line, column: 'subcategory', message: `The category ${p.categorySlug} has no subcategory '${p.subcategorySlug}'.` });
  }
  const slugs = check.products.map((p) => p.slug);
  const existing = slugs.length ? await db.select({ slug: products.slug, hsn: products.hsnCode }).from(products).where(inArray(products.slug, slugs)) : [];
  const existingSlugs = new Set(existing.map((e) => e.slug));
  const storedHsn = new Map(existing.map((e) => [e.slug, e.hsn]));
  for (const p of check.products) {
    // The product editor's rule: a live product needs an HSN code, or its orders cannot be invoiced.
    if (p.published && !p.hsn && !storedHsn.get(p.slug)) {
      problems.push({ line: p.line, column: 'hsn', message: 'A published product needs its HSN code: write it in the hsn column (4, 6 or 8 digits, like 6104), or write no in published.' });
    }
  }
  problems.push(...(await stockProblems(db, check.products.filter((p) => existingSlugs.has(p.slug)))));
  problems.sort((a, b) => a.line - b.line);
  const photoFiles = [...new Set(check.products.flatMap((p) => p.colours.flatMap((c) => c.photos.filter((f) => !f.startsWith('/')))))];
  const report: CatalogImportReport = {
    rows: check.rows,
    products: check.products.length,
    creates: check.products.filter((p) => !existingSlugs.has(p.slug)).length,
    updates: check.products.filter((p) => existingSlugs.has(p.slug)).length,
    problems,
    photoFiles,
  };
  return { report, plan: problems.length === 0 ? { products: check.products, existingSlugs } : null };
}

/** Writes one product of the file through the product write service, inside the import's transaction. */
export type SaveImportedProduct = (tx: Db, product: CsvProduct, isNew: boolean) => Promise<void>;

/**
 * Applies a checked plan: every product through `save` (the product write service, so there is
 * one path into the product tables), all in one transaction with one audit row and one catalog
 * version bump, so the shop shows the whole file or none of it. The console offers no apply
 * button until a route passes the product write service in here.
 */
export function applyCatalogImport(ctx: WriteContext, plan: CatalogImportPlan, save: SaveImportedProduct): Promise<{ creates: number; updates: number }> {
  return catalogWrite(ctx, async (tx) => {
    let creates = 0;
    for (const p of plan.products) {
      const isNew = !plan.existingSlugs.has(p.slug);
      await save(tx, p, isNew);
      if (isNew) creates += 1;
    }
    const result = { creates, updates: plan.products.length - creates };
    return { result, audit: { action: 'catalog.import', entity: 'catalog', entityId: 'csv', after: { ...result, products: plan.products.map((p) => p.slug) } } };
  });
}
