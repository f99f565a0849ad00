import { z } from 'zod';
import type { RecordResult } from './record';

/** The `data` of the /api/web/pixel/* answers. */
export const RecordResultSchema = z.strictObject({
  received: z.number().int(),
  stored: z.number().int().describe('fewer than received when an event was already stored'),
}) satisfies z.ZodType<RecordResult>;
