import { route } from '../../../../../server/http/route';
import { ok } from '../../../../../server/http/envelope';
import { requireCustomer } from '../../../../../server/auth/session';
import { PRIVATE_HEADERS } from '../../../../../server/http/cache-headers';
import { operation } from '../../../../../server/openapi/operation';
import { saveEvidence } from '../../../../../server/returns/evidence';
import { EvidenceAnswerSchema } from '../../../../../server/returns/answer-schemas';

/** The body is the file itself (any Content-Type): its type is told from its bytes. */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  return ok(await saveEvidence(customer.id, ctx.request), 'File received.', PRIVATE_HEADERS);
});

export const openapi = operation({
  method: 'POST',
  summary: 'Uploads one unboxing video or photo for a return of a damaged or wrong item: the raw file as the body, at most 100 MB, its type checked from the bytes (400 for anything but a video or an image)',
  tag: 'returns',
  auth: true,
  response: EvidenceAnswerSchema,
  errors: [400, 413],
});
