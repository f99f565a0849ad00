import { HttpError } from '../http/errors';
import { log } from '../log';

/**
 * Shared by the catalog pages' frontmatter: the HTML is the same for every shopper (cart and
 * account live in islands), so a CDN may keep it for a minute and serve it stale while it
 * refetches; catalog edits show within minutes.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

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
