import { PINCODE_PATTERN } from '#lib/validation/pincode';
import { z } from 'zod';

/** The edge schemas of the PIN code and delivery-date routes. */
export const PincodeParamSchema = z.object({
  pin: z.string().regex(PINCODE_PATTERN, 'A PIN code is 6 digits'),
});

const place = { city: z.string(), district: z.string(), state: z.string() };

export const PincodeAnswerSchema = z.strictObject({
  pincode: z.string(),
  ...place,
  candidates: z.array(z.strictObject(place)).describe('every district and state India Post lists for this PIN, most post offices first'),
});

export const DeliveryQuerySchema = z.object({
  subtotal: z.coerce.number().min(0, 'subtotal is rupees, at least 0').max(10_000_000).optional().describe('the goods total in rupees, for the COD limits'),
});

const day = z.string().nullable().describe('YYYY-MM-DD in India; null when not delivered');

export const DeliveryAnswerSchema = z.strictObject({
  pincode: z.string(),
  serviceable: z.boolean(),
  prepaidDate: day,
  codDate: day,
  codAvailable: z.boolean(),
  codReason: z.string().nullable().describe('why cash on delivery is not offered, in one plain sentence'),
});
