import { customers, orderItems, orders, reviews, shipments } from '#server/platform/db/schema/index';
import type { ReviewFit } from '#server/platform/db/schema/index';
import { seedId } from '#server/platform/db/ids';
import { ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import type { ProductInput } from '#lib/validation/product-input';

const DAY = 86_400_000;

/** One review the demo shows: who wrote it (null: a buyer who erased their data), when, and what. */
export type DemoReview = { reviewer: string | null; rating: number; text: string; writtenAt: Date; at: { product: number; review: number } };

type Rows = {
  customers: (typeof customers.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
  shipments: (typeof shipments.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
};

/** The demo's buyers cannot sign in: no Indian mobile number starts with 5. */
const demoMobile = (n: number) => `5${String(n).padStart(9, '0')}`;
const ERASED = 'Erased customer';
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Most buyers find the demo's clothes true to size; a few say small or large. */
function fitOf(product: number, review: number): ReviewFit {
  const k = (product * 7 + review * 3) % 10;
  return k < 7 ? 'true' : k < 9 ? 'small' : 'large';
}

/**
 * Issue 30 item 7: the demo's reviews are real reviews of real (demo) orders, so the shop shows
 * them with the same code as a buyer's. Each review is one delivered cash-on-delivery order of one
 * piece, in the product's first colour, delivered three days before the review was written; its
 * buyer is a demo customer of the reviewer's name (an 'Anonymous' review is an erased buyer's, as
 * erasure leaves it). Stars and words are the demo's as before; every review is published.
 */
export function demoReviewRows(products: { id: string; input: ProductInput; categoryName: string; reviews: DemoReview[] }[]): Rows {
  const rows: Rows = { customers: [], orders: [], items: [], shipments: [], reviews: [] };
  const buyers = new Map<string, { id: string; name: string; mobile: string }>();
  const buyer = (name: string | null) => {
    const key = name ?? ERASED;
    let b = buyers.get(key);
    if (!b) {
      b = { id: seedId('demo-customer', key), name: key, mobile: demoMobile(buyers.size + 1) };
      buyers.set(key, b);
      rows.customers.push({ id: b.id, name: b.name, mobileNumber: b.mobile, email: null, createdAt: new Date(Date.UTC(2024, 0, 1)), ...(name === null ? { erasedAt: new Date(Date.UTC(2026, 9, 1)) } : {}) });
    }
    return b;
  };
  for (const p of products) {
    const colour = p.input.colorVariants[0]!;
    for (const r of p.reviews) {
      const who = buyer(r.reviewer);
      const key = `${p.input.slug}/${r.at.review}`;
      const size = colour.sizes[(r.at.product + r.at.review * 3) % colour.sizes.length]!;
      const pricePaise = Math.round(size.price * 100);
      const orderId = seedId('demo-order', key);
      const itemId = seedId('demo-order-item', key);
      const deliveredAt = new Date(r.writtenAt.getTime() - 3 * DAY);
      const placedAt = new Date(deliveredAt.getTime() - 4 * DAY);
      rows.orders.push({
        id: orderId,
        customerId: who.id,
        status: ORDER_STATUS.DELIVERED,
        paymentMethod: PAYMENT_METHOD.COD,
        paymentStatus: PAYMENT_STATUS.PAID,
        subtotalPaise: pricePaise,
        shippingPaise: 0,
        totalPaise: pricePaise,
        totalWeightGrams: size.weight,
        customerName: who.name,
        customerMobile: who.mobile,
        shippingAddress: { contactPerson: who.name, doorNo: '', address: '', landmark: null, city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincode: '600004', country: 'India', mobile: null },
        createdAt: placedAt,
        updatedAt: deliveredAt,
      });
      rows.items.push({
        id: itemId,
        orderId,
        position: 0,
        productId: p.id,
        colorVariantId: seedId('variant', `${p.input.slug}/${colour.colorCode.replace(/^#/, '')}`),
        sizeId: seedId('size', `${p.input.slug}/${colour.colorCode.replace(/^#/, '')}/${size.name}`),
        sizeName: size.name,
        quantity: 1,
        unitPricePaise: pricePaise,
        lineTotalPaise: pricePaise,
        productName: p.input.name,
        productSlug: p.input.slug,
        categoryName: p.categoryName,
        image: colour.images?.[0] ?? '',
        colorName: colour.name,
        colorCode: colour.colorCode,
        weightGrams: size.weight,
      });
      rows.shipments.push({ orderId, courier: 'Delhivery', awb: `DEMO${orderId.slice(-8).toUpperCase()}`, trackingUrl: 'https://www.delhivery.com/', shippedAt: new Date(placedAt.getTime() + DAY), deliveredAt });
      rows.reviews.push({
        id: seedId('review', key),
        productId: p.id,
        orderId,
        orderItemId: itemId,
        customerId: r.reviewer === null ? null : who.id,
        reviewerName: r.reviewer === null ? 'Anonymous' : firstName(r.reviewer),
        sizeName: size.name,
        rating: r.rating,
        title: null,
        body: r.text,
        fit: fitOf(r.at.product, r.at.review),
        status: 'published',
        publishedAt: r.writtenAt,
        createdAt: r.writtenAt,
      });
    }
  }
  return rows;
}
