import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { clientAddressOf } from '#server/platform/http/client-address';
import { LanguageHeaderSchema, pageLanguageOf } from '#server/platform/http/shop-language';
import { requestLogin, OtpSessionSchema } from '#server/auth';
import { LoginRequestSchema } from '#lib/validation/account';
import { operation } from '#server/openapi';

/** 404 for an unknown number (the dialog then offers Sign Up); otherwise an OTP goes out. */
export const POST = route(async (ctx) => {
  const { mobileNumber } = await readBody(ctx.request, LoginRequestSchema);
  return ok(await requestLogin(mobileNumber, clientAddressOf(ctx), pageLanguageOf(ctx.request)), 'OTP sent to your mobile number');
});

export const openapi = operation({ method: 'POST', summary: 'Send a one-time code to a registered number (404 when unknown)', tag: 'customer', headers: LanguageHeaderSchema, body: LoginRequestSchema, response: OtpSessionSchema, errors: [404, 429, 502] });
