import type { APIContext, APIRoute } from 'astro';
import { ZodError } from 'zod';
import { ensureReady } from '../ready';
import { log } from '#server/platform/log';
import { json } from '#server/platform/http/envelope';
import { clientClosedRequest, DomainError, serviceUnavailable } from '#server/platform/errors';
import { fieldErrors } from '#server/platform/http/body';
import { statusOf } from '#server/platform/http/error-status';

/** Errors that mean "the database is unreachable", as opposed to a bug in a query. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

/**
 * The database is up but this request waited too long: a lock or statement timeout, a deadlock or
 * a serialisation failure. Trying again shortly is the right advice, so these are a 503, not a bug.
 */
const BUSY_CODES = new Set(['55P03', '57014', '40P01', '40001']);

export function isBusyError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
  }
  return false;
}

export function isConnectionError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    // pg's own wording when a pooled client lost its connection mid-request (no code is set).
    if (typeof message === 'string' && /Connection terminated|not queryable|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A client that hangs up mid-upload makes the body stream fail with ECONNRESET, which would
 * otherwise read as a lost database connection; once the request's signal has fired, whatever
 * failed afterwards failed because the client left.
 */
export function isClientAbort(err: unknown, request?: Request): boolean {
  if (err instanceof DomainError) return err.code === 'client_closed';
  return request?.signal?.aborted === true;
}

export function errorResponse(err: unknown, context?: { requestId?: string; path?: string }, request?: Request): Response {
  if (isClientAbort(err, request)) {
    log('info', 'client aborted the request', { ...context });
    const e = clientClosedRequest();
    return json(statusOf(e), e.message, null);
  }
  if (err instanceof DomainError) {
    return json(statusOf(err), err.message, err.extra.data ?? null, {
      ...(err.extra.headers ? { headers: err.extra.headers } : {}),
      ...(err.extra.errors ? { errors: err.extra.errors } : {}),
    });
  }
  if (err instanceof ZodError) {
    return json(400, 'Invalid request.', null, { errors: fieldErrors(err) });
  }
  if (isBusyError(err)) {
    log('warn', 'database busy', { ...context });
    return json(503, 'The shop is busy right now. Please try again in a moment.', null, { headers: { 'Retry-After': '2' } });
  }
  if (isConnectionError(err)) {
    const e = serviceUnavailable();
    log('warn', 'database unavailable', { ...context });
    return json(statusOf(e), e.message, null, { headers: e.extra.headers ?? {} });
  }
  log('error', 'unhandled error', { ...context, error: err });
  return json(500, 'Something went wrong on our side. Please try again; if it keeps happening, contact support.', null);
}

/**
 * Wraps an endpoint: waits for the database, turns thrown DomainErrors and validation errors
 * into the envelope, and never lets a bug leak a stack trace to the client.
 */
export function route(fn: (ctx: APIContext) => Promise<Response> | Response): APIRoute {
  return async (ctx) => {
    try {
      await ensureReady();
      return await fn(ctx);
    } catch (err) {
      return errorResponse(err, { requestId: ctx.locals?.requestId, path: ctx.url?.pathname }, ctx.request);
    }
  };
}
