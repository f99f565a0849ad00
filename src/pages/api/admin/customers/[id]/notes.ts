import { z } from 'zod';
import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { created } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { addCustomerNote } from '#server/customers';
import type { Permission } from '#server/staff';
import { CustomerNoteSchema } from '#lib/validation/staff';

export const prerender = false;
export const permission: Permission = 'customers.note';

export const POST = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(z.string().min(1).max(64), ctx.params.id, 'customer id');
  const { body } = await readBody(ctx.request, CustomerNoteSchema);
  return created({ id: await addCustomerNote(staff, id, body, auditContext(ctx)) }, 'Note added.');
});
