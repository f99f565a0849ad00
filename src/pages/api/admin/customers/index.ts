import { adminRoute } from '#server/app/http/admin-route';
import { parseWith } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { listCustomers, CustomerQuerySchema } from '#server/customers';
import type { Permission } from '#server/staff';

export const prerender = false;
export const permission: Permission = 'customers.read';

/** Customers newest first, 25 a page; `q` searches the name or the mobile number. */
export const GET = adminRoute(permission, async (ctx) => {
  const input = parseWith(CustomerQuerySchema, Object.fromEntries(ctx.url.searchParams), 'query');
  return ok(await listCustomers(input));
});
