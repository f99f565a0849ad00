import { z } from 'zod';
import type { CustomerProfile } from '#lib/validation/account';

/** The `data` of the customer routes' answers (see src/server/catalog/answer-schemas.ts for why strict). */
export const OtpSessionSchema = z.strictObject({
  session_id: z.string().describe('send it back with the code to /customer/otp-verify'),
});

export const CustomerProfileSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
  emailId: z.string().nullable(),
  email: z.string().nullable(),
}) satisfies z.ZodType<CustomerProfile>;

export const SignedInSchema = z.strictObject({
  token: z.string().describe('send as Authorization: Bearer <token>'),
  customer: CustomerProfileSchema,
});
