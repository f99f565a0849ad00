import { adminRoute } from '#server/app/http/admin-route';
import { readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { getOrderDetail } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.read';

export const GET = adminRoute(permission, async (ctx) => ok(await getOrderDetail(readParams(ctx.params, OrderIdParamSchema).id)));
