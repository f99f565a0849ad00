import './zod-jitless';
import { z } from 'zod';
import { idSchema } from './id';
import { labelled } from './labels';
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

export const ReturnIdParamSchema = z.object({ id: labelled('Return id', idSchema('Return id must be 24 hex characters, as in the return page’s address')) });

export const RejectReturnSchema = z.object({
  reason: labelled('Reason', z.string().trim().min(3, 'Write the reason the shopper will read (at least 3 characters).').max(300, 'Reason must be at most 300 characters.')),
});

export const ReturnPickupSchema = z.object({
  courier: labelled('Courier', z.string().trim().min(2, 'Courier must be the courier’s name').max(60, 'Courier must be at most 60 characters')),
  awb: labelled('AWB number', z.string().trim().regex(/^[A-Za-z0-9]{8,20}$/, 'AWB number must be 8 to 20 letters or digits')),
  trackingUrl: labelled('Tracking link', z.url({ protocol: /^https$/, error: 'Tracking link must be an https link to the courier’s tracking page' })),
});
export type ReturnPickupInput = z.infer<typeof ReturnPickupSchema>;

export const ReceiveReturnSchema = z.object({
  lines: labelled(
    'Items received',
    z
      .array(
        z.object({
          orderItemId: labelled('Item', idSchema('Item must be one of the order’s lines')),
          outcome: labelled('Back on the shelf or written off', z.enum(['restock', 'writeOff'], { error: 'Say for each item whether it goes back on the shelf or is written off.' })),
        }),
      )
      .min(1, 'Say for each line whether it goes back on the shelf or is written off.'),
  ),
});
export type ReceiveReturnInput = z.infer<typeof ReceiveReturnSchema>;

const PAYOUT_REFERENCE_MESSAGE = 'UPI or bank transfer reference must be 4 to 40 characters, as your bank shows it';
const PayoutReferenceSchema = labelled('UPI or bank transfer reference', z.string().trim().min(4, PAYOUT_REFERENCE_MESSAGE).max(40, PAYOUT_REFERENCE_MESSAGE));

/** The exchange parcel, and for a cash-on-delivery exchange to a cheaper size the transfer of the difference. */
export const ShipExchangeSchema = ReturnPickupSchema.extend({ payoutReference: PayoutReferenceSchema.optional() });
export type ShipExchangeInput = z.infer<typeof ShipExchangeSchema>;

export const RefundReturnSchema = z.object({
  payoutReference: PayoutReferenceSchema.optional(),
});

const WINDOW_MESSAGE = 'Return window (days after delivery) must be a whole number of days from 1 to 90';
export const ReturnSettingsSchema = z.object({
  windowDays: labelled('Return window (days after delivery)', z.number({ error: WINDOW_MESSAGE }).int(WINDOW_MESSAGE).min(1, WINDOW_MESSAGE).max(90, WINDOW_MESSAGE)),
});

export const ReturnQueueQuerySchema = z.object({
  status: labelled('Status', z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['toActOn', 'requested', 'approved', 'rejected', 'pickupScheduled', 'received', 'exchangeShipped', 'refunded'], { error: 'Status must be one of the return statuses in the list' }).optional())),
});
