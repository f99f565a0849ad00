import './zod-jitless';
import { z } from 'zod';
import { ID_PATTERN } from './id';
import { labelled } from './labels';

/**
 * Inputs of the console's order screens: the queue's filters (query parameters, so strings
 * arrive and are coerced), and the bodies of the order actions. Each field carries the label
 * staff see and messages in its words (labels.ts), because staff read them beside the form.
 */
const ORDER_ID = ID_PATTERN;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = (field: string) =>
  labelled(
    field,
    z
      .string()
      .regex(DAY, `${field} must be a date written YYYY-MM-DD`)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${field} must be a real calendar date`),
  );

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
    status: labelled('Status', z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string()
        .regex(/^[1-8](,[1-8]){0,7}$/, 'Status must be an order status from 1 to 8, or several separated by commas')
        .transform((list) => list.split(',').map(Number))
        .optional(),
    )),
    method: labelled('Payment method', optionalInt(1, 2, 'Payment method must be 1 (Cash on Delivery) or 2 (Online Payment)')),
    payment: labelled('Payment status', optionalInt(1, 6, 'Payment status must be a payment status from 1 to 6')),
    from: z.preprocess((v) => (v === '' ? undefined : v), day('From').optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), day('To').optional()),
    q: labelled('Search', z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(60, 'Search must be at most 60 characters').optional())),
    work: labelled('Work list', z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(WORK_LIST_NAMES, { error: "Work list must be one of the home page's lists (to pack, paid today)" }).optional())),
    page: labelled('Page', z.preprocess((v) => (v === '' || v === undefined ? 1 : v), z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000, 'Page must be at most 10000'))),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'To must be the same day as From or later' });

export type OrderQueueQuery = z.infer<typeof OrderQueueQuerySchema>;

export const OrderIdParamSchema = z.object({ id: labelled('Order id', z.string().regex(ORDER_ID, 'Order id must be 24 hex characters, as in the order page\'s address')) });

/** AWB numbers of Indian couriers are 8 to 20 letters and digits. */
export const AWB_PATTERN = /^[A-Za-z0-9]{8,20}$/;

export const ShipOrderSchema = z.object({
  courier: labelled('Courier', z.string().trim().min(2, 'Courier must name the courier company').max(60, 'Courier must be at most 60 characters')),
  awb: labelled('AWB number', z.string().trim().regex(AWB_PATTERN, 'AWB number must be 8 to 20 letters or digits')),
  trackingUrl: labelled('Tracking link', z
    .string()
    .trim()
    .max(500, 'Tracking link must be at most 500 characters')
    .refine((s) => {
      try {
        const u = new URL(s);
        return u.protocol === 'https:' && u.hostname.includes('.');
      } catch {
        return false;
      }
    }, "Tracking link must be a full https:// link to the courier's tracking page")),
});

export type ShipOrderInput = z.infer<typeof ShipOrderSchema>;

export const CancelOrderSchema = z.object({
  reason: labelled('Reason for cancelling', z.string().trim().min(3, 'Reason for cancelling must say why (at least 3 characters)').max(500, 'Reason for cancelling must be at most 500 characters')),
});

export const OrderMoveNoteSchema = z.object({
  note: labelled('Note', z.string().trim().max(500, 'Note must be at most 500 characters').optional()),
});

export const OrderNoteSchema = z.object({
  body: labelled('Note', z.string().trim().min(1, 'Note must not be empty').max(2000, 'Note must be at most 2000 characters')),
});

export const BULK_LIMIT = 100;

export const BulkOrdersSchema = z.object({
  orderIds: labelled('Orders', z
    .array(z.string().regex(ORDER_ID, 'Orders: each order id must be 24 hex characters'))
    .min(1, 'Orders: choose at least one order')
    .max(BULK_LIMIT, `Orders: choose at most ${BULK_LIMIT} orders`)),
});

/** ?ids=a,b,c (repeated ids= are joined by the caller). */
export const PackingSlipQuerySchema = z.object({
  ids: labelled('Orders', z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(BulkOrdersSchema.shape.orderIds)),
});

/** Staff's answer to a failed delivery, sent to the courier with their words. */
export const NdrActionSchema = z.object({
  action: labelled('What the courier should do', z.enum(['re-attempt', 'return'], { error: 'What the courier should do must be: deliver again, or return the parcel' })),
  comments: labelled('Instructions for the courier', z.string().trim().min(3, 'Instructions for the courier must say what to do (at least 3 characters)').max(200, 'Instructions for the courier must be at most 200 characters')),
});
