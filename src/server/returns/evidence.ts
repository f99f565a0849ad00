import { createHash } from 'node:crypto';
import { getDb } from '../db/client';
import { returnEvidence } from '../db/schema';
import { newId } from '../db/ids';
import { HttpError, badRequest } from '../http/errors';
import { readCappedBytes } from '../http/body';
import { mediaStore } from '../media/store';
import { MAX_EVIDENCE_BYTES } from '../../lib/returns/return-types';
import { sniffEvidenceType } from './evidence-type';

export const evidenceTooLarge = () =>
  new HttpError(413, 'This file is over 100 MB. Upload a shorter video (at most 100 MB) or photos instead.');
export const notEvidence = () =>
  new HttpError(400, 'This file is not a video or a photo. Upload the unboxing video (MP4, MOV or WebM) or photos (JPEG, PNG, WebP or HEIC).');

/**
 * Keeps one file a shopper attaches to a return (the body is the file itself). It is stored
 * under a content-addressed '.source' key that no public route serves: only the console's
 * return page streams it back. The row belongs to the shopper until their request claims it.
 */
export async function saveEvidence(customerId: string, request: Request): Promise<{ evidenceId: string; contentType: string; bytes: number }> {
  const bytes = await readCappedBytes(request, MAX_EVIDENCE_BYTES, evidenceTooLarge);
  if (bytes.byteLength === 0) throw badRequest('The upload was empty. Choose the video or photo file again.');
  const contentType = sniffEvidenceType(bytes);
  if (!contentType) throw notEvidence();
  const key = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.source`;
  await mediaStore().put(key, bytes, contentType);
  const id = newId();
  const db = await getDb();
  await db.insert(returnEvidence).values({ id, customerId, mediaKey: key, contentType, byteSize: bytes.byteLength });
  return { evidenceId: id, contentType, bytes: bytes.byteLength };
}
