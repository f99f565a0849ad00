import { STATUS_CODES } from 'node:http';

/**
 * Astro keeps a page's default reason phrase 'OK' when the page only sets `Astro.response.status`,
 * so a missing page went out as '404 OK'. Every answer leaves with the phrase of its own status.
 */
export function withStatusText(response: Response): Response {
  const phrase = STATUS_CODES[response.status];
  if (!phrase || response.statusText === phrase || response.status === 101) return response;
  return new Response(response.body, { status: response.status, statusText: phrase, headers: response.headers });
}
