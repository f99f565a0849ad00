import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { courierBookings, courierEvents, orders } from '#server/platform/db/schema/index';
import { ORDER_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { recordOrderEvent, tryMoveOrder, type MoveDetails } from '#server/orders';
import { bookingByAwb } from './book-shipment';
import { meaningOf, type TrackingUpdate } from './shiprocket-webhook';

export type TrackingOutcome = 'applied' | 'duplicate' | 'unknown-awb';

/**
 * Applies one tracking update to its order, in one transaction. The update is recorded once
 * (a repeat of the same AWB, status and courier time changes nothing) and always becomes an
 * order event; it moves the order only where the transition module allows it now, so an update
 * that arrives late (in transit after delivered) is history, not a move backwards.
 */
export async function applyTrackingUpdate(update: TrackingUpdate): Promise<TrackingOutcome> {
  const db = await getDb();
  const booking = await bookingByAwb(db, update.awb);
  if (!booking) return 'unknown-awb';
  const orderId = booking.orderId;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(courierEvents)
      .values({ orderId, awb: update.awb, statusId: update.statusId, status: update.status, happenedAt: update.at })
      .onConflictDoNothing()
      .returning({ id: courierEvents.id });
    if (!fresh) return 'duplicate';
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    const shipped = order!.status === ORDER_STATUS.SHIPPED;
    const details: MoveDetails = {
      // 'system' (the actor kinds are fixed by a CHECK); the id names the courier.
      actor: { kind: 'system', id: booking.courier },
      note: update.detail,
      data: { awb: update.awb, courierStatus: update.status, statusId: update.statusId, at: update.at },
    };
    const history = () => recordOrderEvent(tx, orderId, 'courierUpdate', details);
    switch (meaningOf(update.statusId)) {
      case 'delivered': {
        if (!(await tryMoveOrder(tx, orderId, 'deliver', details))) {
          await history();
          break;
        }
        // The move marked the parcel delivered itself. The courier handed the parcel over, so it collected the cash (DESIGN.md 13).
        if (order!.paymentMethod === PAYMENT_METHOD.COD) await tryMoveOrder(tx, orderId, 'codCollected', details);
        break;
      }
      case 'rtoDelivered': {
        // The move reverses the invoice itself (the order machine's returnToOrigin effect).
        if (!(await tryMoveOrder(tx, orderId, 'returnToOrigin', details))) await history();
        break;
      }
      case 'outForDelivery':
        await (shipped ? recordOrderEvent(tx, orderId, 'outForDelivery', details) : history());
        break;
      case 'undelivered':
        if (!shipped) {
          await history();
          break;
        }
        await recordOrderEvent(tx, orderId, 'deliveryFailed', details);
        // A new failed attempt asks staff again, whatever they decided about an earlier one.
        await tx
          .update(courierBookings)
          .set({ ndrReason: update.detail ?? update.status, ndrAt: new Date(), ndrAction: null, ndrActionAt: null, updatedAt: new Date() })
          .where(eq(courierBookings.orderId, orderId));
        break;
      case 'rtoInitiated':
        await (shipped ? recordOrderEvent(tx, orderId, 'rtoInitiated', details) : history());
        break;
      default:
        await history();
    }
    return 'applied';
  });
}
