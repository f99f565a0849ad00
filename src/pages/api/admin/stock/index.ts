import { adminRoute } from '#server/app/http/admin-route';
import { readQuery } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { listStock } from '#server/stock';
import type { Permission } from '#server/staff';
import { StockQuerySchema } from '#lib/validation/stock';

export const prerender = false;
export const permission: Permission = 'stock.read';

export const GET = adminRoute(permission, async (ctx) => ok(await listStock(readQuery(ctx.url, StockQuerySchema))));
