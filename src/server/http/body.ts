import type { z } from 'zod';
import { badRequest, payloadTooLarge, unsupportedMediaType, type FieldError } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a body without ever holding more than the limit: a declared length over it is
 * refused before reading, and a streamed body is cut off as soon as it passes it.
 */
export async function readCappedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
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
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/** A JSON body (application/json or +json), capped as above. */
export async function readJson(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) throw unsupportedMediaType();
  const text = await readCappedText(request, limit);
  if (text.trim() === '') throw badRequest('The request body is empty: send a JSON object.');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
}

/** Validates any input with a zod schema; failure is a 400 whose message names the fields. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const summary = errors
    .slice(0, 3)
    .map((e) => `${e.path}: ${e.message}`)
    .join('; ');
  throw badRequest(`Invalid ${what}: ${summary}`, errors);
}

export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJson(request), 'body');
}

export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  return parseWith(schema, Object.fromEntries(url.searchParams), 'query');
}

export function readParams<S extends z.ZodType>(params: Record<string, string | undefined>, schema: S): z.infer<S> {
  return parseWith(schema, params, 'path');
}
