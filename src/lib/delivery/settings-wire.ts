import { z } from 'zod';
import { fromPaise, toPaise } from '../money';
import type { DeliverySettings } from './settings';
import { ZoneRowsSchema } from './zone-rows';

/** The delivery settings as the console sends and reads them: money in rupees, as everywhere on the wire. */
const rupees = z.number().min(0, 'Use an amount of at least ₹0').max(10_000_000, 'Use a smaller amount');

export const DeliverySettingsWireSchema = z.strictObject({
  source: z.enum(['zones', 'shiprocket']).describe("where delivery dates and AWBs come from: the merchant's zones, or live Shiprocket"),
  /** The zones table: each row's covers (PIN codes, states, rest of India), days and COD. */
  zones: ZoneRowsSchema,
  holidays: z.array(z.string()),
  codMin: rupees,
  codMax: rupees.nullable(),
  blockedPincodes: z.array(z.string()),
  blockedMobiles: z.array(z.string()),
  rtoLimit: z.number().int(),
  /** Rupees; null for no COD charge. Optional so an older console page still saves. */
  codFee: rupees.nullable().optional(),
  prepaidDiscountPercent: z.number().optional(),
  /** Who ships free; null for nobody. Optional so an older console page still saves (the rule stays as it was). */
  freeShipping: z
    .strictObject({ states: z.array(z.string()), payment: z.enum(['online', 'any']), minOrder: rupees })
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
