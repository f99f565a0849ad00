import { adminRoute } from '#server/app/http/admin-route';
import { readQuery } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { packingSlips } from '#server/orders';
import type { Permission } from '#server/staff';
import { PackingSlipQuerySchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.fulfil';

/** Packing slips for ?ids=a,b,c (the printable page is /admin/orders/packing-slips). */
export const GET = adminRoute(permission, async (ctx) => ok(await packingSlips(readQuery(ctx.url, PackingSlipQuerySchema).ids)));
