import { createHash } from 'node:crypto';
import { importZipKey } from '#server/platform/media/media-store';
import { mediaStore } from '#server/platform/media/store';
import type { StaffMember } from '#server/staff';
import type { WriteContext } from '#server/taxonomy';
import type { Progress } from '#server/platform/task-progress';
import { applyCatalogFile } from './catalog-import-apply';

/** What the import job needs: who asked (for the audit row), the CSV, and where its zip waits. */
export type CatalogImportInput = { staff: StaffMember; requestId: string | null; clientAddress: string | null; csv: string; zipKey: string | null };

/** Keeps the zip in the store's private part for the job (the CSV, at most 2 MB, rides in the task row). */
export async function catalogImportInput(ctx: WriteContext, csv: string, zip: Uint8Array | null): Promise<CatalogImportInput> {
  let zipKey: string | null = null;
  if (zip) {
    zipKey = importZipKey(createHash('sha256').update(zip).digest('hex').slice(0, 32));
    await mediaStore().put(zipKey, zip, 'application/zip');
  }
  return { staff: ctx.staff, requestId: ctx.requestId, clientAddress: ctx.clientAddress, csv, zipKey };
}

/** The import itself, as the job runs it: progress is the photos made so far; the zip is removed after. */
export async function runCatalogImportTask(raw: Record<string, unknown>, progress: Progress): Promise<{ message: string; data: unknown }> {
  const input = raw as CatalogImportInput;
  const store = mediaStore();
  const zip = input.zipKey ? await store.get(input.zipKey) : null;
  try {
    const r = await applyCatalogFile({ staff: input.staff, requestId: input.requestId, clientAddress: input.clientAddress }, input.csv, zip, store, progress);
    const stock = r.stockChanges === 1 ? '1 stock count' : `${r.stockChanges} stock counts`;
    return {
      message: `Imported: ${r.creates} new ${r.creates === 1 ? 'product' : 'products'}, ${r.updates} updated, ${r.photos} ${r.photos === 1 ? 'photo' : 'photos'} from the zip, ${stock} changed.`,
      data: r,
    };
  } finally {
    if (input.zipKey) await store.delete(input.zipKey);
  }
}
