import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { clientAddressOf } from '#server/platform/http/client-address';
import { LanguageHeaderSchema, pageLanguageOf } from '#server/platform/http/shop-language';
import { requestGrievanceOtp } from '#server/legal';
import { GrievanceOtpRequestSchema } from '#lib/validation/grievance';
import { operation } from '#server/openapi';
import { OtpSessionSchema } from '#server/auth';

/** An OTP to prove the mobile number of a complaint filed without signing in. */
export const POST = route(async (ctx) => {
  const { mobileNumber } = await readBody(ctx.request, GrievanceOtpRequestSchema);
  return ok(await requestGrievanceOtp(mobileNumber, clientAddressOf(ctx), pageLanguageOf(ctx.request)), 'OTP sent to your mobile number');
});

export const openapi = operation({ method: 'POST', summary: 'Send a one-time code for filing a complaint without signing in', tag: 'grievance', headers: LanguageHeaderSchema, body: GrievanceOtpRequestSchema, response: OtpSessionSchema, errors: [429, 502] });
