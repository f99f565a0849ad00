import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products } from './catalog';
import { orderItems, orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type ReviewFit = 'small' | 'true' | 'large';
export type ReviewStatus = 'pending' | 'published' | 'rejected' | 'hidden';

/** Migration 0080: one buyer's review of one delivered order line. */
export const reviews = pgTable('reviews', {
  id: text('id').primaryKey(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  orderItemId: text('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  /** The name shown: the buyer's first name when the review was written. */
  reviewerName: text('reviewer_name').notNull(),
  sizeName: text('size_name').notNull(),
  rating: smallint('rating').notNull(),
  title: text('title'),
  body: text('body'),
  fit: text('fit').$type<ReviewFit>().notNull(),
  status: text('status').$type<ReviewStatus>().notNull(),
  /** Shown to the reviewer when staff reject the review. */
  rejectReason: text('reject_reason'),
  decidedBy: text('decided_by'),
  decidedAt: ts('decided_at'),
  /** The shop's public reply. */
  reply: text('reply'),
  replyBy: text('reply_by'),
  repliedAt: ts('replied_at'),
  publishedAt: ts('published_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [
  unique('reviews_one_per_line').on(t.orderItemId),
  index('reviews_product_idx').on(t.productId, t.status, t.createdAt.desc()),
  index('reviews_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
  index('reviews_customer_idx').on(t.customerId),
]);

/** A review's photos (photo refs of the photo pipeline), in the reviewer's order. */
export const reviewMedia = pgTable('review_media', {
  id: text('id').primaryKey(),
  reviewId: text('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
  photo: text('photo').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  position: smallint('position').notNull().default(0),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [index('review_media_review_idx').on(t.reviewId, t.position)]);

/** The one request for reviews an order gets, three days after delivery. */
export const reviewRequests = pgTable('review_requests', {
  orderId: text('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  deliveredAt: ts('delivered_at').notNull(),
  dueAt: ts('due_at').notNull(),
  sentAt: ts('sent_at'),
  channel: text('channel').$type<'sms' | 'whatsapp'>(),
  skippedReason: text('skipped_reason'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});
