import { z } from 'zod';
import { route } from '#server/app/http/route';
import { requireCustomer } from '#server/auth';
import { readParams } from '#server/platform/http/body';
import { ownEvidence } from '#server/returns';
import { idSchema } from '#lib/validation/id';

export const prerender = false;

const ParamsSchema = z.object({ evidenceId: idSchema('must be an evidence file id') });

/**
 * A photo or video the shopper sent with a return, back to that shopper alone (anyone else's
 * file is a 404); the middleware keeps /profile private and uncached. Staff see it from the
 * console's return page.
 */
export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { evidenceId } = readParams(ctx.params, ParamsSchema);
  const file = await ownEvidence(customer.id, evidenceId);
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': file.contentType, 'Content-Length': String(file.bytes.byteLength), 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' },
  });
});
