import './zod-jitless';
import { z } from 'zod';
import { idSchema } from './id';
import { CANCEL_REASON_MAX } from '../order-cancel';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** My Account's 'Cancel order': which order, and the shopper's reason if they give one. */
export const CancelOwnOrderSchema = z.object({
  orderId: idSchema('must be an order _id'),
  reason: z.preprocess(blankToUndefined, z.string().trim().max(CANCEL_REASON_MAX, `Keep the reason to ${CANCEL_REASON_MAX} characters or fewer`).optional()),
});

export type CancelOwnOrderInput = z.infer<typeof CancelOwnOrderSchema>;
