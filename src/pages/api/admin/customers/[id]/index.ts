import { adminRoute } from '#server/app/http/admin-route';
import { parseWith } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { notFound } from '#server/platform/errors';
import { customerDetail } from '#server/customers';
import type { Permission } from '#server/staff';
import { labelledId } from '#lib/validation/id';

export const prerender = false;
export const permission: Permission = 'customers.read';

export const GET = adminRoute(permission, async (ctx) => {
  const id = parseWith(labelledId('Customer id'), ctx.params.id, 'customer id');
  const customer = await customerDetail(id);
  if (!customer) throw notFound('No customer has this id. Go back to the customer list and try again.');
  return ok(customer);
});
