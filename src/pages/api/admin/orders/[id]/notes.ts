import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { created } from '#server/platform/http/envelope';
import { addOrderNote } from '#server/workflows';
import { staffActionContext } from '#server/orders';
import type { Permission } from '#server/staff';
import { OrderIdParamSchema, OrderNoteSchema } from '#lib/validation/admin-orders';

export const prerender = false;
export const permission: Permission = 'orders.note';

export const POST = adminRoute(permission, async (ctx, staff) => {
  const { id } = readParams(ctx.params, OrderIdParamSchema);
  const { body } = await readBody(ctx.request, OrderNoteSchema);
  const note = await addOrderNote(staffActionContext(ctx, staff), id, body);
  return created({ id: note.id }, 'Note added.');
});
