import { and, eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orders } from '#server/platform/db/schema/index';
import { conflict, DomainError, notFound } from '#server/platform/errors';
import { inCustomerLane, moveOrder, type CustomerActionContext } from '#server/orders';
import { shopperCancelRefusal } from '#lib/order-cancel';
import { owesRefund, refundShopperCancelledOrder } from './cancel-refund';

export type ShopperCancelOutcome = {
  orderId: string;
  status: number;
  paymentStatus: number;
  /** paise sent back to the shopper's payment method now (0 for cash on delivery or an unpaid order) */
  refundPaise: number;
  /** the gateway did not take the refund just now: the order is cancelled and staff send it again */
  refundPending: boolean;
};

export const REFUND_PENDING_MESSAGE =
  'Your order is cancelled. Our payment partner did not accept the refund just now; we will send it again and let you know when it is on its way.';

/**
 * 'Cancel order' in My Account: the shopper's own order, while it waits for confirmation or is
 * confirmed. The order row is locked and checked against the shopper's rule, then the ONE order
 * machine cancels it (stock back, order event, messages, the shopper's audit row) in the same
 * transaction. A paid online order is then refunded through its gateway, outside the transaction
 * (a gateway call must not hold the order's lock), exactly as when staff cancel.
 */
export async function cancelOwnOrder(ctx: CustomerActionContext, orderId: string, reason?: string): Promise<ShopperCancelOutcome> {
  return inCustomerLane(ctx.customerId, 'order-cancel', async () => {
    const db = await getDb();
    const moved = await db.transaction(async (tx) => {
      const [own] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, ctx.customerId)))
        .limit(1)
        .for('update');
      // Someone else's order is missing, exactly as one that does not exist.
      if (!own) throw notFound('No such order on your account.');
      const refusal = shopperCancelRefusal(own.status);
      if (refusal) throw conflict(refusal, { status: own.status, paymentStatus: own.paymentStatus });
      return moveOrder(tx, orderId, 'cancel', { actor: { kind: 'customer', id: ctx.customerId }, note: reason ?? null, customer: ctx });
    });
    const outcome = { orderId, status: moved.order.status, paymentStatus: moved.order.paymentStatus, refundPaise: 0, refundPending: false };
    if (!owesRefund(moved.order)) return outcome;
    try {
      const sent = await refundShopperCancelledOrder(ctx, moved.order);
      return { ...outcome, paymentStatus: sent.paymentStatus, refundPaise: sent.amountPaise };
    } catch (err) {
      // The cancellation stands; the console shows the refund as due ('Send refund again').
      if (err instanceof DomainError && err.code === 'upstream_failed') return { ...outcome, refundPending: true };
      throw err;
    }
  });
}
