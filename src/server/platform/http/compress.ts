/**
 * Below about a kilobyte gzip saves less than a packet and costs the server a deflate stream per
 * answer; the checkout's small JSON answers (a quote, a placed order) go out as they are.
 */
export const SMALLEST_GZIPPED_BYTES = 1024;

const COMPRESSIBLE = /^(text\/html|application\/json|image\/svg\+xml|application\/xml|text\/plain|text\/xml)/;

/**
 * Gzips a dynamic text answer when the browser accepts it: SSR pages and JSON are sent
 * compressed to phones on slow networks. Static assets are precompressed at build time instead.
 */
export function compress(request: Request, response: Response): Response {
  if (!response.body || response.status === 204 || response.status === 304) return response;
  if (response.headers.has('content-encoding')) return response;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response;
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return response;
  const length = response.headers.get('content-length');
  if (length !== null && Number(length) < SMALLEST_GZIPPED_BYTES) return response;
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  headers.append('Vary', 'Accept-Encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
