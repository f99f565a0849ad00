/**
 * The path as the request log writes it. A link that carries a secret in its path (a cart
 * reminder's restore link, the COD confirmation link, a review request's link) is a bearer token: whoever reads the logs
 * could spend it, so its last segment is logged as ':token'.
 */
// Each also under a language prefix: '/ta/review/T' is the same link in Tamil.
const TOKEN_PATHS = [/^((?:\/(?:hi|ta))?\/cart\/restore\/)[^/]+/, /^((?:\/(?:hi|ta))?\/order\/confirm\/)[^/]+/, /^((?:\/(?:hi|ta))?\/review\/)[^/]+/];

export function pathForLog(pathname: string): string {
  for (const re of TOKEN_PATHS) if (re.test(pathname)) return pathname.replace(re, '$1:token');
  return pathname;
}
