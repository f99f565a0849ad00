import { SLUG_PATTERN } from '#lib/validation/slug';
import { z } from 'zod';
import { ID_CHARS } from '#lib/validation/id';

/**
 * What the browser may send to /api/web/pixel/* (spec section 3, analytics event). Unknown keys
 * are dropped, and the server's own knowledge (client IP, user agent, cookies) always wins over
 * anything the body claims, so nothing a shopper did not mean to share is forwarded.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const oneOrMany = (max: number) => z.union([text(max), z.array(text(max)).max(5)]);

export const EVENT_ID = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters (a UUID; for Purchase, orderId:productId)')
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'may hold only letters, digits and _ . : -');

export const UserDataInput = z.object({
  em: oneOrMany(200).optional(),
  ph: oneOrMany(40).optional(),
  fn: oneOrMany(100).optional(),
  ln: oneOrMany(100).optional(),
  ct: oneOrMany(100).optional(),
  st: oneOrMany(100).optional(),
  zp: oneOrMany(20).optional(),
  country: oneOrMany(64).optional(),
  external_id: oneOrMany(100).optional(),
  fbc: text(500).optional(),
  fbp: text(500).optional(),
  // Accepted for compatibility with the original client, then replaced by what the request shows.
  client_ip_address: z.string().max(100).optional(),
  client_user_agent: z.string().max(1000).optional(),
});

const Content = z.object({
  id: text(64),
  quantity: z.number().int().min(1).max(999),
  item_price: z.number().min(0).max(10_000_000).optional(),
});

export const CustomDataInput = z.object({
  currency: z.literal('INR').default('INR'),
  value: z.number().min(0).max(10_000_000),
  content_ids: z.array(text(64)).min(1).max(100),
  content_type: z.enum(['product', 'product_group']).default('product'),
  content_name: text(300).optional(),
  content_category: text(200).optional(),
  quantity: z.number().int().min(1).max(9999).optional(),
  contents: z.array(Content).max(100).optional(),
  num_items: z.number().int().min(1).max(9999).optional(),
  order_id: text(64).optional(),
});

export const TRACKED_EVENTS = ['ViewContent', 'AddToCart', 'InitiateCheckout', 'Purchase'] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

const eventOf = <N extends TrackedEvent>(names: readonly [N, ...N[]]) =>
  z.object({
    event_name: z.enum(names),
    event_id: EVENT_ID,
    event_time: z.number().int().positive().optional(),
    action_source: z.literal('website').default('website'),
    event_source_url: z.url({ protocol: /^https?$/ }).max(2000).optional(),
    user_data: UserDataInput.default({}),
    custom_data: CustomDataInput,
  });

/** POST /pixel/product/{slug}: the spec sends an array of one AddToCart; ViewContent rides the same call. */
export const ProductEventsBody = z.array(eventOf(['AddToCart', 'ViewContent'])).min(1).max(5);
export const InitiateCheckoutBody = eventOf(['InitiateCheckout']);
/** One Purchase per item, keyed by the order id and the product id so a reloaded status page stores each once. */
export const PURCHASE_EVENT_ID = new RegExp(`^(${ID_CHARS}):(${ID_CHARS})$`);
export const PurchaseBody = eventOf(['Purchase']).extend({
  event_id: z.string().trim().regex(PURCHASE_EVENT_ID, 'must be the order id and the product id joined by a colon (orderId:productId)'),
});

export type EventInput = z.infer<ReturnType<typeof eventOf<TrackedEvent>>>;

export const PixelSlugParams = z.object({
  slug: z.string().min(1).max(200).regex(SLUG_PATTERN, 'must be a product slug'),
});
