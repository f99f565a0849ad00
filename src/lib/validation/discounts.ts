import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';
import { ID_PATTERN, idSchema } from './id';

/**
 * The console's discount code form (issue 29 item 1), shared by the island and the admin API.
 * Rupees arrive from the form and the server keeps paise; a percentage's value is whole percent.
 * Times are the shop's clock, India time, as a datetime-local input gives them; empty means none.
 */
export const DISCOUNT_KINDS = { percent: 'Percentage off', flat: 'Flat amount off (₹)', freeShipping: 'Free shipping' } as const;
export type DiscountKindInput = keyof typeof DISCOUNT_KINDS;

const rupees = (label: string) =>
  labelled(
    label,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be 0 or more`)
      .max(1_000_000, `${label} must be under ₹10,00,000`)
      .refine((r) => Number.isInteger(Math.round(r * 100 * 1e6) / 1e6), `${label} must be in rupees with at most 2 decimals`),
  );

const optionalWhole = (label: string) =>
  labelled(label, z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(1, `${label} must be 1 or more, or left empty for no limit`).max(10_000_000, `${label} must be under 1,00,00,000`).nullable().default(null));

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const when = (label: string) =>
  labelled(
    label,
    z
      .string({ error: `${label} must be a date and time` })
      .refine((s) => s === '' || (LOCAL_TIME.test(s) && !Number.isNaN(Date.parse(`${s}:00+05:30`))), `${label} must be a date and time, like 2025-10-20T09:00`)
      .transform((s) => (s === '' ? null : new Date(`${s}:00+05:30`)))
      .default(null),
  );

const ids = (label: string, what: string) =>
  labelled(label, z.array(z.string({ error: `${label} must be chosen from the list` }).regex(ID_PATTERN, `${label} must be chosen from the list`), { error: `${label} must be a list of ${what}` }).max(200, `${label} can hold at most 200 ${what}`).default([]));

const yesNo = (label: string, fallback: boolean) => labelled(label, z.boolean({ error: `${label} must be yes or no` }).default(fallback));

export const DiscountInputSchema = z
  .object({
    code: labelled(
      'Code',
      z
        .string({ error: 'Code must be text' })
        .trim()
        .regex(/^[A-Za-z0-9_-]{3,30}$/, 'Code must be 3 to 30 letters, digits, hyphens or underscores, like FIRST100')
        .transform((s) => s.toUpperCase()),
    ),
    kind: labelled('Kind', z.enum(Object.keys(DISCOUNT_KINDS) as [DiscountKindInput, ...DiscountKindInput[]], { error: 'Kind must be percentage, flat amount or free shipping' })),
    value: labelled('Value', z.number({ error: 'Value must be a number' }).min(0, 'Value must be 0 or more').max(1_000_000, 'Value must be under 10,00,000').default(0)),
    cap: rupees('Cap (₹)').nullable().default(null),
    minOrder: rupees('Minimum order (₹)').default(0),
    startsAt: when('Starts'),
    endsAt: when('Ends'),
    totalUses: optionalWhole('Total uses'),
    usesPerCustomer: optionalWhole('Uses per customer'),
    firstOrderOnly: yesNo('First order only', false),
    productIds: ids('Products', 'products'),
    categoryIds: ids('Categories', 'categories'),
    combinesWithOffers: yesNo('Combines with Buy N offers', true),
    paused: yesNo('Paused', false),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.kind === 'percent' && d.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value must be 100 or less for a percentage' });
    if (d.kind === 'percent' && !Number.isInteger(d.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value must be a whole percent for a percentage' });
    if (d.kind !== 'freeShipping' && d.value <= 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value must be more than 0' });
    if (d.kind === 'flat' && !Number.isInteger(Math.round(d.value * 100 * 1e6) / 1e6)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value must be in rupees with at most 2 decimals' });
    if (d.cap !== null && d.kind !== 'percent') ctx.addIssue({ code: 'custom', path: ['cap'], message: 'Cap (₹) applies to a percentage only: leave it empty' });
    if (d.startsAt && d.endsAt && d.endsAt <= d.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Ends must be after Starts' });
  });
export type DiscountInput = z.infer<typeof DiscountInputSchema>;

export const DiscountIdParamSchema = labelled('Discount code', idSchema('Discount code must be a discount code id'));

export const DiscountPauseSchema = z.object({ paused: yesNo('Paused', true) }).strict();
