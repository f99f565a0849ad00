import { hotRoute } from '#server/app/http/hot-route';
import { ok } from '#server/platform/http/envelope';
import { parseWith, readBody } from '#server/platform/http/body';
import { pageLanguageOf, ShopLanguageSchema } from '#server/platform/http/shop-language';
import { requireCustomer } from '#server/auth';
import { createOrder } from '#server/workflows';
import { CreateOrderSchema, IdempotencyKeySchema } from '#lib/validation/order';
import { z } from 'zod';
import { operation } from '#server/openapi';
import { CreateOrderAnswerSchema, OrderFiguresSchema, OutOfStockSchema } from '#server/orders';

export const POST = hotRoute('/api/web/order/create', async (ctx) => {
  const customer = await requireCustomer(ctx);
  const header = ctx.request.headers.get('idempotency-key');
  const key = header === null ? null : parseWith(IdempotencyKeySchema, header, 'Idempotency-Key header');
  const language = pageLanguageOf(ctx.request);
  const input = await readBody(ctx.request, CreateOrderSchema);
  return ok(await createOrder(customer, input, key, { language }), 'Order placed');
});

export const openapi = operation({
  method: 'POST',
  summary:
    'Place an order priced by the server (optional Idempotency-Key header; the same key with another body is a 422); 409 with the current figures when the client disagrees, or naming each line the shelf cannot fill; 429 past 10 orders in 10 minutes or 5 open cash-on-delivery orders',
  tag: 'orders',
  auth: true,
  headers: z.object({
    'idempotency-key': IdempotencyKeySchema.optional(),
    'x-shop-language': ShopLanguageSchema.optional().describe("the language of the page the order is placed from (en, hi, ta); it becomes the account's, and the order's messages go out in it"),
  }),
  body: CreateOrderSchema,
  response: CreateOrderAnswerSchema,
  errors: [
    404,
    {
      status: 409,
      data: z.union([
        OrderFiguresSchema,
        z.strictObject({ unavailable: z.array(z.number().int()).describe('indexes of the items no longer sold') }),
        OutOfStockSchema,
      ]),
      description:
        'The prices changed (data: the current figures), an item is no longer sold (data: its index), some lines are short of stock (data: each short line with what is left, and the current figures), or the same order is being placed by another request',
    },
    422,
    429,
  ],
});
