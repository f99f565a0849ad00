import { route } from '../../../../server/http/route';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { requestLogin } from '../../../../server/auth/accounts';
import { LoginRequestSchema } from '../../../../lib/validation/account';

/** 404 for an unknown number (the dialog then offers Sign Up); otherwise an OTP goes out. */
export const POST = route(async ({ request, clientAddress }) => {
  const { mobileNumber } = await readBody(request, LoginRequestSchema);
  return ok(await requestLogin(mobileNumber, clientAddress), 'OTP sent to your mobile number', PRIVATE_HEADERS);
});
