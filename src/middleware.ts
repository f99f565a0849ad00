import type { MiddlewareHandler } from 'astro';
import { randomUUID } from 'node:crypto';
import { log } from './server/log';
import { securityHeaders } from './server/http/security-headers';
import { compress } from './server/http/compress';

/**
 * Around every request: a request id (echoed as X-Request-Id), one structured log line with
 * no personal data (path without query string), and the security headers.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const started = performance.now();
  const incoming = context.request.headers.get('x-request-id');
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  context.locals.requestId = requestId;
  let response: Response;
  try {
    response = await next();
  } catch (err) {
    log('error', 'request failed', { requestId, path: context.url.pathname, error: String(err) });
    throw err;
  }
  const headers = { ...securityHeaders(context.url.pathname), 'X-Request-Id': requestId };
  try {
    for (const [k, v] of Object.entries(headers)) if (!response.headers.has(k)) response.headers.set(k, v);
  } catch {
    // Response.redirect() and fetched responses have immutable headers: copy them once.
    response = new Response(response.body, response);
    for (const [k, v] of Object.entries(headers)) if (!response.headers.has(k)) response.headers.set(k, v);
  }
  response = compress(context.request, response);
  log('info', 'request', {
    requestId,
    method: context.request.method,
    path: context.url.pathname,
    status: response.status,
    ms: Math.round(performance.now() - started),
  });
  return response;
};
