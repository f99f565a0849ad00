import { adminRoute } from '#server/app/http/admin-route';
import { readQuery } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { listOrderQueue } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderQueueQuerySchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.read';

/** The order queue: ?status=&method=&payment=&from=&to=&q=&page= */
export const GET = adminRoute(permission, async (ctx) => ok(await listOrderQueue(readQuery(ctx.url, OrderQueueQuerySchema))));
