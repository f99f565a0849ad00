import { count, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { products, reviewMedia, reviews, type ReviewStatus } from '#server/platform/db/schema/index';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import { conflict, notFound } from '#server/platform/errors';
import { recordAudit } from '#server/audit';
import type { StaffMember } from '#server/staff';

export type ModerationContext = { staff: StaffMember; requestId: string | null; clientAddress: string | null };

/** One review as the moderation console shows it: the buyer's words as written, never editable. */
export type ModeratedReview = {
  id: string;
  productId: string;
  productName: string;
  orderId: string;
  reviewerName: string;
  sizeName: string;
  rating: number;
  title: string | null;
  body: string | null;
  fit: 'small' | 'true' | 'large';
  status: ReviewStatus;
  rejectReason: string | null;
  reply: string | null;
  photos: string[];
  createdAt: string;
  decidedAt: string | null;
};

export const REVIEWS_PER_PAGE = 25;

export type ReviewPage = { reviews: ModeratedReview[]; page: number; pages: number; total: number };

/** The queue, newest first, 25 to a page: pending reviews by default, or those published, rejected or hidden. */
export async function listModerationQueue(status: ReviewStatus, page = 1): Promise<ReviewPage> {
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(reviews).where(eq(reviews.status, status));
  const pages = Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, status))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  return { reviews: await withDetails(db, rows), page, pages, total };
}

async function withDetails(db: Db, rows: (typeof reviews.$inferSelect)[]): Promise<ModeratedReview[]> {
  if (rows.length === 0) return [];
  const photos = await db.select().from(reviewMedia).where(inArray(reviewMedia.reviewId, rows.map((r) => r.id))).orderBy(reviewMedia.position);
  const names = await productNames(db, [...new Set(rows.map((r) => r.productId))]);
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    productName: names.get(r.productId) ?? 'A product',
    orderId: r.orderId,
    reviewerName: r.reviewerName,
    sizeName: r.sizeName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    fit: r.fit,
    status: r.status,
    rejectReason: r.rejectReason,
    reply: r.reply,
    photos: photos.filter((p) => p.reviewId === r.id).map((p) => p.photo),
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

async function productNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

type Decision = 'approve' | 'reject' | 'hide';

/** Which statuses each decision moves a review from, and to what. */
const DECISIONS: Record<Decision, { from: ReviewStatus[]; to: ReviewStatus; refusal: string }> = {
  approve: { from: ['pending', 'hidden', 'rejected'], to: 'published', refusal: 'This review is published already.' },
  reject: { from: ['pending'], to: 'rejected', refusal: 'Only a review waiting for a decision can be rejected; hide a published one instead.' },
  hide: { from: ['published'], to: 'hidden', refusal: 'Only a published review can be hidden.' },
};

/**
 * Approves, rejects (with the reason the reviewer sees) or hides a review (issue 30 item 5). The
 * stars and words are never touched: no decision can change them. Each decision is an audit
 * row, and a review that starts or stops being published moves the catalog version in the
 * same transaction, so product pages and cards follow at once.
 */
export async function decideReview(ctx: ModerationContext, id: string, decision: Decision, now: Date, reason?: string): Promise<{ id: string; status: ReviewStatus }> {
  const rule = DECISIONS[decision];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).limit(1).for('update');
    if (!before) throw notFound('No review has that id.');
    if (!rule.from.includes(before.status)) throw conflict(rule.refusal, { status: before.status });
    const publishing = rule.to === 'published';
    await tx
      .update(reviews)
      .set({
        status: rule.to,
        rejectReason: decision === 'reject' ? reason! : null,
        decidedBy: ctx.staff.id,
        decidedAt: now,
        ...(publishing ? { publishedAt: before.publishedAt ?? now } : {}),
      })
      .where(eq(reviews.id, id));
    if (publishing || before.status === 'published') await bumpCatalogVersion(tx);
    await recordAudit(tx, {
      staff: ctx.staff,
      action: `review.${decision}`,
      entity: 'review',
      entityId: id,
      before: { status: before.status },
      after: { status: rule.to, ...(decision === 'reject' ? { reason } : {}) },
      requestId: ctx.requestId,
      clientAddress: ctx.clientAddress,
    });
    return { id, status: rule.to };
  });
}

/** The shop's public reply under a review (a second reply replaces the first). Audited. */
export async function replyToReview(ctx: ModerationContext, id: string, reply: string, now: Date): Promise<{ id: string; reply: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: reviews.status, reply: reviews.reply }).from(reviews).where(eq(reviews.id, id)).limit(1).for('update');
    if (!before) throw notFound('No review has that id.');
    if (before.status === 'rejected') throw conflict('This review was rejected and is not shown, so a reply would not be seen.', { status: before.status });
    await tx.update(reviews).set({ reply, replyBy: ctx.staff.id, repliedAt: now }).where(eq(reviews.id, id));
    if (before.status === 'published') await bumpCatalogVersion(tx);
    await recordAudit(tx, {
      staff: ctx.staff,
      action: 'review.reply',
      entity: 'review',
      entityId: id,
      before: { reply: before.reply },
      after: { reply },
      requestId: ctx.requestId,
      clientAddress: ctx.clientAddress,
    });
    return { id, reply };
  });
}
