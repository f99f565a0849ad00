import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { orderEvents, orderItems, orders, returnRequests, reviewMedia, reviews, shipments } from '#server/platform/db/schema/index';
import type { ReviewFit, ReviewStatus } from '#server/platform/db/schema/index';
import { ORDER_STATUS } from '#lib/order-status';
import { reviewDeadline } from '#server/notify';

/** One line of a delivered order as the review form shows it: what was bought and its review, if any. */
export type ReviewableLine = {
  orderItemId: string;
  productId: string;
  productName: string;
  productSlug: string;
  colorName: string;
  sizeName: string;
  image: string;
  review: {
    id: string;
    rating: number;
    fit: ReviewFit;
    title: string | null;
    body: string | null;
    status: ReviewStatus;
    /** Why staff rejected it: the reviewer sees it on the form and in My Account. */
    rejectReason: string | null;
    photos: string[];
  } | null;
};

export type ReviewableOrder = {
  orderId: string;
  customerId: string;
  customerName: string;
  deliveredAt: Date;
  /** The last moment a review may be written: 60 days after delivery. */
  closesAt: Date;
  lines: ReviewableLine[];
};

type OrderRow = typeof orders.$inferSelect;

/**
 * When the parcel was delivered: the shipment's delivered time, else the order's 'deliver'
 * event (an order delivered before shipments recorded it). Null for an order not delivered.
 */
export async function deliveredAtOf(db: Db, order: Pick<OrderRow, 'id' | 'status'>): Promise<Date | null> {
  if (order.status !== ORDER_STATUS.DELIVERED) return null;
  const [s] = await db.select({ at: shipments.deliveredAt }).from(shipments).where(eq(shipments.orderId, order.id)).limit(1);
  if (s?.at) return s.at;
  const [e] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'deliver')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return e?.at ?? null;
}

/** Whether the order is the parcel of an exchange: its garment is the one the original order bought. */
export async function isExchangeOrder(db: Db, orderId: string): Promise<boolean> {
  const [r] = await db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.exchangeOrderId, orderId)).limit(1);
  return r !== undefined;
}

/**
 * A delivered order with its lines and their reviews, or null when it was never delivered. An
 * exchange's parcel is null too: the buyer reviews the line of the order they bought (its fit
 * answer already counts through the exchange's reason), so one purchase is one review.
 */
export async function reviewableOrder(db: Db, orderId: string): Promise<ReviewableOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || (await isExchangeOrder(db, orderId))) return null;
  const deliveredAt = await deliveredAtOf(db, order);
  if (!deliveredAt) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const written = await db.select().from(reviews).where(eq(reviews.orderId, orderId));
  const photos = written.length
    ? await db
        .select({ reviewId: reviewMedia.reviewId, photo: reviewMedia.photo })
        .from(reviewMedia)
        .where(inArray(reviewMedia.reviewId, written.map((r) => r.id)))
        .orderBy(asc(reviewMedia.position))
    : [];
  return {
    orderId,
    customerId: order.customerId,
    customerName: order.customerName,
    deliveredAt,
    closesAt: reviewDeadline(deliveredAt),
    lines: items.map((i) => {
      const r = written.find((w) => w.orderItemId === i.id);
      return {
        orderItemId: i.id,
        productId: i.productId,
        productName: i.productName,
        productSlug: i.productSlug,
        colorName: i.colorName,
        sizeName: i.sizeName,
        image: i.image,
        review: r
          ? {
              id: r.id,
              rating: r.rating,
              fit: r.fit,
              title: r.title,
              body: r.body,
              status: r.status,
              rejectReason: r.status === 'rejected' ? r.rejectReason : null,
              photos: photos.filter((p) => p.reviewId === r.id).map((p) => p.photo),
            }
          : null,
      };
    }),
  };
}
