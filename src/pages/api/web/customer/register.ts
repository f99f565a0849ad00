import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { clientAddressOf } from '#server/platform/http/client-address';
import { LanguageHeaderSchema, pageLanguageOf } from '#server/platform/http/shop-language';
import { register, OtpSessionSchema } from '#server/auth';
import { RegisterRequestSchema } from '#lib/validation/account';
import { operation } from '#server/openapi';

/** 409 when the number already has an account; otherwise creates it and sends an OTP. */
export const POST = route(async (ctx) => {
  const input = await readBody(ctx.request, RegisterRequestSchema);
  return ok(await register(input, clientAddressOf(ctx), pageLanguageOf(ctx.request)), 'Account created. OTP sent to your mobile number');
});

export const openapi = operation({ method: 'POST', summary: 'Create a customer and send a one-time code (409 when the number exists)', tag: 'customer', headers: LanguageHeaderSchema, body: RegisterRequestSchema, response: OtpSessionSchema, errors: [409, 429, 502] });
