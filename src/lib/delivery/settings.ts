import { PINCODE_PATTERN } from '../validation/pincode';
import { z } from 'zod';
import { labelled } from '../validation/labels';
import type { FreeShippingRule } from '../free-shipping';

/**
 * The merchant's delivery and cash-on-delivery rules (one settings row), labelled as the settings
 * form shows them (its refusals reach staff after the form's own check). Money in paise. A zone
 * covers every PIN code starting with its prefix, or, with states and an empty prefix, every
 * PIN code of those states; the empty prefix without states is the rest of India.
 */
const days = z.number().int().min(1, 'Days must be at least 1').max(30, 'Use at most 30 days');
const paise = z.number().int().min(0, 'Use an amount of at least 0');

export const FreeShippingRuleSchema = z.strictObject({
  states: labelled('Free shipping states', z.array(z.string().trim().min(2, 'A state name has at least 2 letters').max(60, 'Use at most 60 letters for a state')).max(40, 'Use at most 40 states')),
  payment: labelled('Free shipping payment', z.enum(['online', 'any'])),
  minOrderPaise: labelled('Free from an order of (₹)', z.number().int().min(0, 'Use a minimum order of at least ₹0').max(10_000_000, 'Use a smaller minimum order')),
}) satisfies z.ZodType<FreeShippingRule>;

export const ZoneSchema = z.strictObject({
  prefix: z.string().regex(/^\d{0,6}$/, 'A prefix is up to 6 digits of a PIN code (empty for the rest of India)'),
  /** States and union territories by name; left out (rows saved before states) for none. */
  states: z.array(z.string().min(2, 'A state name has at least 2 letters').max(60, 'Use at most 60 letters for a state')).max(40, 'Use at most 40 states in a zone').optional(),
  prepaidDays: days,
  codDays: days,
  codAllowed: z.boolean(),
});
export type DeliveryZone = z.infer<typeof ZoneSchema>;

export const DeliverySettingsSchema = z
  .strictObject({
    source: labelled('Delivery dates and AWBs', z.enum(['zones', 'shiprocket']).describe("where delivery dates and AWBs come from: the merchant's zones, or live Shiprocket")),
    zones: labelled('Zones', z.array(ZoneSchema).max(200, 'Use at most 200 zones')),
    holidays: labelled('Holidays', z.array(z.iso.date('A holiday is a date like 2026-12-25')).max(100, 'Use at most 100 holidays')),
    codMinPaise: labelled('Minimum order (₹)', paise),
    codMaxPaise: labelled('Maximum order (₹)', paise.nullable()),
    blockedPincodes: labelled('Blocked PIN codes', z.array(z.string().regex(PINCODE_PATTERN, 'A blocked PIN code is 6 digits')).max(5000)),
    blockedMobiles: labelled('Blocked mobile numbers', z.array(z.string().regex(/^\d{10}$/, 'A blocked mobile number is 10 digits')).max(5000)),
    /** COD orders returned to origin after which the customer pays online only (0: never). */
    rtoLimit: labelled('Returned COD orders before COD is turned off', z.number().int().min(0).max(10)),
    /** The cash-on-delivery charge added to a COD order as its own line; null for none. Defaults keep older rows readable. */
    codFeePaise: labelled('COD charge (₹)', z.number().int().min(100, 'Use a COD charge of at least ₹1, or leave it empty for none').max(100_000, 'Use a COD charge of at most ₹1,000').nullable()).default(null),
    /** Percent off the goods for a COD order switched to online payment ('Pay now and save'); 0 for none. */
    prepaidDiscountPercent: labelled('Pay now discount (%)', z.number().int('Use a whole percent').min(0, 'Use a discount of 0% or more').max(50, 'Use a discount of at most 50%')).default(0),
    /**
     * Which orders ship free (states, payment method, minimum goods value); null for none, and
     * none until the merchant sets one: the pages promise only what checkout then charges.
     */
    freeShipping: labelled('Free shipping', FreeShippingRuleSchema.nullable()).default(null),
  })
  .refine((s) => { const byPin = s.zones.filter((z) => !z.states?.length); return new Set(byPin.map((z) => z.prefix)).size === byPin.length; }, { message: 'Each zone needs its own PIN prefix', path: ['zones'] })
  .refine((s) => s.codMaxPaise === null || s.codMaxPaise >= s.codMinPaise, { message: 'The COD maximum must not be below the minimum', path: ['codMaxPaise'] });
export type DeliverySettings = z.infer<typeof DeliverySettingsSchema>;

/**
 * The demo shop's rules: all of India in 5 working days prepaid and 6 with cash on delivery,
 * COD allowed (the spec's ₹60 COD partner charge is already the difference between the COD and
 * online shipping rates, so there is no separate fee), no minimum or maximum, COD off after two
 * returns to origin, and no free shipping until the merchant offers it.
 */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  source: 'zones',
  zones: [{ prefix: '', prepaidDays: 5, codDays: 6, codAllowed: true }],
  holidays: [],
  codMinPaise: 0,
  codMaxPaise: null,
  blockedPincodes: [],
  blockedMobiles: [],
  rtoLimit: 2,
  codFeePaise: null,
  prepaidDiscountPercent: 0,
  freeShipping: null,
};

/**
 * The zone that serves a PIN code: the longest PIN prefix it starts with, else the zone naming
 * its state (India Post's, when known), else the rest of India; none means no delivery.
 */
export function matchZone(zones: readonly DeliveryZone[], pincode: string, state?: string | null): DeliveryZone | null {
  let best: DeliveryZone | null = null;
  for (const zone of zones) {
    if (zone.states?.length || zone.prefix === '') continue;
    if (pincode.startsWith(zone.prefix) && (!best || zone.prefix.length > best.prefix.length)) best = zone;
  }
  const named = state?.trim().toLowerCase();
  return (
    best ??
    (named ? zones.find((z) => z.states?.some((s) => s.toLowerCase() === named)) : undefined) ??
    zones.find((z) => z.prefix === '' && !z.states?.length) ??
    null
  );
}
