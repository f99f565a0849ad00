import { env } from '../env';
import { PRIVATE_HEADERS } from './cache-headers';
import { splitLocale } from '#lib/i18n/locales';

/**
 * The response-header half of the Content-Security-Policy. Script and style sources are in the
 * per-page <meta> policy Astro writes from its build-time hashes (security.csp in
 * astro.config.mjs); frame-ancestors is ignored in a <meta>, so it must travel as a header.
 * Browsers enforce both policies, so the header only ever narrows what the meta allows.
 */
export const HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/**
 * Paths whose answers are about one person (their account, addresses, orders, payments). The
 * middleware gives them `Cache-Control: private, no-store` over whatever a handler says, so no
 * route or page sets it itself. Public lookups under the same folders (address/states,
 * order/shipping-cost) are listed as exceptions.
 */
const PRIVATE_PATHS = [
  /^\/api\/web\/customer\//,
  /^\/api\/web\/address\/(?!states\/?$)/,
  /^\/api\/web\/order\/(?!shipping-cost\/?$)/,
  /^\/api\/web\/payment\//,
  /^\/api\/web\/cart\/(?!quote\/?$)/,
  /^\/cart\/restore\//,
  // The language switcher's answer sets the shopper's cookie.
  /^\/lang\/?$/,
  /^\/api\/web\/reviews(\/|$)/,
  /^\/review\//,
  /^\/api\/dev\//,
  /^\/profile(\/|$)/,
  /^\/shipping\/?$/,
  /^\/order\//,
  /^\/payment\//,
  /^\/admin(\/|$)/,
  /^\/api\/admin\//,
];

/**
 * Headers only the middleware decides, over whatever a handler or page says: whether an answer is
 * private (Cache-Control on the paths above) and that the console is never indexed.
 */
export const DECIDED_HEADERS: ReadonlySet<string> = new Set(['Cache-Control', 'X-Robots-Tag']);

export function isPrivatePath(path: string): boolean {
  // '/ta/profile' is '/profile' in Tamil: as private.
  const bare = splitLocale(path).path;
  return PRIVATE_PATHS.some((re) => re.test(bare));
}

/** Headers every answer carries; HSTS only in production, where the shop is served over HTTPS. */
export function securityHeaders(path: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': HEADER_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (isPrivatePath(path)) headers['Cache-Control'] = PRIVATE_HEADERS['Cache-Control'];
  // The merchant console is never for search engines, whatever a page or route says.
  if (/^\/(api\/)?admin(\/|$)/.test(path)) headers['X-Robots-Tag'] = 'noindex';
  if (env().NODE_ENV === 'production') headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
