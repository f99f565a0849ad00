import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';

/** Inputs of the merchant's stock routes. Counts are whole units; a shelf never holds fewer than none. */
const MAX_UNITS = 1_000_000;
const units = (label: string) =>
  labelled(
    label,
    z
      .number({ error: `${label} must be a whole number of units` })
      .int(`${label} must be a whole number of units`)
      .min(0, `${label} cannot be negative`)
      .max(MAX_UNITS, `${label} must be at most ${MAX_UNITS.toLocaleString('en-IN')}`),
  );

const reason = labelled('Reason', z.string().trim().min(1, 'Say why the count changes').max(200, 'Reason must be at most 200 characters'));

export const StockEditSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('set'), onHand: units('On hand'), reason: reason.optional() }),
  z.object({
    mode: z.literal('add'),
    change: labelled(
      'Add or remove',
      z
        .number({ error: 'Add or remove must be a whole number of units' })
        .int('Add or remove must be a whole number of units')
        .min(-MAX_UNITS, `Add or remove must be at least -${MAX_UNITS.toLocaleString('en-IN')}`)
        .max(MAX_UNITS, `Add or remove must be at most ${MAX_UNITS.toLocaleString('en-IN')}`)
        .refine((n) => n !== 0, 'Add or remove must add or remove at least one unit'),
    ),
    reason,
  }),
], { error: 'Choose whether to set the count or add to it' });
export type StockEdit = z.infer<typeof StockEditSchema>;

export const ThresholdSchema = z.object({ lowStockThreshold: units('Low stock threshold') });

export const StockQuerySchema = z.object({
  q: labelled('Search', z.string().trim().max(100, 'Search must be at most 100 characters').optional()),
  low: labelled('Low stock only', z.enum(['1'], { error: 'Low stock only must be on or off' }).optional()),
  page: labelled('Page', z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000, 'Page must be at most 10000').default(1)),
});
export type StockQuery = z.infer<typeof StockQuerySchema>;

export const StockSettingsSchema = z.object({ hideSoldOut: labelled('Hide sold-out products', z.boolean({ error: 'Hide sold-out products must be on or off' })) }).strict();
