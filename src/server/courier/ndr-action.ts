import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { courierBookings } from '#server/platform/db/schema/index';
import { badGateway, conflict } from '#server/platform/errors';
import { ORDER_STATUS } from '#lib/order-status';
import { recordOrderEvent, auditOrder, type StaffActionContext, getOrderRow } from '#server/orders';
import { shiprocket } from './active-courier';
import { bookingOf } from './book-shipment';
import { CourierError, type NdrAction } from './courier';

/**
 * Staff's answer to a failed delivery (NDR): deliver again, or send the parcel back. Shiprocket
 * is told first; only what it accepted is recorded (the event on the timeline, the audit row).
 * Works whichever source the merchant now uses for dates: a parcel booked with Shiprocket stays
 * with Shiprocket.
 */
export async function answerFailedDelivery(ctx: StaffActionContext, orderId: string, action: NdrAction, comments: string): Promise<void> {
  const db = await getDb();
  const [order, booking] = await Promise.all([getOrderRow(db, orderId), bookingOf(db, orderId)]);
  if (order.status !== ORDER_STATUS.SHIPPED || !booking?.awb || !booking.ndrAt || booking.ndrAction) {
    throw conflict('This order has no failed delivery waiting for a decision.');
  }
  const courier = shiprocket();
  if (!courier) throw conflict('Live Shiprocket is not set up on this server, so the courier cannot be told. Set SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_PICKUP_PINCODE.');
  try {
    await courier.ndrAction(booking.awb, action, comments);
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    throw badGateway(`Shiprocket did not take the request: ${err.message} Nothing was changed; try again in a few minutes.`);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(courierBookings)
      .set({ ndrAction: action, ndrActionAt: new Date(), updatedAt: new Date() })
      .where(and(eq(courierBookings.orderId, orderId), isNull(courierBookings.ndrAction)));
    await recordOrderEvent(tx, orderId, action === 're-attempt' ? 'ndrReattempt' : 'ndrReturn', {
      actor: { kind: 'staff', id: ctx.staff.id },
      note: comments,
      data: { awb: booking.awb },
    });
    await auditOrder(tx, ctx, 'order.ndr', orderId, { ndrAction: null }, { ndrAction: action, comments });
  });
}
