import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { getShippingCost } from '../../../../server/catalog';
import { ShippingCostBodySchema } from '../../../../server/catalog/schemas';

export const POST = route(async ({ request }) => {
  const { weight } = await readBody(request, ShippingCostBodySchema);
  return ok(await getShippingCost(weight), 'Shipping cost');
});
