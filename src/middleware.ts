import type { MiddlewareHandler } from 'astro';
import { randomUUID } from 'node:crypto';
import { log } from '#server/platform/log';
import { DECIDED_HEADERS, securityHeaders } from '#server/platform/http/security-headers';
import { compress } from '#server/platform/http/compress';
import { withStatusText } from '#server/platform/http/status-line';
import { pathForLog } from '#server/platform/http/log-path';
import { REFUSED_METHOD_HEADER, refuseUnroutable } from '#server/platform/http/allowed-methods';
import { catalogPages } from '#server/storefront';
import { answerFromPageCache } from '#server/app/http/cached-page-answer';
import { answerHotRoute } from '#server/app/http/hot-route';
import { LOCALE_COOKIE, decideLocale, localeRedirect } from '#server/platform/http/locale-route';
// Loaded before any request: it installs the start-up every page and domain waits for.
import '#server/app/ready';

// scripts/start.mjs answers kept catalog pages before Astro once this module has loaded (the
// first request, /readyz at start, loads it).
(globalThis as { __kanmaniCachedPage?: typeof answerFromPageCache }).__kanmaniCachedPage = answerFromPageCache;
// ... and the checkout's hot JSON routes once Astro has loaded them (app/http/hot-route.ts).
(globalThis as { __kanmaniHotRoute?: typeof answerHotRoute }).__kanmaniHotRoute = answerHotRoute;

/**
 * Around every request: a request id (echoed as X-Request-Id), one structured log line with
 * no personal data (path without query string), the security headers, the JSON answer for
 * unknown /api paths and methods no route accepts, the page's language (the /hi/ and /ta/
 * addresses render the English route in that language), and catalog pages from the page cache.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const started = performance.now();
  const incoming = context.request.headers.get('x-request-id');
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  context.locals.requestId = requestId;
  const marked = context.request.headers.get(REFUSED_METHOD_HEADER);
  const refusedMethod = marked === 'TRACE' ? marked : undefined;
  let response: Response;
  try {
    const refused = await refuseUnroutable({
      method: context.request.method,
      pathname: context.url.pathname,
      routePattern: context.routePattern,
      refusedMethod,
    });
    const language = decideLocale(context.request.method, context.url, context.cookies?.get(LOCALE_COOKIE)?.value);
    if (language.kind === 'rewrite') context.locals.locale = language.locale;
    const render = () => (language.kind === 'rewrite' ? next(language.path) : next());
    // Catalog pages are answered from this instance's page cache when they opted in to it.
    const setsCookie = () => [...(context.cookies?.headers() ?? [])].length > 0;
    response = refused ?? (language.kind === 'redirect' ? localeRedirect(language.to) : await catalogPages.serve(context.request, context.url, render, setsCookie));
  } catch (err) {
    log('error', 'request failed', { requestId, path: context.url.pathname, error: String(err) });
    throw err;
  }
  const headers = { ...securityHeaders(context.url.pathname), 'X-Request-Id': requestId };
  // A handler's own headers stand, except the ones only this middleware decides.
  const ours = (k: string) => DECIDED_HEADERS.has(k) || !response.headers.has(k);
  try {
    for (const [k, v] of Object.entries(headers)) if (ours(k)) response.headers.set(k, v);
  } catch {
    // Response.redirect() and fetched responses have immutable headers: copy them once.
    response = new Response(response.body, response);
    for (const [k, v] of Object.entries(headers)) if (ours(k)) response.headers.set(k, v);
  }
  response = compress(context.request, withStatusText(response));
  log('info', 'request', {
    requestId,
    method: refusedMethod ?? context.request.method,
    path: pathForLog(context.url.pathname),
    status: response.status,
    ms: Math.round(performance.now() - started),
  });
  return response;
};
