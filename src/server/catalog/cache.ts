/**
 * Catalog reads are served from memory, keyed by the catalog version: a new version loads a new
 * value, and concurrent misses share one load. Each instance keeps its own, which keeps the
 * server stateless. Until the new version's load finishes, readers wait for it rather than see
 * the old catalog, so nothing is served older than the version check.
 */
type Entry<T> = { version: number; value: Promise<T> };

const entries = new Map<string, Entry<unknown>>();

export function cachedForVersion<T>(key: string, version: number, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key) as Entry<T> | undefined;
  // A newer value serves a reader whose version check is a moment old (prices read the version
  // afresh): the cache only ever moves forward, never back and forth between two versions.
  if (hit && hit.version >= version) return hit.value;
  const value = load();
  entries.set(key, { version, value });
  // A failed load must not be served from the cache.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
