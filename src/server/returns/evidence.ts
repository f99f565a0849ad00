import { createHash } from 'node:crypto';
import { and, count, eq, isNull, lt, sql, sum } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { orders, returnEvidence, returnRequests } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { DomainError, badRequest, conflict, notFound } from '#server/platform/errors';
import { readCappedBytes } from '#server/platform/http/body';
import { mediaStore } from '#server/platform/media/store';
import { evidenceKey } from '#server/platform/media/media-store';
import { checkPixels, declaredSize } from '#server/media';
import { schedule } from '#server/platform/jobs/job-queue';
import { log } from '#server/platform/log';
import { ORDER_STATUS } from '#lib/order-status';
import { MAX_EVIDENCE_BYTES } from '#lib/returns/return-types';
import { sniffEvidenceType } from './evidence-type';
import { returnWindowOf } from './return-window';

/** At most this many files, and this many bytes in all, for one order's return. */
export const MAX_EVIDENCE_FILES = 5;
export const MAX_EVIDENCE_TOTAL_BYTES = 200 * 1024 * 1024;
/** A file no return request claims is removed this long after it was sent. */
export const UNCLAIMED_EVIDENCE_HOURS = 24;
export const EVIDENCE_EXPIRES_JOB = 'evidence-expires' as const;

export const evidenceTooLarge = () =>
  new DomainError('too_large', 'This file is over 100 MB. Upload a shorter video (at most 100 MB) or photos instead.');
export const notEvidence = () =>
  new DomainError('invalid', 'This file is not a video or a photo. Upload the unboxing video (MP4, MOV or WebM) or photos (JPEG, PNG, WebP or HEIC).');
const tooManyFiles = () =>
  new DomainError('unprocessable', `You have sent ${MAX_EVIDENCE_FILES} files for this order, the most a return takes. Send your request with them, or ask us for help.`);
const overTotal = () =>
  new DomainError('too_large', 'The files for this order would pass 200 MB in all. Send a shorter video or fewer photos.');

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The order evidence may be sent for: the shopper's own, delivered, in its return window, without a request yet. */
async function orderTakingEvidence(tx: Db, customerId: string, orderId: string, lock: boolean) {
  const q = tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.customerId, customerId))).limit(1);
  const [order] = lock ? await q.for('update') : await q;
  if (!order) throw notFound('No such order on your account.');
  if (order.status !== ORDER_STATUS.DELIVERED) throw conflict('This order has not been delivered yet. You can send photos or a video once it reaches you.');
  const [existing] = await tx.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.orderId, order.id)).limit(1);
  if (existing) throw conflict('You have already asked to return or exchange this order, so it takes no more files.');
  const window = await returnWindowOf(tx, order);
  if (!window.open) {
    throw new DomainError('unprocessable', `The ${window.windowDays}-day return window for this order closed on ${day.format(window.closesAt ?? new Date())}, so it takes no more files.`);
  }
  return order;
}

async function sentSoFar(tx: Db, orderId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await tx.select({ files: count(), bytes: sum(returnEvidence.byteSize) }).from(returnEvidence).where(eq(returnEvidence.orderId, orderId));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * Keeps one file a shopper attaches to the return of `orderId` (the body is the file itself).
 * The order is checked before a byte is read, and again, locked, before the row is written, so
 * parallel uploads cannot pass the per-order limits. The file is kept under a private key that no
 * public route serves; it belongs to the shopper until their request claims it, and is removed a
 * day later if none does.
 */
export async function saveEvidence(customerId: string, orderId: string, request: Request): Promise<{ evidenceId: string; contentType: string; bytes: number }> {
  const db = await getDb();
  await orderTakingEvidence(db, customerId, orderId, false);
  const before = await sentSoFar(db, orderId);
  if (before.files >= MAX_EVIDENCE_FILES) throw tooManyFiles();
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared <= MAX_EVIDENCE_BYTES && before.bytes + declared > MAX_EVIDENCE_TOTAL_BYTES) throw overTotal();
  const limit = Math.min(MAX_EVIDENCE_BYTES, MAX_EVIDENCE_TOTAL_BYTES - before.bytes);
  const bytes = await readCappedBytes(request, limit, limit < MAX_EVIDENCE_BYTES ? overTotal : evidenceTooLarge);
  if (bytes.byteLength === 0) throw badRequest('The upload was empty. Choose the video or photo file again.');
  const contentType = sniffEvidenceType(bytes);
  if (!contentType) throw notEvidence();
  if (contentType.startsWith('image/')) {
    // Staff view photos as they are sent; one declaring more pixels than the shop decodes is refused here.
    const size = await declaredSize(bytes);
    if (size) checkPixels(size);
  }
  const key = evidenceKey(createHash('sha256').update(bytes).digest('hex').slice(0, 32));
  const id = newId();
  const now = new Date();
  await db.transaction(async (tx) => {
    await orderTakingEvidence(tx, customerId, orderId, true);
    const sent = await sentSoFar(tx, orderId);
    if (sent.files >= MAX_EVIDENCE_FILES) throw tooManyFiles();
    if (sent.bytes + bytes.byteLength > MAX_EVIDENCE_TOTAL_BYTES) throw overTotal();
    await tx.insert(returnEvidence).values({ id, customerId, orderId, mediaKey: key, contentType, byteSize: bytes.byteLength, createdAt: now });
    await schedule(EVIDENCE_EXPIRES_JOB, new Date(now.getTime() + UNCLAIMED_EVIDENCE_HOURS * 3_600_000), { evidenceId: id }, tx);
  });
  await mediaStore().put(key, bytes, contentType);
  return { evidenceId: id, contentType, bytes: bytes.byteLength };
}

/** One file the shopper sent, for the shopper alone: anyone else's is a 404 like a missing one. */
export async function ownEvidence(customerId: string, evidenceId: string): Promise<{ bytes: Uint8Array; contentType: string }> {
  const db = await getDb();
  const [row] = await db.select().from(returnEvidence).where(and(eq(returnEvidence.id, evidenceId), eq(returnEvidence.customerId, customerId))).limit(1);
  const bytes = row ? await mediaStore().get(row.mediaKey) : null;
  if (!row || !bytes) throw notFound('No such file on your account.');
  return { bytes, contentType: row.contentType };
}

/** Removes an unclaimed file's row, and its bytes when no other row names them. Idempotent. */
async function removeUnclaimed(db: Db, evidenceId: string): Promise<boolean> {
  const [gone] = await db
    .delete(returnEvidence)
    .where(and(eq(returnEvidence.id, evidenceId), isNull(returnEvidence.returnId)))
    .returning({ key: returnEvidence.mediaKey });
  if (!gone) return false;
  const [still] = await db.select({ id: returnEvidence.id }).from(returnEvidence).where(eq(returnEvidence.mediaKey, gone.key)).limit(1);
  if (!still) await mediaStore().delete(gone.key);
  return true;
}

/** The job set at upload: a day later the file goes unless a request claimed it. */
export async function evidenceExpiresJob(payload: unknown, ctx: { now: Date }): Promise<void> {
  const evidenceId = (payload as { evidenceId?: unknown } | null)?.evidenceId;
  if (typeof evidenceId !== 'string') return;
  const db = await getDb();
  const [row] = await db.select({ createdAt: returnEvidence.createdAt }).from(returnEvidence).where(eq(returnEvidence.id, evidenceId)).limit(1);
  if (!row || row.createdAt.getTime() + UNCLAIMED_EVIDENCE_HOURS * 3_600_000 > ctx.now.getTime()) return;
  await removeUnclaimed(db, evidenceId);
}

/** Catches unclaimed files whose job was lost (or sent before the job existed). */
export async function sweepUnclaimedEvidence(ctx: { now: Date }): Promise<void> {
  const db = await getDb();
  const before = new Date(ctx.now.getTime() - UNCLAIMED_EVIDENCE_HOURS * 3_600_000);
  const rows = await db
    .select({ id: returnEvidence.id })
    .from(returnEvidence)
    .where(and(isNull(returnEvidence.returnId), lt(returnEvidence.createdAt, before)))
    .orderBy(sql`created_at`)
    .limit(200);
  let removed = 0;
  for (const r of rows) if (await removeUnclaimed(db, r.id)) removed += 1;
  if (removed > 0) log('info', 'unclaimed return evidence removed', { removed });
}
