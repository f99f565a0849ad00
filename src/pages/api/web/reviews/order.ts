import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readQuery } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { clockNow } from '#server/platform/clock';
import { OrderIdQuerySchema } from '#server/orders';
import { operation } from '#server/openapi';
import { ownReviewForm, ReviewFormAnswerSchema } from '#server/reviews';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = readQuery(ctx.url, OrderIdQuerySchema);
  return ok(await ownReviewForm(customer.id, orderId, new Date(clockNow())), 'OK', PRIVATE_HEADERS);
});

export const openapi = operation({
  method: 'GET',
  summary: 'One of your delivered orders’ lines with your review of each (and why staff rejected one), for the review form in My Account; 404 for an order not yours or not delivered',
  tag: 'reviews',
  auth: true,
  query: OrderIdQuerySchema,
  response: ReviewFormAnswerSchema,
  errors: [404],
});
