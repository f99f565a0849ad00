import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { clientAddressOf } from '#server/platform/http/client-address';
import { LanguageHeaderSchema, pageLanguageOf } from '#server/platform/http/shop-language';
import { verifyOtp, SignedInSchema } from '#server/auth';
import { OtpVerifyRequestSchema } from '#lib/validation/account';
import { operation } from '#server/openapi';

export const POST = route(async (ctx) => {
  const input = await readBody(ctx.request, OtpVerifyRequestSchema);
  return ok(await verifyOtp(input, clientAddressOf(ctx), pageLanguageOf(ctx.request)), 'Successfully logged in!');
});

export const openapi = operation({ method: 'POST', summary: 'Check the one-time code; returns data.token', tag: 'customer', headers: LanguageHeaderSchema, body: OtpVerifyRequestSchema, response: SignedInSchema, errors: [401, 429] });
