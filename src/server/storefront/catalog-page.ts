import { CATALOG_CACHE_HEADERS } from '../http/cache-headers';
import { HttpError } from '../http/errors';
import { log } from '../log';

/**
 * Shared by the catalog pages' frontmatter. The HTML is the same for every shopper (cart and
 * account live in islands), so pages use the catalog API's CDN policy: edits show within minutes.
 */
export const CATALOG_CACHE_CONTROL = CATALOG_CACHE_HEADERS['Cache-Control'];

export function isNotFound(err: unknown): boolean {
  return err instanceof HttpError && err.status === 404;
}

/** Spec section 4: product list fetch errors are only logged; the page shows its empty state. */
export async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (err) {
    log('error', `Failed to load ${what}`, { error: err instanceof Error ? err.message : String(err) });
    return [];
  }
}
