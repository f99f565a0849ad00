import { json } from './envelope';
import { methodNotAllowed, noSuchApi, type DomainError } from '../errors';
import { statusOf } from './error-status';

/**
 * Which methods each endpoint answers, read from the route files' own exports, so a wrong
 * method gets a 405 with `Allow` instead of Astro's bare 404 (or the HTML 404 page).
 */
const endpoints = new Map(
  Object.entries(import.meta.glob<Record<string, unknown>>('/src/pages/**/*.ts')).map(([file, load]) => [
    file.replace(/^\/src\/pages/, '').replace(/\.ts$/, '').replace(/\/index$/, '') || '/',
    load,
  ]),
);

/** Set by scripts/start.mjs (which drops any copy a client sent) for TRACE. */
export const REFUSED_METHOD_HEADER = 'x-kanmani-refused-method';

const EXPORTABLE = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Pages are rendered for reading only as far as a client is concerned. */
const PAGE_METHODS = ['GET', 'HEAD'];

async function allowedMethods(routePattern: string): Promise<string[] | undefined> {
  const load = endpoints.get(routePattern);
  if (!load) return undefined;
  const mod = await load();
  if (typeof mod.ALL === 'function') return [...EXPORTABLE.slice(0, 1), 'HEAD', ...EXPORTABLE.slice(1)];
  const allow = EXPORTABLE.filter((m) => typeof mod[m] === 'function');
  if (allow.includes('GET')) allow.splice(1, 0, 'HEAD');
  return allow;
}

/**
 * The answer for a request no route should see: an unknown /api path (JSON 404 envelope), a
 * method the endpoint does not export, or one the Fetch API cannot even represent (TRACE:
 * scripts/start.mjs hands it over as OPTIONS with `REFUSED_METHOD_HEADER`).
 */
export async function refuseUnroutable(req: { method: string; pathname: string; routePattern: string | undefined; refusedMethod: string | undefined }): Promise<Response | undefined> {
  if (req.routePattern === undefined) return undefined;
  const allow = await allowedMethods(req.routePattern);
  const method = req.refusedMethod ?? req.method.toUpperCase();
  if (!allow && req.pathname.startsWith('/api/')) return envelope(noSuchApi());
  if (allow ? !allow.includes(method) : req.refusedMethod !== undefined) return envelope(methodNotAllowed(method, allow ?? PAGE_METHODS));
  return undefined;
}

function envelope(e: DomainError): Response {
  return json(statusOf(e), e.message, null, e.extra.headers ? { headers: e.extra.headers } : {});
}
