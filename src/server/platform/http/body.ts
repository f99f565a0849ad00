import type { z } from 'zod';
import { badRequest, clientClosedRequest, payloadTooLarge, unsupportedMediaType, type FieldError } from '../errors';
import { BAD_TEXT_MESSAGE, badQueryFields, badTextFields, hasBadText } from './clean-text';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { hasLabels, parseLabelled } from '#lib/validation/labels';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Bodies a hot route has read off the socket already (app/http/hot-route.ts): its Request is made
 * without a body stream, which costs more than the checkout's small JSON does to parse.
 */
const readAlready = new WeakMap<Request, Uint8Array>();

export function withBodyRead(request: Request, body: Uint8Array): Request {
  readAlready.set(request, body);
  return request;
}

/**
 * Reads a body without ever holding more than the limit: a declared length over it is
 * refused before reading, and a streamed body is cut off as soon as it passes it.
 */
export async function readCappedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const bytes = await readCappedBytes(request, limit, () => payloadTooLarge(limit));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8 text. Send it as UTF-8.', [{ path: '(body)', message: 'Send the body as UTF-8 text.' }]);
  }
}

/** The raw body, read the same capped way; `tooLarge` is the refusal to throw past the limit. */
export async function readCappedBytes(request: Request, limit: number, tooLarge: () => Error): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge();
  const known = readAlready.get(request);
  if (known) {
    readAlready.delete(request);
    if (known.byteLength > limit) throw tooLarge();
    return known;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      // The body stream only fails when the client went away mid-upload (Node reports ECONNRESET).
      throw clientClosedRequest();
    }
    const { done, value } = next;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * An HTML form's fields, capped as above: urlencoded from a plain form post, or multipart when
 * Astro's client router submits the form itself (it sends a FormData body).
 */
export async function readCappedForm(request: Request, limit = MAX_BODY_BYTES): Promise<{ get(name: string): string | null }> {
  const type = (request.headers.get('content-type') ?? '').trim();
  const text = await readCappedText(request, limit);
  if (!/^multipart\/form-data\b/i.test(type)) return new URLSearchParams(text);
  let form: FormData;
  try {
    form = await new Response(text, { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest('The form could not be read. Send it again from the page.');
  }
  return {
    get: (name) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    },
  };
}

/** A JSON body (application/json or +json), capped as above. */
export async function readJson(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) throw unsupportedMediaType();
  const text = await readCappedText(request, limit);
  if (text.trim() === '') throw badRequest('The request body is empty: send a JSON object.');
  if (nestsDeeperThan(text)) {
    throw badRequest(`The request body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep. Send a flatter body.`, [
      { path: '(body)', message: `Nest objects and arrays at most ${MAX_JSON_DEPTH} levels deep.` },
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  rejectBadText(badTextFields(value), 'body');
  return value;
}

function rejectBadText(errors: FieldError[], what: string): void {
  if (errors.length === 0) return;
  const fields = errors.slice(0, 3).map((e) => e.path).join(', ');
  throw badRequest(`Invalid ${what}: ${fields} contains a null character or broken Unicode. Remove it and try again.`, errors);
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
}

/**
 * Validates any input with a zod schema; failure is a 400. A console schema (its fields carry
 * labels: src/lib/validation/labels.ts) answers with its fields' own messages, which name each
 * field by the label staff see; any other schema names the fields by their paths.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const labels = hasLabels(schema);
  const result = parseLabelled(schema, input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  if (labels) throw badRequest(errors.slice(0, 3).map((e) => e.message).join('; '), errors);
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
  rejectBadText(badQueryFields(url.search), 'query');
  return parseWith(schema, Object.fromEntries(url.searchParams), 'query');
}

export function readParams<S extends z.ZodType>(params: Record<string, string | undefined>, schema: S): z.infer<S> {
  rejectBadText(
    Object.entries(params).flatMap(([path, v]) => (v !== undefined && hasBadText(v) ? [{ path, message: BAD_TEXT_MESSAGE }] : [])),
    'path',
  );
  return parseWith(schema, params, 'path');
}
