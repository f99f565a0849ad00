import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { orderItems, orders } from '#server/platform/db/schema/index';
import { gone } from '#server/platform/errors';
import { moveOrder } from '#server/orders';
import { ORDER_STATUS, orderNumber, orderStatusLabel } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { checkConfirmationToken } from '#server/cod';

/** The plain words a dead link answers with (410): none says more than the shopper needs. */
export const LINK_MESSAGES = {
  forged: 'This link is not valid. Please use the link from your message.',
  expired: 'This link has expired. We will call you to confirm your order.',
  used: 'This link has already been used: your order is no longer waiting for confirmation.',
} as const;

export type LinkDecision = 'confirm' | 'cancel';

export type LinkOrderView = {
  number: string;
  status: string;
  placedAt: string;
  totalPaise: number;
  shippingPaise: number;
  /** the merchant's cash-on-delivery charge, its own line so the figures add up to the total; 0 for none */
  codFeePaise: number;
  deliverTo: string;
  lines: { productName: string; colorName: string; sizeName: string; quantity: number; lineTotalPaise: number }[];
};

type OrderRow = typeof orders.$inferSelect;

/** The order a live link is about, or the 410 that says why the link is dead. */
async function orderOfLink(db: Db, token: string, now: Date, lock: boolean): Promise<OrderRow> {
  const checked = checkConfirmationToken(token, now);
  if (!checked.ok) throw gone(LINK_MESSAGES[checked.why]);
  const q = db.select().from(orders).where(eq(orders.id, checked.orderId)).limit(1);
  const [order] = lock ? await q.for('update') : await q;
  if (!order || order.paymentMethod !== PAYMENT_METHOD.COD) throw gone(LINK_MESSAGES.forged);
  if (order.status !== ORDER_STATUS.WAITING) throw gone(LINK_MESSAGES.used);
  return order;
}

/** What the confirmation page shows: enough to recognise the order, no more (the link may be forwarded). */
export async function linkOrderView(token: string, now = new Date()): Promise<LinkOrderView> {
  const db = await getDb();
  const order = await orderOfLink(db, token, now, false);
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
  return {
    number: orderNumber(order.id),
    status: orderStatusLabel(order.status).name,
    placedAt: order.createdAt.toISOString(),
    totalPaise: order.totalPaise,
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    deliverTo: `${order.shippingAddress.city}, ${order.shippingAddress.pincode}`,
    lines: lines.map((l) => ({ productName: l.productName, colorName: l.colorName, sizeName: l.sizeName, quantity: l.quantity, lineTotalPaise: l.lineTotalPaise })),
  };
}

/**
 * The shopper's answer: confirm moves the order to Confirmed, cancel cancels it, both through
 * the transition module as the customer. The order is locked while the link is checked, so two
 * taps (or two tabs) answer once and the second gets the 410 for a used link.
 */
export async function answerLink(token: string, decision: LinkDecision, now = new Date()): Promise<{ number: string; status: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await orderOfLink(tx, token, now, true);
    const note = decision === 'confirm' ? 'Confirmed by the shopper from the confirmation link.' : 'Cancelled by the shopper from the confirmation link.';
    const moved = await moveOrder(tx, order.id, decision, { actor: { kind: 'customer', id: order.customerId }, note });
    return { number: orderNumber(order.id), status: orderStatusLabel(moved.to).name };
  });
}
