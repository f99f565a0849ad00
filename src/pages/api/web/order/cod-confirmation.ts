import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody, readQuery } from '#server/platform/http/body';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { answerLink, linkOrderView } from '#server/workflows';
import { operation } from '#server/openapi';
import { CodAnswerSchema, CodTokenQuerySchema } from '#lib/validation/cod-confirmation';

/** The signed link in a COD order's confirmation message: no sign-in, the token is the key. */
export const GET = route(async (ctx) => {
  const { token } = readQuery(ctx.url, CodTokenQuerySchema);
  return ok(await linkOrderView(token), 'OK', PRIVATE_HEADERS);
});

export const POST = route(async (ctx) => {
  const { token, decision } = await readBody(ctx.request, CodAnswerSchema);
  const answer = await answerLink(token, decision);
  return ok(answer, decision === 'confirm' ? 'Order confirmed' : 'Order cancelled', PRIVATE_HEADERS);
});

const LineSchema = z.object({ productName: z.string(), colorName: z.string(), sizeName: z.string(), quantity: z.number().int(), lineTotalPaise: z.number().int() });

export const openapi = [
  operation({
    method: 'GET',
    summary: 'The order a cash-on-delivery confirmation link is about; 410 when the link is forged, used or expired',
    tag: 'orders',
    query: CodTokenQuerySchema,
    response: z.object({
      number: z.string(),
      status: z.string(),
      placedAt: z.string(),
      totalPaise: z.number().int(),
      shippingPaise: z.number().int(),
      codFeePaise: z.number().int().describe("the cash-on-delivery charge, its own line of the total; 0 for none"),
      deliverTo: z.string(),
      lines: z.array(LineSchema),
    }),
    errors: [410],
  }),
  operation({
    method: 'POST',
    summary: 'Confirm or cancel a cash-on-delivery order with its signed, single-use link; 410 when the link is forged, used or expired',
    tag: 'orders',
    body: CodAnswerSchema,
    response: z.object({ number: z.string(), status: z.string() }),
    errors: [410],
  }),
];
