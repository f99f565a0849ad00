import { z } from 'zod';
import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { created } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { addCustomerNote } from '#server/customers';
import type { Permission } from '#server/staff';
import { CustomerNoteSchema } from '#lib/validation/staff';
import { labelled } from '#lib/validation/labels';

export const prerender = false;
export const permission: Permission = 'customers.note';

const CUSTOMER_ID = 'Customer id must be the id in the customer page’s address';
const CustomerIdSchema = labelled('Customer id', z.string({ error: CUSTOMER_ID }).min(1, CUSTOMER_ID).max(64, CUSTOMER_ID));

export const POST = adminRoute(permission, async (ctx, staff) => {
  const id = parseWith(CustomerIdSchema, ctx.params.id, 'customer id');
  const { body } = await readBody(ctx.request, CustomerNoteSchema);
  return created({ id: await addCustomerNote(staff, id, body, auditContext(ctx)) }, 'Note added.');
});
