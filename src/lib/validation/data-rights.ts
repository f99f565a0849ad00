import './zod-jitless';
import { z } from 'zod';

/** Erasing is for good: the shopper types DELETE, so a stray tap cannot do it. */
export const EraseRequestSchema = z.object({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});
