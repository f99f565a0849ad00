import { z } from 'zod';
import { RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from '#lib/returns/return-types';

/** The `data` of the shopper's return operations, as the OpenAPI document lists them. */
const StepSchema = z.object({ kind: z.string(), label: z.string(), at: z.string() });

export const ShopperReturnSchema = z.object({
  id: z.string(),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  status: z.enum(RETURN_STATUSES),
  rejectionReason: z.string().nullable(),
  refundMethod: z.enum(['original', 'upi', 'bank']).nullable(),
  payoutMasked: z.string().nullable().meta({ description: 'The refund account, masked (UPI me••••@okbank, Bank account ••••1234)' }),
  pickup: z.object({ courier: z.string(), awb: z.string(), trackingUrl: z.string() }).nullable(),
  refundAmount: z.number().nullable().meta({ description: 'Rupees refunded' }),
  creditNoteNumber: z.string().nullable(),
  exchangeOrderId: z.string().nullable(),
  lines: z.array(z.object({ orderItemId: z.string(), productName: z.string(), colorName: z.string(), sizeName: z.string(), quantity: z.number().int(), exchangeLabel: z.string().nullable() })),
  steps: z.array(StepSchema),
});

export const ReturnOptionsAnswerSchema = z.object({
  refusal: z.string().nullable(),
  windowDays: z.number().int(),
  closesAt: z.string().nullable(),
  paymentMethod: z.number().int(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      productName: z.string(),
      colorName: z.string(),
      sizeName: z.string(),
      quantity: z.number().int(),
      image: z.string(),
      choices: z.array(z.object({ sizeId: z.string(), label: z.string(), soldOut: z.boolean(), differencePaise: z.number().int() })),
    }),
  ),
  request: ShopperReturnSchema.nullable(),
});

export const ReturnCreatedAnswerSchema = z.object({ returnId: z.string() });

export const EvidenceAnswerSchema = z.object({ evidenceId: z.string(), contentType: z.string(), bytes: z.number().int() });

export const EligibleOrdersAnswerSchema = z.array(z.object({ orderId: z.string(), deliveredAt: z.string(), closesAt: z.string() }));
