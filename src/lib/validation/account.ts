import './zod-jitless';
import { z } from 'zod';
import { idSchema } from './id';

/**
 * Field rules for signing in and signing up, with the spec's own messages. The server routes
 * and the login dialog both use these, so a shopper sees the same words whichever catches it.
 */
export const MOBILE_LENGTH = 10;
export const OTP_LENGTH = 4;

export const MOBILE_LENGTH_MESSAGE = 'Mobile number must be 10 digits';
export const MOBILE_DIGITS_MESSAGE = 'Only 10-digit numbers allowed';
export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const EMAIL_INVALID_MESSAGE = 'Invalid email address';
export const OTP_MESSAGE = 'OTP must be 4 digits';

/**
 * What the mobile field shows and keeps while a shopper types. India's +91 country code and the
 * trunk 0 are dropped as they are recognised ('+91 97123 45601' keeps 9712345601), so the field
 * shows '+', '+9' or '+91' only while that prefix is still being typed. `refused` tells that a
 * letter or an eleventh digit was typed and left out.
 */
export function readMobileInput(raw: string): { shown: string; digits: string; refused: boolean } {
  const compact = raw.replace(/[\s()-]/g, '');
  const refused = /[^\d+]/.test(compact);
  if (/^\+9?1?$/.test(compact) && compact !== '') return { shown: compact, digits: '', refused };
  let digits = compact.replace(/\D/g, '');
  if (compact.startsWith('+91') || (digits.length > MOBILE_LENGTH && digits.startsWith('91'))) digits = digits.slice(2);
  digits = digits.replace(/^0+/, '');
  const kept = digits.slice(0, MOBILE_LENGTH);
  return { shown: kept, digits: kept, refused: refused || digits.length > MOBILE_LENGTH };
}

export const MobileNumberSchema = z
  .string({ error: MOBILE_LENGTH_MESSAGE })
  .trim()
  .regex(/^\d*$/, MOBILE_DIGITS_MESSAGE)
  .length(MOBILE_LENGTH, MOBILE_LENGTH_MESSAGE);

export const NameSchema = z
  .string({ error: NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(80, 'Name must be at most 80 characters');

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '') || v === null ? undefined : v;

/** Optional: an empty field means "no email", anything else must look like an address. */
export const EmailSchema = z.preprocess(
  (v) => {
    const cleaned = blankToUndefined(v);
    return typeof cleaned === 'string' ? cleaned.trim() : cleaned;
  },
  z.email({ error: EMAIL_INVALID_MESSAGE }).max(254, EMAIL_INVALID_MESSAGE).optional(),
);

export const OtpSchema = z.string({ error: OTP_MESSAGE }).regex(/^\d{4}$/, OTP_MESSAGE);

/** The OTP challenge id handed to the client as `session_id`. */
export const SessionIdSchema = idSchema('session_id is not valid: ask for a new OTP.', 'session_id is required: ask for a new OTP.');

export const LoginRequestSchema = z.object({ mobileNumber: MobileNumberSchema });

export const RegisterRequestSchema = z.object({
  name: NameSchema,
  emailId: EmailSchema,
  mobileNumber: MobileNumberSchema,
});

export const OtpVerifyRequestSchema = z.object({
  mobileNumber: MobileNumberSchema,
  otp: OtpSchema,
  session_id: SessionIdSchema,
});

export const ResendOtpRequestSchema = z.object({ mobileNumber: MobileNumberSchema });

export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
export type OtpVerifyRequest = z.infer<typeof OtpVerifyRequestSchema>;

/** The customer as the API shows it (spec: name, mobile number and email). */
export type CustomerProfile = {
  _id: string;
  name: string;
  mobileNumber: string;
  emailId: string | null;
  email: string | null;
};
