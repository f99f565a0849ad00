import { z } from 'zod';

/** Inputs of the merchant's stock routes. Counts are whole units; a shelf never holds fewer than none. */
const MAX_UNITS = 1_000_000;
const units = z
  .number({ error: 'must be a whole number of units' })
  .int('must be a whole number of units')
  .min(0, 'cannot be negative')
  .max(MAX_UNITS, `must be at most ${MAX_UNITS.toLocaleString('en-IN')}`);

const reason = z.string().trim().min(1, 'say why the count changes').max(200, 'must be at most 200 characters');

export const StockEditSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('set'), onHand: units, reason: reason.optional() }),
  z.object({
    mode: z.literal('add'),
    change: z
      .number({ error: 'must be a whole number of units' })
      .int('must be a whole number of units')
      .min(-MAX_UNITS)
      .max(MAX_UNITS)
      .refine((n) => n !== 0, 'must add or remove at least one unit'),
    reason,
  }),
]);
export type StockEdit = z.infer<typeof StockEditSchema>;

export const ThresholdSchema = z.object({ lowStockThreshold: units });

export const StockQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  low: z.enum(['1']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StockQuery = z.infer<typeof StockQuerySchema>;

export const StockSettingsSchema = z.object({ hideSoldOut: z.boolean({ error: 'must be true or false' }) }).strict();
