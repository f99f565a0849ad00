import { hotRoute } from '#server/app/http/hot-route';
import { json, ok } from '#server/platform/http/envelope';
import { parseWith, readBody } from '#server/platform/http/body';
import { pageLanguageOf, ShopLanguageSchema } from '#server/platform/http/shop-language';
import { customerForOrder } from '#server/auth';
import { placeThroughQueue } from '#server/workflows';
import { CreateOrderSchema, IdempotencyKeySchema } from '#lib/validation/order';
import { z } from 'zod';
import { operation } from '#server/openapi';
import { CreateOrderAnswerSchema, OrderFiguresSchema, OutOfStockSchema } from '#server/orders';

/** The place a 202 gave, sent back as it was (issue 33 item 4). */
const CheckoutTicketSchema = z.string().max(600).regex(/^[\w-]+\.[\w-]+$/, 'must be the ticket of an earlier answer, as it was given');

const QueuedSchema = z.strictObject({
  ticket: z.string().describe('send it back in the Checkout-Ticket header with the same order and Idempotency-Key'),
  position: z.number().int().describe('1 for the next order placed'),
  estimateSeconds: z.number().int().describe('from the orders placed per second in the last minute'),
});

export const POST = hotRoute('/api/web/order/create', async (ctx) => {
  const { customer, check } = await customerForOrder(ctx);
  const header = ctx.request.headers.get('idempotency-key');
  const key = header === null ? null : parseWith(IdempotencyKeySchema, header, 'Idempotency-Key header');
  const ticketHeader = ctx.request.headers.get('checkout-ticket');
  const ticket = ticketHeader === null ? null : parseWith(CheckoutTicketSchema, ticketHeader, 'Checkout-Ticket header');
  const language = pageLanguageOf(ctx.request);
  const input = await readBody(ctx.request, CreateOrderSchema);
  const outcome = await placeThroughQueue(customer, input, key, ticket, { language, session: check });
  if ('queued' in outcome) {
    return json(202, 'Many shoppers are ordering right now, so your order is in the queue. Send it again with the Checkout-Ticket header to keep your place.', outcome.queued, {
      headers: { 'Retry-After': '1' },
    });
  }
  return ok(outcome.placed, 'Order placed', outcome.turn === null ? undefined : { 'Checkout-Turn': String(outcome.turn) });
});

export const openapi = operation({
  method: 'POST',
  summary:
    'Place an order priced by the server (optional Idempotency-Key header; the same key with another body is a 422); 409 with the current figures when the client disagrees, or naming each line the shelf cannot fill; 429 past 10 orders in 10 minutes or 5 open cash-on-delivery orders; 202 with a place in the checkout queue while the shop is busy (send the order again with its Checkout-Ticket)',
  tag: 'orders',
  auth: true,
  headers: z.object({
    'idempotency-key': IdempotencyKeySchema.optional(),
    'checkout-ticket': CheckoutTicketSchema.optional(),
    'x-shop-language': ShopLanguageSchema.optional().describe("the language of the page the order is placed from (en, hi, ta); it becomes the account's, and the order's messages go out in it"),
  }),
  body: CreateOrderSchema,
  response: CreateOrderAnswerSchema,
  errors: [
    {
      status: 202,
      data: QueuedSchema,
      description: 'Not placed yet: the shop is busy and the order has a place in the checkout queue (Retry-After); send it again with the ticket, which waits for its turn',
    },
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
    410,
    422,
    429,
  ],
});
