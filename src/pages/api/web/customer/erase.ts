import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { requireCustomer } from '#server/auth';
import { eraseCustomer, ErasedSchema } from '#server/legal';
import { EraseRequestSchema } from '#lib/validation/data-rights';
import { operation } from '#server/openapi';

/** DPDP Act 2023: erases the shopper's personal data and ends every session (409 while an order is on its way). */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  await readBody(ctx.request, EraseRequestSchema);
  return ok(await eraseCustomer(customer), 'Your personal data has been erased and you have been signed out.');
});

export const openapi = operation({ method: 'POST', summary: "Erase the signed-in shopper's personal data; orders stay for the tax records", tag: 'customer', auth: true, body: EraseRequestSchema, response: ErasedSchema, errors: [409] });
