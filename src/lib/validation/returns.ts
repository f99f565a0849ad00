import './zod-jitless';
import { z } from 'zod';
import { idSchema } from './id';
import { RETURN_KINDS, RETURN_REASONS } from '../returns/return-types';

/**
 * The shopper's return or exchange request and the console's return actions. Messages name the
 * field and say what a good value looks like.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id: a handle of 2 to 256 letters, digits, dots, hyphens or underscores, '@', and the bank's 2 to 64 letters. */
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.]{1,63}$/;

const ReturnLineSchema = z.object({
  orderItemId: idSchema('must be an order line id'),
  quantity: z.number({ error: 'quantity must be a whole number from 1 to 99' }).int('quantity must be a whole number from 1 to 99').min(1, 'quantity must be a whole number from 1 to 99').max(99, 'quantity must be a whole number from 1 to 99'),
  exchangeSizeId: idSchema('must be the id of the size you want instead').optional(),
});

const PayoutSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('upi'), upiId: z.string().trim().regex(UPI_PATTERN, 'Enter a UPI id such as name@okbank.') }),
  z.object({
    method: z.literal('bank'),
    accountName: z.string().trim().min(2, 'Enter the account holder’s name.').max(80, 'The account holder’s name must be at most 80 characters.'),
    accountNumber: z.string().trim().regex(/^\d{9,18}$/, 'Enter the bank account number: 9 to 18 digits.'),
    ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, 'Enter an IFSC of 11 characters: 4 letters, a 0, then 6 letters or digits (for example SBIN0001234).'),
  }),
], { error: 'payout.method must be upi or bank' });
export type PayoutInput = z.infer<typeof PayoutSchema>;

export const ReturnRequestSchema = z
  .object({
    orderId: idSchema('must be an order _id'),
    kind: z.enum(RETURN_KINDS, { error: 'kind must be exchange or refund' }),
    reason: z.enum(RETURN_REASONS, { error: 'reason must be sizeTooSmall, sizeTooBig, damaged, wrongItem or other' }),
    note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
    lines: z.array(ReturnLineSchema).min(1, 'Choose at least one item to return.').max(50),
    payout: PayoutSchema.optional(),
    evidenceIds: z.array(idSchema('must be an uploaded file id')).max(10, 'Attach at most 10 files.').default([]),
  })
  .superRefine((r, ctx) => {
    r.lines.forEach((l, i) => {
      if (r.kind === 'exchange' && !l.exchangeSizeId) ctx.addIssue({ code: 'custom', path: ['lines', i, 'exchangeSizeId'], message: 'Choose the size or colour you want instead.' });
    });
    if (new Set(r.lines.map((l) => l.orderItemId)).size !== r.lines.length) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Name each item once.' });
  });
export type ReturnRequestInput = z.infer<typeof ReturnRequestSchema>;

export const ReturnIdParamSchema = z.object({ id: idSchema('must be a return id (24 hex characters)') });

export const RejectReturnSchema = z.object({
  reason: z.string().trim().min(3, 'Write the reason the shopper will read (at least 3 characters).').max(300, 'The reason must be at most 300 characters.'),
});

export const ReturnPickupSchema = z.object({
  courier: z.string().trim().min(2, 'courier must be the courier’s name').max(60, 'courier must be at most 60 characters'),
  awb: z.string().trim().regex(/^[A-Za-z0-9]{8,20}$/, 'awb must be 8 to 20 letters and digits'),
  trackingUrl: z.url({ protocol: /^https$/, error: 'trackingUrl must be an https link to the courier’s tracking page' }),
});
export type ReturnPickupInput = z.infer<typeof ReturnPickupSchema>;

export const ReceiveReturnSchema = z.object({
  lines: z.array(z.object({ orderItemId: idSchema('must be an order line id'), outcome: z.enum(['restock', 'writeOff'], { error: 'outcome must be restock or writeOff' }) })).min(1, 'Say for each line whether it goes back on the shelf or is written off.'),
});
export type ReceiveReturnInput = z.infer<typeof ReceiveReturnSchema>;

const PayoutReferenceSchema = z.string().trim().min(4, 'payoutReference must be the bank or UPI transfer reference (4 to 40 characters)').max(40, 'payoutReference must be the bank or UPI transfer reference (4 to 40 characters)');

/** The exchange parcel, and for a cash-on-delivery exchange to a cheaper size the transfer of the difference. */
export const ShipExchangeSchema = ReturnPickupSchema.extend({ payoutReference: PayoutReferenceSchema.optional() });
export type ShipExchangeInput = z.infer<typeof ShipExchangeSchema>;

export const RefundReturnSchema = z.object({
  payoutReference: PayoutReferenceSchema.optional(),
});

export const ReturnSettingsSchema = z.object({
  windowDays: z.number({ error: 'windowDays must be a whole number of days from 1 to 90' }).int('windowDays must be a whole number of days from 1 to 90').min(1, 'windowDays must be a whole number of days from 1 to 90').max(90, 'windowDays must be a whole number of days from 1 to 90'),
});

export const ReturnQueueQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['toActOn', 'requested', 'approved', 'rejected', 'pickupScheduled', 'received', 'exchangeShipped', 'refunded'], { error: 'Status must be one of the return statuses in the list' }).optional()),
});
