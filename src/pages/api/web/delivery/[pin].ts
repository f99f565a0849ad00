import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readParams, readQuery } from '#server/platform/http/body';
import { bearerToken, customerForToken } from '#server/auth';
import { deliveryQuote } from '#server/courier';
import { DeliveryAnswerSchema, DeliveryQuerySchema, PincodeParamSchema } from '#server/delivery';
import { operation } from '#server/openapi';
import { toPaise } from '#lib/money';

/**
 * When a parcel reaches a PIN code and whether it may be paid on delivery. Anyone may ask (the
 * product page's 'Check delivery'); with a session the customer's own COD history counts too.
 */
export const GET = route(async ({ params, url, request }) => {
  const { pin } = readParams(params, PincodeParamSchema);
  const { subtotal } = readQuery(url, DeliveryQuerySchema);
  const token = bearerToken(request);
  const customer = token ? await customerForToken(token) : null;
  const q = await deliveryQuote({ pincode: pin, goodsPaise: toPaise(subtotal ?? 0), customerId: customer?.id ?? null, mobile: customer?.mobileNumber ?? null });
  return ok({
    pincode: pin,
    serviceable: q.serviceable,
    prepaidDate: q.prepaidDate,
    codDate: q.codDate,
    codAvailable: q.serviceable && q.codReason === null,
    codReason: q.codReason,
  });
});

export const openapi = operation({
  method: 'GET',
  summary: 'Delivery dates for a PIN code (prepaid and cash on delivery) and whether cash on delivery is offered, with the reason when not',
  tag: 'orders',
  params: PincodeParamSchema,
  query: DeliveryQuerySchema,
  response: DeliveryAnswerSchema,
});
