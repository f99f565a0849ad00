import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { verifyOtp } from '../../../../server/auth/accounts';
import { PRIVATE_NO_STORE } from '../../../../server/auth/session';
import { OtpVerifyRequestSchema } from '../../../../lib/validation/account';

export const POST = route(async ({ request }) => {
  const input = await readBody(request, OtpVerifyRequestSchema);
  return ok(await verifyOtp(input), 'Successfully logged in!', PRIVATE_NO_STORE);
});
