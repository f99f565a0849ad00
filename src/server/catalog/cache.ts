/**
 * A small read-through cache for catalog reads: the catalog is read on every page and written
 * rarely. Entries expire after a TTL; concurrent misses share one load. Losing it is harmless
 * (each instance keeps its own), which keeps the server stateless.
 */
type Entry<T> = { value: Promise<T>; expires: number };

const entries = new Map<string, Entry<unknown>>();

export const CATALOG_TTL_MS = 30_000;

export function cached<T>(key: string, load: () => Promise<T>, ttlMs = CATALOG_TTL_MS, now = Date.now()): Promise<T> {
  const hit = entries.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  const value = load();
  entries.set(key, { value, expires: now + ttlMs });
  // A failed load must not be served from the cache.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
