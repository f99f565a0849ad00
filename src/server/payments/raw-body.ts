import { MAX_BODY_BYTES } from '../http/body';
import { payloadTooLarge } from '../http/errors';

/**
 * A gateway message exactly as sent: signatures and replay keys are computed over these bytes,
 * so the body is never parsed and re-serialised before it is verified.
 */
export async function readRawBody(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw payloadTooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
