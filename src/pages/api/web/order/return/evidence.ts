import { z } from 'zod';
import { route } from '#server/app/http/route';
import { readQuery } from '#server/platform/http/body';
import { idSchema } from '#lib/validation/id';
import { ok } from '#server/platform/http/envelope';
import { requireCustomer } from '#server/auth';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { operation } from '#server/openapi';
import { saveEvidence, EvidenceAnswerSchema } from '#server/returns';

const QuerySchema = z.object({ orderId: idSchema('must be the id of the order being returned', 'Say which order the file is for: add ?orderId= to the address.') });

/** The body is the file itself (any Content-Type): its type is told from its bytes. */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { orderId } = readQuery(ctx.url, QuerySchema);
  return ok(await saveEvidence(customer.id, orderId, ctx.request), 'File received.', PRIVATE_HEADERS);
});

export const openapi = operation({
  method: 'POST',
  summary:
    'Uploads one unboxing video or photo for the return of the order named by ?orderId= (delivered, in its return window, no request yet): the raw file as the body, at most 100 MB, its type checked from the bytes (400 for anything but a video or an image); at most 5 files and 200 MB per order; a file no request claims is removed after 24 hours',
  tag: 'returns',
  auth: true,
  query: QuerySchema,
  response: EvidenceAnswerSchema,
  errors: [400, 404, 409, 413, 422],
});
