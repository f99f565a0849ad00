import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readParams } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { deleteAddress, AddressIdParamSchema, AddressSchema } from '#server/orders';
import { operation } from '#server/openapi';

/** My Account's 'Delete': deleting the default makes the newest remaining address the default. */
export const DELETE = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { id } = readParams(ctx.params, AddressIdParamSchema);
  const result = await deleteAddress(customer.id, id);
  const message = result.newDefault
    ? `Address deleted. Your default address is now ${result.newDefault.contactPerson}, ${result.newDefault.doorNo}, ${result.newDefault.city}.`
    : 'Address deleted';
  return ok(result, message);
});

const DeletedAnswerSchema = z.object({
  deletedId: z.string(),
  newDefault: AddressSchema.nullable().describe('the address that became the default because the deleted one was; null otherwise'),
});

export const openapi = operation({
  method: 'DELETE',
  summary: 'Delete one of your saved addresses; if it was the default, your newest remaining address becomes the default',
  tag: 'addresses',
  auth: true,
  params: AddressIdParamSchema,
  response: DeletedAnswerSchema,
  errors: [404, 429],
});
