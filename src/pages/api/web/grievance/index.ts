import { route } from '#server/app/http/route';
import { created } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { clientAddressOf } from '#server/platform/http/client-address';
import { fileGrievance, optionalCustomer, FiledGrievanceSchema } from '#server/legal';
import { GrievanceRequestSchema } from '#lib/validation/grievance';
import { operation } from '#server/openapi';

/** Files a complaint (signed in, or with the mobile number's OTP): its ticket number at once and an SMS. */
export const POST = route(async (ctx) => {
  const input = await readBody(ctx.request, GrievanceRequestSchema);
  const customer = await optionalCustomer(ctx.request);
  const filed = await fileGrievance(input, customer, clientAddressOf(ctx));
  return created(filed, `Complaint received. Your ticket number is ${filed.ticket}.`);
});

export const openapi = operation({ method: 'POST', summary: 'File a complaint with the grievance officer; answers its ticket number', tag: 'grievance', body: GrievanceRequestSchema, response: FiledGrievanceSchema, errors: [401, 429] });
