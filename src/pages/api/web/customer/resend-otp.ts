import { route } from '../../../../server/http/route';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { resendOtp } from '../../../../server/auth/accounts';
import { ResendOtpRequestSchema } from '../../../../lib/validation/account';

/** A new challenge replaces the previous one; the answer carries its session_id. */
export const POST = route(async ({ request, clientAddress }) => {
  const { mobileNumber } = await readBody(request, ResendOtpRequestSchema);
  return ok(await resendOtp(mobileNumber, clientAddress), 'OTP resent successfully', PRIVATE_HEADERS);
});
