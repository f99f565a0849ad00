import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { orderEvents, orderItems, orders, shipments } from '#server/platform/db/schema/index';
import { fromPaise } from '#lib/money';
import { expectedDelivery } from '#lib/delivery-window';
import type { Order, OrderItem, OrderShipment } from '#lib/order-types';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export function toOrderItem(row: ItemRow): OrderItem {
  return {
    productId: row.productId,
    productName: row.productName,
    price: fromPaise(row.unitPricePaise),
    categoryName: row.categoryName,
    slug: row.productSlug,
    quantity: row.quantity,
    selectedSize: row.sizeName,
    sizeId: row.sizeId,
    selectedColor: row.colorVariantId,
    colorName: row.colorName,
    colorCode: row.colorCode,
    selectedImage: row.image,
    weight: row.weightGrams,
    subTotal: fromPaise(row.lineTotalPaise),
  };
}

type ShipmentRow = typeof shipments.$inferSelect;

/** What the order's life adds to its row: the parcel, and when it was confirmed (for the delivery window). */
export type OrderProgress = { shipment: ShipmentRow | null; confirmedAt: Date | null };

function toShipment(s: ShipmentRow | null): OrderShipment | null {
  if (!s) return null;
  return { courier: s.courier, awb: s.awb, trackingUrl: s.trackingUrl, shippedAt: s.shippedAt.toISOString(), deliveredAt: s.deliveredAt?.toISOString() ?? null };
}

export function toOrder(row: OrderRow, items: readonly ItemRow[], progress: OrderProgress = { shipment: null, confirmedAt: null }): Order {
  const a = row.shippingAddress;
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    orderItems: items.map(toOrderItem),
    subtotal: fromPaise(row.subtotalPaise),
    shippingCharge: fromPaise(row.shippingPaise),
    codFee: fromPaise(row.codFeePaise),
    prepaidDiscount: fromPaise(row.prepaidDiscountPaise),
    discountCode: row.discountCode,
    discount: fromPaise(row.discountPaise),
    total: fromPaise(row.totalPaise),
    totalWeight: row.totalWeightGrams,
    customer: { name: row.customerName, mobileNumber: row.customerMobile },
    address: {
      contactPerson: a.contactPerson,
      doorNo: a.doorNo,
      address: a.address,
      landmark: a.landmark,
      city: a.city,
      district: a.district,
      state: a.state,
      pincode: a.pincode,
      country: a.country,
      mobile: a.mobile,
    },
    shipment: toShipment(progress.shipment),
    expectedDelivery: expectedDelivery(row.status, row.createdAt, progress.confirmedAt),
  };
}

/** Orders with their items, parcels and confirmation times, in the order given, in three queries at once. */
export async function withItems(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, parcels, confirmations] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    db.select().from(shipments).where(inArray(shipments.orderId, ids)),
    db
      .select({ orderId: orderEvents.orderId, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.kind, 'confirm')))
      .orderBy(asc(orderEvents.id)),
  ]);
  const byOrder = new Map<string, ItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const parcelOf = new Map(parcels.map((p) => [p.orderId, p]));
  const confirmedAt = new Map<string, Date>();
  for (const c of confirmations) if (!confirmedAt.has(c.orderId)) confirmedAt.set(c.orderId, c.at);
  return rows.map((r) => toOrder(r, byOrder.get(r.id) ?? [], { shipment: parcelOf.get(r.id) ?? null, confirmedAt: confirmedAt.get(r.id) ?? null }));
}
