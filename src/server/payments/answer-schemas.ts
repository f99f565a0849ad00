import { z } from 'zod';
import type { CallbackResult } from './handle-callback';

/** The `data` of POST /api/web/payment/callback/{gateway}. */
export const CallbackResultSchema = z.strictObject({
  applied: z.boolean().describe('the message moved the payment on'),
  duplicate: z.boolean().describe('the same message was already processed'),
  ignored: z.boolean().describe('a genuine message that is not about collecting an order payment'),
}) satisfies z.ZodType<CallbackResult>;
