import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import {
  addresses,
  checkoutRecoveries,
  customerNotes,
  customers,
  grievances,
  notificationPreferences,
  orderItems,
  orders,
  otpChallenges,
  returnRequests,
  reviewMedia,
  reviewRequests,
  reviews,
  savedCarts,
  sessions,
  smsOutbox,
} from '#server/platform/db/schema/index';
import { conflict } from '#server/platform/errors';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import type { Customer } from '#server/auth';
import { ORDER_STATUS, orderNumber } from '#lib/order-status';
import { ticketOf } from '#lib/validation/grievance';
import { forgetPhotosLater } from '#server/media';

/**
 * The DPDP Act 2023 rights My Account offers: a copy of everything the shop holds about the
 * shopper, and erasure. Orders and their tax invoices stay (tax law keeps them for years), with
 * the shopper's name, phone and street erased from the order; the city, state and PIN code stay,
 * because they decide the tax charged (the place of supply).
 */

/** Orders still on their way: erasing now would leave the courier with no one to deliver to. */
const FINISHED = [ORDER_STATUS.CANCELLED, ORDER_STATUS.DELIVERED, ORDER_STATUS.RETURNED_TO_ORIGIN];

export const ERASED_NAME = 'Erased customer';

export async function exportCustomerData(customer: Customer, now = new Date()) {
  const db = await getDb();
  const [profile] = await db.select().from(customers).where(eq(customers.id, customer.id));
  const [addressRows, orderRows, returnRows, complaintRows, preference, reviewRows] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.customerId, customer.id)).orderBy(asc(addresses.createdAt)),
    db.select().from(orders).where(eq(orders.customerId, customer.id)).orderBy(asc(orders.createdAt)),
    db.select().from(returnRequests).where(eq(returnRequests.customerId, customer.id)),
    db.select().from(grievances).where(eq(grievances.customerId, customer.id)).orderBy(asc(grievances.id)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.customerId, customer.id)),
    db.select().from(reviews).where(eq(reviews.customerId, customer.id)).orderBy(asc(reviews.createdAt)),
  ]);
  const items = orderRows.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, orderRows.map((o) => o.id))).orderBy(asc(orderItems.position)) : [];
  return {
    exportedAt: now.toISOString(),
    profile: { name: profile!.name, mobileNumber: profile!.mobileNumber, email: profile!.email, createdAt: profile!.createdAt.toISOString() },
    addresses: addressRows.map(({ id: _id, customerId: _c, ...a }) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    orders: orderRows.map((o) => ({
      orderNumber: orderNumber(o.id),
      placedAt: o.createdAt.toISOString(),
      nameOnOrder: o.customerName,
      mobileOnOrder: o.customerMobile,
      shippingAddress: o.shippingAddress,
      totalPaise: o.totalPaise,
      items: items.filter((i) => i.orderId === o.id).map((i) => ({ product: i.productName, colour: i.colorName, size: i.sizeName, quantity: i.quantity, unitPricePaise: i.unitPricePaise })),
    })),
    // The refund account is shown masked, as on the return itself: its sealed form is not the shopper's to read.
    returns: returnRows.map((r) => ({ orderNumber: orderNumber(r.orderId), kind: r.kind, reason: r.reason, note: r.note, status: r.status, refundAccount: r.payoutMasked })),
    complaints: complaintRows.map((g) => ({ ticket: ticketOf(g.id), topic: g.topic, description: g.description, status: g.status, receivedAt: g.createdAt.toISOString() })),
    messages: { whatsappUpdates: !(preference[0]?.whatsappOptOut ?? false) },
    reviews: reviewRows.map((r) => ({ orderNumber: orderNumber(r.orderId), shownAs: r.reviewerName, size: r.sizeName, stars: r.rating, fit: r.fit, title: r.title, review: r.body, status: r.status, writtenAt: r.createdAt.toISOString() })),
  };
}

/** 0 + nine digits: no Indian mobile starts with 0, and the sign-in field drops a leading 0, so it reaches no one. */
const erasedMobile = () => `0${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/**
 * Erases the shopper's personal data at once and signs them out everywhere. Refused (409) while
 * an order is still on its way. What stays: the orders with their lines, figures, city, state
 * and PIN code, and every tax invoice and credit note as issued.
 */
export async function eraseCustomer(customer: Customer, now = new Date()): Promise<{ ordersKept: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const open = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.customerId, customer.id), notInArray(orders.status, FINISHED)));
    if (open.length > 0) {
      throw conflict(`Your order ${open.map((o) => `#${orderNumber(o.id)}`).join(', ')} is still on its way. Once it is delivered or cancelled you can delete your data.`);
    }
    let placeholder = erasedMobile();
    while ((await tx.select({ id: customers.id }).from(customers).where(eq(customers.mobileNumber, placeholder))).length > 0) placeholder = erasedMobile();

    const kept = await tx
      .update(orders)
      .set({
        customerName: ERASED_NAME,
        customerMobile: placeholder,
        shippingAddress: sql`jsonb_build_object(
          'contactPerson', ${ERASED_NAME}::text, 'doorNo', '', 'address', '', 'landmark', null, 'mobile', null,
          'city', ${orders.shippingAddress}->'city', 'district', ${orders.shippingAddress}->'district',
          'state', ${orders.shippingAddress}->'state', 'pincode', ${orders.shippingAddress}->'pincode',
          'country', ${orders.shippingAddress}->'country')`,
        updatedAt: now,
      })
      .where(eq(orders.customerId, customer.id))
      .returning({ id: orders.id });
    await tx.update(returnRequests).set({ note: null, payoutSealed: null }).where(eq(returnRequests.customerId, customer.id));
    await tx.update(grievances).set({ name: ERASED_NAME, mobileNumber: placeholder, email: null }).where(eq(grievances.customerId, customer.id));
    await tx.delete(addresses).where(eq(addresses.customerId, customer.id));
    // The kept cart goes; a reminder sequence ends and forgets its lines, so the weekly recovery
    // figures stay whole without knowing what the shopper wanted.
    await tx.delete(savedCarts).where(eq(savedCarts.customerId, customer.id));
    await tx
      .update(checkoutRecoveries)
      .set({ lines: [], endedAt: sql`coalesce(${checkoutRecoveries.endedAt}, ${now})`, endReason: sql`coalesce(${checkoutRecoveries.endReason}, 'erased')` })
      .where(eq(checkoutRecoveries.customerId, customer.id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.customerId, customer.id));
    await eraseReviews(tx, customer.id, kept.map((o) => o.id));
    await tx.delete(customerNotes).where(eq(customerNotes.customerId, customer.id));
    await tx.delete(otpChallenges).where(eq(otpChallenges.mobileNumber, customer.mobileNumber));
    await tx.delete(smsOutbox).where(eq(smsOutbox.toNumber, customer.mobileNumber));
    await tx.delete(sessions).where(eq(sessions.customerId, customer.id));
    await tx.update(customers).set({ name: ERASED_NAME, email: null, mobileNumber: placeholder, erasedAt: now }).where(eq(customers.id, customer.id));
    return { ordersKept: kept.length };
  });
}

/**
 * A buyer's reviews outlive their account as another shopper's help: the stars, fit, size and
 * words stay, under 'Anonymous' and with no link to the customer; their photos go (a photo may
 * show the buyer or their home), and a review request not sent yet is never sent.
 */
async function eraseReviews(tx: Db, customerId: string, orderIds: string[]): Promise<void> {
  const theirs = await tx.update(reviews).set({ customerId: null, reviewerName: ANONYMOUS_REVIEWER }).where(eq(reviews.customerId, customerId)).returning({ id: reviews.id, status: reviews.status });
  if (theirs.length > 0) {
    const gone = await tx.delete(reviewMedia).where(inArray(reviewMedia.reviewId, theirs.map((r) => r.id))).returning({ photo: reviewMedia.photo });
    await forgetPhotosLater(tx, gone.map((g) => g.photo));
  }
  if (orderIds.length > 0) {
    await tx
      .update(reviewRequests)
      .set({ skippedReason: 'erased' })
      .where(and(inArray(reviewRequests.orderId, orderIds), sql`${reviewRequests.sentAt} is null`, sql`${reviewRequests.skippedReason} is null`));
  }
  // A published review's name and photos change on the product page.
  if (theirs.some((r) => r.status === 'published')) await bumpCatalogVersion(tx);
}

/** The name an erased buyer's reviews show. */
export const ANONYMOUS_REVIEWER = 'Anonymous';

