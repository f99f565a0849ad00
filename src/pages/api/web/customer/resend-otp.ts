import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { clientAddressOf } from '#server/platform/http/client-address';
import { LanguageHeaderSchema, pageLanguageOf } from '#server/platform/http/shop-language';
import { resendOtp, OtpSessionSchema } from '#server/auth';
import { ResendOtpRequestSchema } from '#lib/validation/account';
import { operation } from '#server/openapi';

/** A new challenge replaces the previous one; the answer carries its session_id. */
export const POST = route(async (ctx) => {
  const { mobileNumber } = await readBody(ctx.request, ResendOtpRequestSchema);
  return ok(await resendOtp(mobileNumber, clientAddressOf(ctx), pageLanguageOf(ctx.request)), 'OTP resent successfully');
});

export const openapi = operation({ method: 'POST', summary: 'Send a new code; returns a new data.session_id', tag: 'customer', headers: LanguageHeaderSchema, body: ResendOtpRequestSchema, response: OtpSessionSchema, errors: [404, 429, 502] });
