import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { customers, orderItems, orders } from '#server/platform/db/schema/index';
import { env } from '#server/platform/env';
import { notFound } from '#server/platform/errors';
import { PAYMENT_METHOD } from '#lib/shipping';
import type { BookingParcel } from './courier';

const rupees = (paise: number) => Math.round(paise) / 100;

/** An order as a courier books it: the address snapshot taken at checkout, the lines, the figures. */
export async function parcelOf(db: Db, orderId: string): Promise<BookingParcel> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('No order has that id.');
  const [lines, [customer]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    db.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customerId)).limit(1),
  ]);
  const a = order.shippingAddress;
  return {
    orderId,
    placedAt: order.createdAt,
    paymentMethod: order.paymentMethod === PAYMENT_METHOD.COD ? 'COD' : 'Prepaid',
    subTotalRupees: rupees(order.subtotalPaise),
    shippingRupees: rupees(order.shippingPaise),
    weightGrams: order.totalWeightGrams,
    customer: {
      name: a.contactPerson || order.customerName,
      mobile: a.mobile || order.customerMobile,
      // Shiprocket requires an email; a shopper who gave none is reached by phone, and the shop's own address stands in.
      email: customer?.email || `orders@${new URL(env().PUBLIC_SITE_URL).hostname}`,
    },
    address: {
      line: [a.doorNo, a.address, a.landmark].filter(Boolean).join(', '),
      city: a.city || a.district,
      state: a.state,
      pincode: a.pincode,
      country: a.country,
    },
    items: lines.map((l) => ({
      name: `${l.productName} - ${l.colorName} - ${l.sizeName}`,
      sku: `${l.productSlug}-${l.sizeName}`.slice(0, 50),
      units: l.quantity,
      sellingPriceRupees: rupees(l.lineTotalPaise / l.quantity),
    })),
  };
}
