import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, query, type Db } from '#server/platform/db/client';
import { schedule } from '#server/platform/jobs/job-queue';
import { mediaStore } from '#server/platform/media/store';
import { PHOTO_FORMATS, parsePhotoRef, photoFile, photoWidths } from '#lib/photo-ref';

export const FORGET_PHOTOS_JOB = 'photo-files-forget' as const;

const PayloadSchema = z.object({ refs: z.array(z.string()).max(100) });

/**
 * Asks for photos' files to go once the rows naming them are gone (an erased buyer's review
 * photos): called in that transaction, so the files go only if the rows did.
 */
export async function forgetPhotosLater(tx: Db, refs: readonly string[]): Promise<void> {
  if (refs.length > 0) await schedule(FORGET_PHOTOS_JOB, new Date(), { refs: [...refs] }, tx);
}

/** Whether any catalog or review row still names the photo (identical bytes share one hash). */
async function stillNamed(db: Db, hash: string): Promise<boolean> {
  const like = `%${hash}%`;
  const [row] = await query<{ named: boolean }>(
    db,
    sql`select exists (select 1 from review_media where photo like ${like})
          or exists (select 1 from color_variants where images::text like ${like})
          or exists (select 1 from categories where image like ${like})
          or exists (select 1 from subcategories where image like ${like})
          or exists (select 1 from collections where img like ${like}) as named`,
  );
  return row?.named ?? false;
}

/**
 * The `photo-files-forget` job: removes each photo's source (with its EXIF, perhaps a location)
 * and every size and format made of it, unless a row names the photo again. A public address
 * then answers 404; a CDN's copy lives out its own cache time. Idempotent.
 */
export async function forgetPhotosJob(payload: unknown): Promise<void> {
  const { refs } = PayloadSchema.parse(payload);
  const db = await getDb();
  const store = mediaStore();
  for (const ref of refs) {
    const p = parsePhotoRef(ref);
    if (!p || (await stillNamed(db, p.hash))) continue;
    const keys = [`${p.hash}.source`, ...photoWidths(p.width).flatMap((w) => PHOTO_FORMATS.map((f) => photoFile(p.hash, w, f)))];
    for (const key of keys) await store.delete(key);
  }
}
