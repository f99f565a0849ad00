import './zod-jitless';
import { z } from 'zod';

/**
 * Address form rules with the spec's own messages (section 5). The Add New Address dialog shows
 * them on touch and the server applies the same schema, so both say the same words. Whether the
 * state belongs to the country is checked on the server, which holds the state lists.
 */
export const ADDRESS_MESSAGES = {
  contactPerson: 'Contact person required',
  doorNo: 'Door number is required',
  address: 'Street address is required',
  pincodeLength: 'PIN Code must be 6 digits',
  pincodeDigits: 'PIN Code must contain exactly 6 digits',
  city: 'City/Town is required',
  district: 'District is required',
  state: 'State is required',
  country: 'Country is required',
  mobile: 'Mobile number must be 10 digits',
} as const;

export const DEFAULT_COUNTRY = 'India';

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Use at most ${max} characters`);

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const AddressFieldSchemas = {
  contactPerson: required(ADDRESS_MESSAGES.contactPerson, 80),
  doorNo: required(ADDRESS_MESSAGES.doorNo, 60),
  address: z
    .string({ error: ADDRESS_MESSAGES.address })
    .trim()
    .min(5, ADDRESS_MESSAGES.address)
    .max(200, 'Use at most 200 characters'),
  landmark: z.preprocess(blankToUndefined, z.string().trim().max(120, 'Use at most 120 characters').optional()),
  pincode: z
    .string({ error: ADDRESS_MESSAGES.pincodeLength })
    .trim()
    .regex(/^\d*$/, ADDRESS_MESSAGES.pincodeDigits)
    .length(6, ADDRESS_MESSAGES.pincodeLength),
  city: required(ADDRESS_MESSAGES.city, 80),
  district: required(ADDRESS_MESSAGES.district, 80),
  state: required(ADDRESS_MESSAGES.state, 80),
  country: required(ADDRESS_MESSAGES.country, 80),
  mobile: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{10}$/, ADDRESS_MESSAGES.mobile)
      .optional(),
  ),
};

export const AddressInputSchema = z.object(AddressFieldSchemas);

export type AddressInput = z.infer<typeof AddressInputSchema>;
export type AddressField = keyof typeof AddressFieldSchemas;

/** The first message for one field's value, or null when it is fine (the dialog shows it on touch). */
export function addressFieldError(field: AddressField, value: unknown): string | null {
  const result = AddressFieldSchemas[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
