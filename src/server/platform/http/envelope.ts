import type { FieldError } from '../errors';

/** Every /api/web answer: `{status, message, data}` with the HTTP status equal to `status`. */
export type Envelope<T> = { status: number; message: string; data: T; errors?: FieldError[] };

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

export function json<T>(
  status: number,
  message: string,
  data: T,
  init: { headers?: Record<string, string>; errors?: FieldError[] } = {},
): Response {
  const body: Envelope<T> = { status, message, data, ...(init.errors ? { errors: init.errors } : {}) };
  const text = JSON.stringify(body);
  // Its length lets the compressor leave a small answer as it is (http/compress.ts).
  return new Response(text, { status, headers: { ...JSON_HEADERS, 'Content-Length': String(Buffer.byteLength(text)), ...init.headers } });
}

export const ok = <T>(data: T, message = 'OK', headers?: Record<string, string>) =>
  json(200, message, data, headers ? { headers } : {});

export const created = <T>(data: T, message = 'Created') => json(201, message, data);
