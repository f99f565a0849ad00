import { env } from '../env';
import { forbidden } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

/**
 * Refuses a state-changing call another site could have made: the browser's Origin must be this
 * server's (as addressed, or its public address) and Sec-Fetch-Site, when sent, must not say
 * cross-site. A missing Origin is refused too: every browser sends one on a POST.
 */
export function assertSameOrigin(request: Request, url: URL): void {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  const allowed = new Set([url.origin, new URL(env().PUBLIC_SITE_URL).origin]);
  if (!origin || !allowed.has(origin) || (site !== null && site !== 'same-origin' && site !== 'none')) {
    throw forbidden('This request came from another site, so it was refused. Use the console at this address.');
  }
}
