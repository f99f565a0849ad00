import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { shipments } from '#server/platform/db/schema/index';
import type { ShipOrderInput } from '#lib/validation/admin-orders';

export type Shipment = typeof shipments.$inferSelect;

/** Records the parcel handed to the courier; shipping again (after a partial fulfilment) replaces it. */
export async function recordShipment(tx: Db, orderId: string, input: ShipOrderInput & { labelUrl?: string }, staffId: string | null): Promise<Shipment> {
  const values = { courier: input.courier, awb: input.awb, trackingUrl: input.trackingUrl, labelUrl: input.labelUrl ?? null, shippedAt: new Date(), deliveredAt: null, shippedBy: staffId };
  const [row] = await tx
    .insert(shipments)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: shipments.orderId, set: values })
    .returning();
  return row!;
}

export async function markShipmentDelivered(tx: Db, orderId: string, at = new Date()): Promise<void> {
  await tx.update(shipments).set({ deliveredAt: at }).where(eq(shipments.orderId, orderId));
}

export async function shipmentOf(db: Db, orderId: string): Promise<Shipment | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  return row;
}
