import { gunzipSync, gzipSync } from 'node:zlib';
import { CATALOG_PAGE_CACHE } from './cache-headers';

/**
 * Catalog pages (home, listings, product) are the same HTML for every shopper: cart, account and
 * anything personal live in islands that fetch their own data. So each instance keeps the
 * rendered page, gzipped once, keyed by the catalog version and the full URL (query string
 * included), and answers repeats without rendering. A catalog write bumps the version, which
 * empties the cache on the next check (every instance checks at most every 400 ms).
 *
 * Only an answer that opts in is kept: 200, HTML, the catalog pages' public Cache-Control, and
 * no cookie set. Anything else (a 404, a redirect, a page that set a cookie) is rendered each time.
 */
export const PAGE_CACHE_LIMITS = {
  /** Gzipped bytes kept per instance; the least recently used page goes first. */
  maxBytes: 16 * 1024 * 1024,
  /** Also the CDN's s-maxage: a page older than this is rendered again even if no version bump came. */
  maxAgeMs: 60_000,
};

/** The paths whose pages may opt in; any other path never waits on the catalog version. */
const CATALOG_PAGE_PATHS = [/^\/$/, /^\/categories(\/|$)/, /^\/product\//, /^\/search\/?$/];

export function isCatalogPagePath(path: string): boolean {
  return CATALOG_PAGE_PATHS.some((re) => re.test(path));
}

type Entry = { at: number; status: number; headers: [string, string][]; gzip: Uint8Array<ArrayBuffer> };

export type PageCache = {
  /**
   * The cached answer for this GET, or the one `render` gives (kept when it opts in). The version
   * is read only for catalog paths; when that read fails the page is rendered as if uncached.
   */
  serve(request: Request, url: URL, render: () => Promise<Response>, setsCookie: () => boolean): Promise<Response>;
  /**
   * The kept page for a GET of this URL when it is fresh for the current catalog version, for the
   * server's fast path in front of Astro (scripts/start.mjs); undefined means render as usual.
   */
  peek(url: URL, acceptsGzip: boolean): Promise<{ status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> } | undefined>;
  /** Pages kept and their gzipped bytes (for the bench and tests). */
  size(): { pages: number; bytes: number };
};

export function createPageCache(version: () => Promise<number>, limits = PAGE_CACHE_LIMITS, now = () => Date.now()): PageCache {
  let keptVersion = -1;
  let bytes = 0;
  // A Map iterates in insertion order; a hit is moved to the end, so the first key is the least recently used.
  const entries = new Map<string, Entry>();
  // Concurrent misses for one URL share one render, so a version bump under load renders each page once.
  const rendering = new Map<string, Promise<Entry | undefined>>();

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.gzip.length;
    entries.delete(key);
  };

  const keep = (key: string, entry: Entry) => {
    drop(key);
    if (entry.gzip.length > limits.maxBytes) return;
    entries.set(key, entry);
    bytes += entry.gzip.length;
    for (const oldest of entries.keys()) {
      if (bytes <= limits.maxBytes) break;
      drop(oldest);
    }
  };

  async function renderAndKeep(render: () => Promise<Response>, setsCookie: () => boolean): Promise<{ response: Response; entry?: Entry }> {
    const response = await render();
    if (!opts(response) || setsCookie()) return { response };
    const html = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([k]) => KEPT_HEADERS.has(k));
    const entry: Entry = { at: now(), status: response.status, headers, gzip: new Uint8Array(gzipSync(html, { level: 6 })) };
    return { response: new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers }), entry };
  }

  /** The version the kept pages belong to, emptying the cache when it moved on. */
  async function check(): Promise<number> {
    const current = await version();
    if (current !== keptVersion) {
      entries.clear();
      rendering.clear();
      bytes = 0;
      keptVersion = current;
    }
    return current;
  }

  /** A fresh kept page, marked as just used. */
  function fresh(key: string): Entry | undefined {
    const hit = entries.get(key);
    if (!hit || now() - hit.at >= limits.maxAgeMs) return undefined;
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }

  return {
    async peek(url, acceptsGzip) {
      if (!isCatalogPagePath(url.pathname)) return undefined;
      try {
        await check();
      } catch {
        return undefined;
      }
      const hit = fresh(keyOf(url));
      if (!hit) return undefined;
      const headers: [string, string][] = [...hit.headers, ['vary', 'Accept-Encoding']];
      if (!acceptsGzip) return { status: hit.status, headers, body: new Uint8Array(gunzipSync(hit.gzip)) };
      return { status: hit.status, headers: [...headers, ['content-encoding', 'gzip']], body: hit.gzip };
    },
    async serve(request, url, render, setsCookie) {
      if (request.method !== 'GET' || !isCatalogPagePath(url.pathname)) return render();
      let current: number;
      try {
        current = await check();
      } catch {
        return render();
      }
      const key = keyOf(url);
      const hit = fresh(key);
      if (hit) return answer(request, hit);
      const shared = rendering.get(key);
      if (shared) {
        const entry = await shared;
        if (entry) return answer(request, entry);
        return render();
      }
      const run = renderAndKeep(render, setsCookie);
      const settled = run.then((r) => r.entry, () => undefined);
      rendering.set(key, settled);
      try {
        const { response, entry } = await run;
        if (entry && keptVersion === current) keep(key, entry);
        return response;
      } finally {
        if (rendering.get(key) === settled) rendering.delete(key);
      }
    },
    size: () => ({ pages: entries.size, bytes }),
  };
}

/**
 * Path and query string: the page is the same whichever host name reached this instance (links
 * and canonical URLs come from the configured site), so nginx and a direct visit share it.
 */
function keyOf(url: URL): string {
  return url.pathname + url.search;
}

/** What the page itself says; the middleware adds the rest (request id, security headers) to every answer. */
const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'content-security-policy', 'content-language', 'link']);

function opts(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    response.headers.get('cache-control') === CATALOG_PAGE_CACHE &&
    response.headers.getSetCookie().length === 0
  );
}

function answer(request: Request, entry: Entry): Response {
  const headers = new Headers(entry.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(entry.gzip.length));
    return new Response(entry.gzip, { status: entry.status, headers });
  }
  // Only the gzipped copy is kept (a sixth of the memory); the rare client without gzip gets it unzipped.
  const html = new Uint8Array(gunzipSync(entry.gzip));
  headers.set('Content-Length', String(html.length));
  return new Response(html, { status: entry.status, headers });
}
