import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { getShippingCost, ShippingCostBodySchema, ShippingCostSchema } from '#server/catalog';
import { operation } from '#server/openapi';

export const POST = route(async ({ request }) => {
  const { weight } = await readBody(request, ShippingCostBodySchema);
  return ok(await getShippingCost(weight), 'Shipping cost');
});

export const openapi = operation({ method: 'POST', summary: 'Shipping rates for a cart weight in grams', tag: 'orders', body: ShippingCostBodySchema, response: ShippingCostSchema, errors: [422] });
