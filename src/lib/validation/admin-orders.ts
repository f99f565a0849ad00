import './zod-jitless';
import { z } from 'zod';
import { ID_PATTERN } from './id';

/**
 * Inputs of the console's order screens: the queue's filters (query parameters, so strings
 * arrive and are coerced), and the bodies of the order actions. Messages name the field and say
 * what a good value looks like, because staff read them beside the form.
 */
const ORDER_ID = ID_PATTERN;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = (field: string) =>
  z
    .string()
    .regex(DAY, `${field} must be a date written YYYY-MM-DD`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${field} must be a real calendar date`);

const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int(message).min(min, message).max(max, message).optional());

export const QUEUE_PAGE_SIZE = 25;

/**
 * The home page's work lists the plain filters cannot express (see src/server/orders/work-lists.ts),
 * with the words the queue shows above the rows.
 */
export const QUEUE_WORK_LISTS = {
  toPack: 'To pack: confirmed cash-on-delivery orders and paid online orders, nothing packed yet',
  paidToday: "Today's revenue: orders paid today, less what was refunded",
} as const;
export type QueueWorkList = keyof typeof QUEUE_WORK_LISTS;
const WORK_LIST_NAMES = Object.keys(QUEUE_WORK_LISTS) as [QueueWorkList, ...QueueWorkList[]];

export const OrderQueueQuerySchema = z
  .object({
    // One status or several ('1,2': the home page's 'paid orders to pack' are new or confirmed).
    status: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string()
        .regex(/^[1-8](,[1-8]){0,7}$/, 'status must be an order status from 1 to 8, or several separated by commas')
        .transform((list) => list.split(',').map(Number))
        .optional(),
    ),
    method: optionalInt(1, 2, 'method must be 1 (Cash on Delivery) or 2 (Online Payment)'),
    payment: optionalInt(1, 6, 'payment must be a payment status from 1 to 6'),
    from: z.preprocess((v) => (v === '' ? undefined : v), day('from').optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), day('to').optional()),
    q: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(60, 'q must be at most 60 characters').optional()),
    work: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(WORK_LIST_NAMES, { error: 'the work list must be one of the home page\'s lists (to pack, paid today)' }).optional()),
    page: z.preprocess((v) => (v === '' || v === undefined ? 1 : v), z.coerce.number().int().min(1, 'page must be 1 or more').max(10_000, 'page must be at most 10000')),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'to must be the same day as from or later' });

export type OrderQueueQuery = z.infer<typeof OrderQueueQuerySchema>;

export const OrderIdParamSchema = z.object({ id: z.string().regex(ORDER_ID, 'id must be an order id (24 hex characters)') });

/** AWB numbers of Indian couriers are 8 to 20 letters and digits. */
export const AWB_PATTERN = /^[A-Za-z0-9]{8,20}$/;

export const ShipOrderSchema = z.object({
  courier: z.string().trim().min(2, 'courier must name the courier company').max(60, 'courier must be at most 60 characters'),
  awb: z.string().trim().regex(AWB_PATTERN, 'awb must be the AWB number: 8 to 20 letters or digits, no spaces'),
  trackingUrl: z
    .string()
    .trim()
    .max(500, 'trackingUrl must be at most 500 characters')
    .refine((s) => {
      try {
        const u = new URL(s);
        return u.protocol === 'https:' && u.hostname.includes('.');
      } catch {
        return false;
      }
    }, 'trackingUrl must be a full https:// link to the courier tracking page'),
});

export type ShipOrderInput = z.infer<typeof ShipOrderSchema>;

export const CancelOrderSchema = z.object({
  reason: z.string().trim().min(3, 'reason must say why the order is cancelled (at least 3 characters)').max(500, 'reason must be at most 500 characters'),
});

export const OrderMoveNoteSchema = z.object({
  note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
});

export const OrderNoteSchema = z.object({
  body: z.string().trim().min(1, 'body must not be empty').max(2000, 'body must be at most 2000 characters'),
});

export const BULK_LIMIT = 100;

export const BulkOrdersSchema = z.object({
  orderIds: z
    .array(z.string().regex(ORDER_ID, 'each order id must be 24 hex characters'))
    .min(1, 'orderIds must list at least one order')
    .max(BULK_LIMIT, `orderIds must list at most ${BULK_LIMIT} orders`),
});

/** ?ids=a,b,c (repeated ids= are joined by the caller). */
export const PackingSlipQuerySchema = z.object({
  ids: z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(BulkOrdersSchema.shape.orderIds),
});

/** Staff's answer to a failed delivery, sent to the courier with their words. */
export const NdrActionSchema = z.object({
  action: z.enum(['re-attempt', 'return'], { error: "action must be 're-attempt' or 'return'" }),
  comments: z.string().trim().min(3, 'comments must tell the courier what to do (at least 3 characters)').max(200, 'comments must be at most 200 characters'),
});
