import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { fromPaise } from '../../lib/money';
import type { Order, OrderItem } from '../../lib/order-types';

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
    selectedColor: row.colorVariantId,
    colorName: row.colorName,
    colorCode: row.colorCode,
    selectedImage: row.image,
    weight: row.weightGrams,
    subTotal: fromPaise(row.lineTotalPaise),
  };
}

export function toOrder(row: OrderRow, items: readonly ItemRow[]): Order {
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
  };
}

/** Orders with their items, in the order given, in two queries. */
export async function withItems(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const byOrder = new Map<string, ItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((r) => toOrder(r, byOrder.get(r.id) ?? []));
}
