import { eq, like } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { returnEvidence } from '#server/platform/db/schema/index';
import { log } from '#server/platform/log';
import { evidenceKey } from '#server/platform/media/media-store';
import { mediaStore } from '#server/platform/media/store';
import { declaredSize } from '#server/media';
import { PHOTO_FORMATS, PHOTO_WIDTHS } from '#lib/photo-ref';

/**
 * Evidence sent before it was private was kept under a photo source key ('{hash}.source'), which
 * /media draws and serves to anyone. This sweep moves each such file to its private key and
 * removes the source and every public file drawn from it. Idempotent: a file already moved is
 * only re-pointed, and a run cut short is finished by the next.
 */
export async function sweepLegacyEvidence(): Promise<void> {
  const db = await getDb();
  const rows = await db.select({ id: returnEvidence.id, key: returnEvidence.mediaKey }).from(returnEvidence).where(like(returnEvidence.mediaKey, '%.source')).limit(50);
  const store = mediaStore();
  for (const row of rows) {
    const hash = row.key.slice(0, 32);
    const privateKey = evidenceKey(hash);
    const bytes = await store.get(row.key);
    if (bytes && !(await store.has(privateKey))) await store.put(privateKey, bytes, 'application/octet-stream');
    await db.update(returnEvidence).set({ mediaKey: privateKey }).where(eq(returnEvidence.mediaKey, row.key));
    if (!bytes) continue;
    const size = await declaredSize(bytes);
    const widths = new Set<number>([...PHOTO_WIDTHS, ...(size ? [Math.min(size.width, 1600)] : [])]);
    for (const width of widths) for (const format of PHOTO_FORMATS) await store.delete(`${hash}-${width}.${format}`);
    await store.delete(row.key);
    log('info', 'return evidence moved out of public media', { evidenceId: row.id });
  }
}
