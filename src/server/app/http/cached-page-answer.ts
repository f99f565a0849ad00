import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '#server/platform/log';
import { catalogPages } from '#server/storefront';
import { DECIDED_HEADERS, securityHeaders } from '#server/platform/http/security-headers';
import { cookieLocaleOf, decideLocale } from '#server/platform/http/locale-route';

/**
 * The fast path for a catalog page this instance already keeps: scripts/start.mjs asks here
 * before handing the request to Astro, whose routing and render pipeline cost several times what
 * writing the kept bytes does. The answer is the one the middleware gives on a cache hit (the
 * page's own headers, the security headers, a request id, the same log line); anything not kept,
 * or not fresh for the current catalog version, goes on to Astro and the middleware as usual.
 */
export async function answerFromPageCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET') return false;
  const started = performance.now();
  const url = new URL(req.url ?? '/', 'http://shop.invalid');
  // A shopper who chose Hindi or Tamil is sent to that language's address by the middleware.
  if (decideLocale('GET', url, cookieLocaleOf(req.headers.cookie)).kind === 'redirect') return false;
  const page = await catalogPages.peek(url, /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')));
  if (!page) return false;
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  const headers = new Map(page.headers.map(([k, v]) => [k.toLowerCase(), v]));
  for (const [k, v] of Object.entries({ ...securityHeaders(url.pathname), 'X-Request-Id': requestId })) {
    if (DECIDED_HEADERS.has(k) || !headers.has(k.toLowerCase())) headers.set(k.toLowerCase(), v);
  }
  headers.set('content-length', String(page.body.length));
  res.writeHead(page.status, Object.fromEntries(headers));
  res.end(page.body);
  log('info', 'request', { requestId, method: 'GET', path: url.pathname, status: page.status, ms: Math.round(performance.now() - started) });
  return true;
}
