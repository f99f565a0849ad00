import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readParams } from '#server/platform/http/body';
import { unknownPincode } from '#server/platform/errors';
import { lookupPincode, PincodeAnswerSchema, PincodeParamSchema } from '#server/delivery';
import { operation } from '#server/openapi';

/** The address form fills city, district and state from the PIN; the data stays on the server. */
export const GET = route(async ({ params }) => {
  const { pin } = readParams(params, PincodeParamSchema);
  const found = lookupPincode(pin);
  if (!found) throw unknownPincode();
  return ok(found, 'OK', { 'Cache-Control': 'public, max-age=86400' });
});

export const openapi = operation({
  method: 'GET',
  summary: 'City, district and state for a 6-digit PIN code (India Post directory)',
  tag: 'addresses',
  params: PincodeParamSchema,
  response: PincodeAnswerSchema,
  errors: [404],
});
