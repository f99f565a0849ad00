import type { ProductDetail } from '../catalog-types';
import type { CartLine, NewCartLine } from '../cart-schema';
import type { Order } from '../order-types';
import { offersInPaise } from '../cart-lines';
import { fromPaise, toPaise } from '../money';
import { priceForQuantity } from '../pricing';
import { groupForAnalytics, groupOrderForAnalytics, randomEventId } from './grouped';

/**
 * The four shop events as plain data (pure, no browser): what the pixel receives, what the
 * server route receives, and which product keys pick the pixel. The browser and the server
 * get the same event id, which is how Meta deduplicates them.
 */
export type EventName = 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase';

export type PixelData = {
  content_ids: string[];
  content_type: 'product';
  content_name?: string;
  content_category?: string;
  value: number;
  currency: 'INR';
  contents: { id: string; quantity: number; item_price?: number }[];
  num_items?: number;
  quantity?: number;
  order_id?: string;
};

export type ShopEvent = {
  name: EventName;
  eventId: string;
  data: PixelData;
  /** product slugs and category names, to choose per-product pixels */
  products: { slug: string; categoryName: string }[];
  /** the /api/web route that stores the server copy */
  serverPath: string;
  /** raw contact data for the server, which hashes it; never given to the browser pixel */
  userData?: { fn?: string; ln?: string; ph?: string; em?: string };
};

const nonEmpty = (s: string | null | undefined) => (s && s.trim() ? s.trim() : undefined);

export function viewContentEvent(product: ProductDetail, eventId = randomEventId()): ShopEvent {
  return {
    name: 'ViewContent',
    eventId,
    data: {
      content_ids: [product._id],
      content_type: 'product',
      content_name: product.name,
      content_category: nonEmpty(product.categoryName),
      value: product.price,
      currency: 'INR',
      contents: [{ id: product._id, quantity: 1, item_price: product.price }],
    },
    products: [{ slug: product.slug, categoryName: product.categoryName }],
    serverPath: `/api/web/pixel/product/${encodeURIComponent(product.slug)}`,
  };
}

export function addToCartEvent(line: NewCartLine | CartLine, eventId = randomEventId()): ShopEvent {
  const totalPaise = priceForQuantity(toPaise(line.price), offersInPaise(line.selectedSize.offers), line.quantity);
  const category = line.productDetails?.product.categoryName ?? '';
  return {
    name: 'AddToCart',
    eventId,
    data: {
      content_ids: [line._id],
      content_type: 'product',
      content_name: line.name,
      content_category: nonEmpty(category),
      value: fromPaise(totalPaise),
      currency: 'INR',
      contents: [{ id: line._id, quantity: line.quantity, item_price: line.price }],
      quantity: line.quantity,
    },
    products: [{ slug: line.slug, categoryName: category }],
    serverPath: `/api/web/pixel/product/${encodeURIComponent(line.slug)}`,
  };
}

/** Uses the grouped helper: one content per product, offer-priced, rounded per product. */
export function initiateCheckoutEvent(items: readonly CartLine[], eventId = randomEventId()): ShopEvent | null {
  const groups = groupForAnalytics(items, () => eventId);
  if (groups.length === 0) return null;
  const quantity = groups.reduce((s, g) => s + g.quantity, 0);
  return {
    name: 'InitiateCheckout',
    eventId,
    data: {
      content_ids: groups.map((g) => g.productId),
      content_type: 'product',
      content_name: groups.map((g) => g.productName).join(', ').slice(0, 300),
      content_category: nonEmpty(groups[0]!.categoryName),
      value: groups.reduce((s, g) => s + g.price, 0),
      currency: 'INR',
      contents: groups.map((g) => ({ id: g.productId, quantity: g.quantity, item_price: Math.round((g.price / g.quantity) * 100) / 100 })),
      num_items: quantity,
      quantity,
    },
    products: groups.map((g) => ({ slug: g.slug, categoryName: g.categoryName })),
    serverPath: '/api/web/pixel/initiateCheckout',
  };
}

/**
 * One Purchase per product of the order (spec section 4: 'a purchase event is reported per
 * item'), built with the grouped helper: the product's charged total rounded to whole rupees.
 * Each event's id is the order id and the product id, so every report of one order's item is one
 * Purchase for Meta (browser and server copies) and for the shop's own outbox.
 */
export const purchaseEventId = (orderId: string, productId: string) => `${orderId}:${productId}`;

export function purchaseEvents(order: Order): ShopEvent[] {
  const [fn, ...rest] = order.customer.name.trim().split(/\s+/);
  const userData = {
    ...(nonEmpty(fn) ? { fn } : {}),
    ...(rest.length > 0 ? { ln: rest.join(' ') } : {}),
    ...(nonEmpty(order.customer.mobileNumber) ? { ph: order.customer.mobileNumber } : {}),
  };
  return groupOrderForAnalytics(order.orderItems, (productId) => purchaseEventId(order._id, productId)).map((g) => ({
    name: 'Purchase',
    eventId: g.eventId,
    data: {
      content_ids: [g.productId],
      content_type: 'product',
      content_name: g.productName,
      content_category: nonEmpty(g.categoryName),
      value: g.price,
      currency: 'INR',
      contents: [{ id: g.productId, quantity: g.quantity, item_price: Math.round((g.price / g.quantity) * 100) / 100 }],
      num_items: g.quantity,
      quantity: g.quantity,
      order_id: order._id,
    },
    products: [{ slug: g.slug, categoryName: g.categoryName }],
    serverPath: '/api/web/pixel/purchaseEvent',
    userData,
  }));
}

/** The body the /api/web/pixel routes take (spec section 3); the product route takes an array of one. */
export function serverBody(e: ShopEvent, sourceUrl: string, nowMs = Date.now()): unknown {
  const event = {
    event_name: e.name,
    event_id: e.eventId,
    event_time: Math.floor(nowMs / 1000),
    action_source: 'website',
    event_source_url: sourceUrl,
    user_data: e.userData ?? {},
    custom_data: e.data,
  };
  return e.name === 'ViewContent' || e.name === 'AddToCart' ? [event] : event;
}

/** Pixel ids keyed by product slug or category slug (site settings), else the store's own id. */
export type PixelConfig = { id: string | null; ids: Record<string, string> };

export const categoryKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function pixelIdsFor(config: PixelConfig, products: ShopEvent['products']): string[] {
  const ids = new Set<string>();
  for (const p of products) {
    const id = config.ids[p.slug] ?? config.ids[categoryKey(p.categoryName)] ?? config.id;
    if (id) ids.add(id);
  }
  if (ids.size === 0 && config.id) ids.add(config.id);
  return [...ids];
}
