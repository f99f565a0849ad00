import { MAX_BODY_BYTES, readCappedText } from '#server/platform/http/body';

/**
 * A gateway message exactly as sent: signatures and replay keys are computed over these bytes,
 * so the body is never parsed and re-serialised before it is verified.
 */
export function readRawBody(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return readCappedText(request, limit);
}
