import { eq } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { courierBookings } from '#server/platform/db/schema/index';
import { badGateway } from '#server/platform/errors';
import { CourierError, type BookingCourier } from './courier';
import { parcelOf } from './parcel';

export type CourierBooking = typeof courierBookings.$inferSelect;
export type BookedParcel = { courier: string; awb: string; trackingUrl: string; labelUrl: string };

export async function bookingOf(db: Db, orderId: string): Promise<CourierBooking | undefined> {
  const [row] = await db.select().from(courierBookings).where(eq(courierBookings.orderId, orderId)).limit(1);
  return row;
}

export async function bookingByAwb(db: Db, awb: string): Promise<CourierBooking | undefined> {
  const [row] = await db.select().from(courierBookings).where(eq(courierBookings.awb, awb)).limit(1);
  return row;
}

async function save(db: Db, orderId: string, set: Partial<CourierBooking>): Promise<CourierBooking> {
  const [row] = await db.update(courierBookings).set({ ...set, updatedAt: new Date() }).where(eq(courierBookings.orderId, orderId)).returning();
  return row!;
}

/**
 * Books an order's parcel with the live courier: its order, then the AWB, then the label, each
 * saved as soon as the courier answers. A step that fails is taken up again from there on the
 * next try, so the courier never sees the order twice (Shiprocket refuses a seller order id it
 * already has). A courier failure is a 502 saying nothing was shipped.
 */
export async function bookShipment(courier: BookingCourier, orderId: string): Promise<BookedParcel> {
  const db = await getDb();
  try {
    let booking = await bookingOf(db, orderId);
    if (!booking) {
      const created = await courier.createOrder(await parcelOf(db, orderId));
      await db
        .insert(courierBookings)
        .values({ orderId, courier: courier.name, courierOrderId: created.courierOrderId, shipmentId: created.shipmentId })
        .onConflictDoNothing();
      booking = (await bookingOf(db, orderId))!;
    }
    if (!booking.awb || !booking.courierName) {
      const awb = await courier.assignAwb(booking.shipmentId);
      booking = await save(db, orderId, { awb: awb.awb, courierName: awb.courierName });
    }
    if (!booking.labelUrl) booking = await save(db, orderId, { labelUrl: await courier.label(booking.shipmentId) });
    return { courier: booking.courierName!, awb: booking.awb!, trackingUrl: courier.trackingUrl(booking.awb!), labelUrl: booking.labelUrl! };
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    throw badGateway(`The order is not shipped: ${err.message} Try 'Ship with Shiprocket' again in a few minutes.`);
  }
}
