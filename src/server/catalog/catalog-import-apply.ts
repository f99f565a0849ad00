import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { categories, products, sizeStock, subcategories } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { badRequest, conflict, DomainError } from '#server/platform/errors';
import { storePhoto } from '#server/media';
import type { MediaStore } from '#server/platform/media/media-store';
import { moveStock } from '#server/stock';
import type { WriteContext } from '#server/taxonomy';
import type { CsvProduct } from '#lib/catalog-csv';
import { csvProductInput } from '#lib/catalog-csv-input';
import { applyCatalogImport, dryRunCatalogImport, type CatalogImportReport } from './catalog-csv-import';
import { readPhotoZip } from './import-zip';
import { loadProductForm, lockProduct } from './product-form';
import { writeProducts } from './save-product';

/** What an applied file wrote, as the console shows it. */
export type CatalogImportResult = { creates: number; updates: number; photos: number; stockChanges: number };

/** The note on every stock movement an import writes, so the ledger says where a count came from. */
export const IMPORT_STOCK_NOTE = 'catalog import';

/**
 * Applies a catalog file with its zip of photos: the dry run again on the very same bytes (the
 * file the merchant checked may have changed, or the shop may have), then, only when it is
 * clean, the photos through the pipeline (seconds of work, before any lock is taken), then every
 * product through the product write service and every on_hand change as a stock movement, in one
 * transaction with one audit row and one catalog version bump.
 */
export async function applyCatalogFile(
  ctx: WriteContext,
  csv: string,
  zipBytes: Uint8Array | null,
  store: MediaStore,
  onPhoto: (done: number, total: number) => Promise<void> = async () => {},
): Promise<CatalogImportResult> {
  const zip = zipBytes ? await readPhotoZip(zipBytes) : null;
  const { report, plan } = await dryRunCatalogImport(csv, zip);
  if (!plan) throw fileProblems(report);

  const refs = new Map<string, string>();
  for (const name of report.photoFiles) {
    const entry = zip?.get(name);
    if (!entry || !('bytes' in entry)) throw fileProblems(report);
    refs.set(name, await storePhoto(store, entry.bytes));
    await onPhoto(refs.size, report.photoFiles.length);
  }

  let stockChanges = 0;
  const done = await applyCatalogImport(ctx, plan, async (tx, p, isNew) => {
    const productId = isNew ? newId() : await lockedIdOf(tx, p.slug);
    const existing = isNew ? undefined : await loadProductForm(tx, productId);
    const mapped = csvProductInput(p, { ...(await taxonomyIds(tx, p)), photo: (name) => refs.get(name)! }, existing);
    if ('problems' in mapped) throw badRequest(`Line ${mapped.problems[0]!.line}, ${mapped.problems[0]!.column}: ${mapped.problems[0]!.message} Nothing was written.`);
    await writeProducts(tx, [{ id: productId, input: mapped.input, existing }]);
    stockChanges += await writeCounts(tx, ctx, productId, p);
  });
  return { ...done, photos: refs.size, stockChanges };
}

function fileProblems(report: CatalogImportReport): DomainError {
  const n = report.problems.length;
  return new DomainError('invalid', `The file has ${n} ${n === 1 ? 'problem' : 'problems'}. Nothing was written.`, { data: report });
}

/** The product went away between the check and the write: the merchant checks again. */
const changedMeanwhile = (slug: string) => conflict(`The product ${slug} changed while the file was being applied. Check the file again.`);

async function lockedIdOf(tx: Db, slug: string): Promise<string> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row || !(await lockProduct(tx, row.id))) throw changedMeanwhile(slug);
  return row.id;
}

async function taxonomyIds(tx: Db, p: CsvProduct): Promise<{ categoryId: string; subcategoryId: string | null }> {
  const [cat] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, p.categorySlug));
  if (!cat) throw changedMeanwhile(p.slug);
  if (!p.subcategorySlug) return { categoryId: cat.id, subcategoryId: null };
  const [sub] = await tx
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, cat.id), eq(subcategories.slug, p.subcategorySlug)));
  if (!sub) throw changedMeanwhile(p.slug);
  return { categoryId: cat.id, subcategoryId: sub.id };
}

/**
 * Sets each size's on-hand count the file gives, as a stock movement (a blank count leaves it
 * alone, and an unchanged one writes nothing). On hand may not drop below what open orders hold.
 */
async function writeCounts(tx: Db, ctx: WriteContext, productId: string, p: CsvProduct): Promise<number> {
  const form = (await loadProductForm(tx, productId))!;
  let changes = 0;
  for (const c of p.colours) {
    const colour = form.colorVariants.find((v) => v.name.toLowerCase() === c.name.toLowerCase())!;
    for (const s of c.sizes) {
      if (s.onHand === null) continue;
      const sizeId = colour.sizes.find((k) => k.name.toLowerCase() === s.name.toLowerCase())!.id!;
      await tx.insert(sizeStock).values({ sizeId }).onConflictDoNothing();
      const [now] = await tx.select().from(sizeStock).where(eq(sizeStock.sizeId, sizeId)).for('update');
      const delta = s.onHand - now!.onHand;
      if (delta === 0) continue;
      if (s.onHand < now!.reserved) {
        throw conflict(
          `Line ${s.line}, on_hand: open orders hold ${now!.reserved} of ${p.slug} ${c.name} ${s.name}, so on hand cannot go below ${now!.reserved}. Nothing was written.`,
        );
      }
      const after = await moveStock(tx, { sizeId, onHandDelta: delta, reservedDelta: 0, reason: 'import', actor: { kind: 'staff', id: ctx.staff.id }, note: IMPORT_STOCK_NOTE });
      if (!after) throw changedMeanwhile(p.slug);
      changes += 1;
    }
  }
  return changes;
}
