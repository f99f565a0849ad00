import { route } from '../../../../server/http/route';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { verifyOtp } from '../../../../server/auth/accounts';
import { OtpVerifyRequestSchema } from '../../../../lib/validation/account';

export const POST = route(async ({ request }) => {
  const input = await readBody(request, OtpVerifyRequestSchema);
  return ok(await verifyOtp(input), 'Successfully logged in!', PRIVATE_HEADERS);
});
