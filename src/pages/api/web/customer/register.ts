import { route } from '../../../../server/http/route';
import { PRIVATE_HEADERS } from '../../../../server/http/cache-headers';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { register } from '../../../../server/auth/accounts';
import { RegisterRequestSchema } from '../../../../lib/validation/account';

/** 409 when the number already has an account; otherwise creates it and sends an OTP. */
export const POST = route(async ({ request, clientAddress }) => {
  const input = await readBody(request, RegisterRequestSchema);
  return ok(await register(input, clientAddress), 'Account created. OTP sent to your mobile number', PRIVATE_HEADERS);
});
