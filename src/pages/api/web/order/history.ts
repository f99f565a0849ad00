import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { requireCustomer } from '#server/auth';
import { listOwnOrders, OrderSchema } from '#server/orders';
import { z } from 'zod';
import { operation } from '#server/openapi';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  return ok(await listOwnOrders(customer.id), 'OK');
});

export const openapi = operation({ method: 'GET', summary: "The signed-in customer's orders, newest first", tag: 'orders', auth: true, response: z.array(OrderSchema) });
