import { z } from 'zod';
import { fromPaise, toPaise } from '../money';
import type { DeliverySettings } from './settings';
import { ZoneRowsSchema } from './zone-rows';
import { labelled } from '../validation/labels';

/** The delivery settings as the console sends and reads them: money in rupees, as everywhere on the wire. */
const rupees = (label: string) =>
  labelled(label, z.number({ error: `${label} must be a number of rupees` }).min(0, `${label} must be at least ₹0`).max(10_000_000, `${label} must be at most ₹1,00,00,000`));
const lines = (label: string, line: string) => labelled(label, z.array(z.string({ error: `${label}: each ${line} must be text` }), { error: `${label} must be a list, one ${line} per line` }));

/** Labels as the settings form shows them (DeliverySettingsForm, CourierSourceField). */
export const DeliverySettingsWireSchema = z.strictObject({
  source: labelled(
    'Delivery dates and AWBs',
    z
      .enum(['zones', 'shiprocket'], { error: 'Delivery dates and AWBs must come from your zones or from Shiprocket' })
      .describe("where delivery dates and AWBs come from: the merchant's zones, or live Shiprocket"),
  ),
  /** The zones table: each row's covers (PIN codes, states, rest of India), days and COD. */
  zones: labelled('Zones', ZoneRowsSchema),
  holidays: lines('Holidays', 'date'),
  codMin: rupees('Minimum order (₹)'),
  codMax: rupees('Maximum order (₹)').nullable(),
  blockedPincodes: lines('Blocked PIN codes', 'PIN code'),
  blockedMobiles: lines('Blocked mobile numbers', 'mobile number'),
  rtoLimit: labelled('Returned COD orders before COD is turned off', z.number({ error: 'Returned COD orders before COD is turned off must be a whole number from 0 to 10' }).int('Returned COD orders before COD is turned off must be a whole number from 0 to 10')),
  /** Rupees; null for no COD charge. Optional so an older console page still saves. */
  codFee: rupees('COD charge (₹)').nullable().optional(),
  prepaidDiscountPercent: labelled('Pay now discount (%)', z.number({ error: 'Pay now discount (%) must be a whole percent from 0 to 50' })).optional(),
  /** Who ships free; null for nobody. Optional so an older console page still saves (the rule stays as it was). */
  freeShipping: labelled(
    'Free shipping',
    z.strictObject({
      states: lines('Free shipping states', 'state'),
      payment: labelled('Free shipping payment', z.enum(['online', 'any'], { error: 'Free shipping payment must be online payments only, or online and cash on delivery' })),
      minOrder: rupees('Free from an order of (₹)'),
    }),
  )
    .nullable()
    .optional(),
});
export type DeliverySettingsWire = z.infer<typeof DeliverySettingsWireSchema>;

/** `current` fills what an older console page does not send (the free-shipping rule). */
export function settingsFromWire(w: DeliverySettingsWire, current?: DeliverySettings): Record<keyof DeliverySettings, unknown> {
  const { codMin, codMax, codFee, prepaidDiscountPercent, freeShipping, ...rest } = w;
  return {
    ...rest,
    prepaidDiscountPercent: prepaidDiscountPercent ?? 0,
    codMinPaise: toPaise(codMin),
    codMaxPaise: codMax === null ? null : toPaise(codMax),
    codFeePaise: codFee == null ? null : toPaise(codFee),
    freeShipping:
      freeShipping === undefined
        ? (current?.freeShipping ?? null)
        : freeShipping === null
          ? null
          : { states: freeShipping.states, payment: freeShipping.payment, minOrderPaise: toPaise(freeShipping.minOrder) },
  };
}

export function settingsToWire(s: DeliverySettings): DeliverySettingsWire {
  const { codMinPaise, codMaxPaise, codFeePaise, freeShipping, ...rest } = s;
  return {
    ...rest,
    codMin: fromPaise(codMinPaise),
    codMax: codMaxPaise === null ? null : fromPaise(codMaxPaise),
    codFee: codFeePaise === null ? null : fromPaise(codFeePaise),
    freeShipping: freeShipping === null ? null : { states: freeShipping.states, payment: freeShipping.payment, minOrder: fromPaise(freeShipping.minOrderPaise) },
  };
}
