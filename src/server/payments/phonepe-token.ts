import { z } from 'zod';
import { GatewayError } from './gateway';

export type PhonePeCredentials = {
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
};

const TokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().min(1).default('O-Bearer'),
  issued_at: z.number().nullish(),
  expires_at: z.number().nullish(),
});

type Cached = { header: string; refreshAtMs: number };

/** Per credential set, so a test with a fresh fake server never reuses another's token. */
const cache = new Map<string, Cached>();

const cacheKey = (c: PhonePeCredentials) => `${c.authBaseUrl}|${c.clientId}`;

/**
 * PhonePe's OAuth client-credentials token, kept until half its life has passed (as the official
 * SDK does). Losing the cache only costs one more token request.
 */
export async function phonePeAuthHeader(creds: PhonePeCredentials, opts: { force?: boolean; now?: () => number } = {}): Promise<string> {
  const now = opts.now ?? Date.now;
  const key = cacheKey(creds);
  const hit = cache.get(key);
  if (hit && !opts.force && now() < hit.refreshAtMs) return hit.header;
  const form = new URLSearchParams({
    client_id: creds.clientId,
    client_secret: creds.clientSecret,
    client_version: creds.clientVersion,
    grant_type: 'client_credentials',
  });
  let res: Response;
  try {
    res = await fetch(new URL('v1/oauth/token', withSlash(creds.authBaseUrl)), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new GatewayError(`PhonePe token request failed: ${(err as Error).message}`);
  }
  if (!res.ok) throw new GatewayError(`PhonePe refused the token request (HTTP ${res.status})`, res.status);
  const token = TokenSchema.safeParse(await res.json().catch(() => null));
  if (!token.success) throw new GatewayError('PhonePe answered the token request without an access token');
  const { issued_at, expires_at } = token.data;
  const nowMs = now();
  const refreshAtMs =
    issued_at && expires_at && expires_at > issued_at ? (issued_at + (expires_at - issued_at) / 2) * 1000 : nowMs + 10 * 60_000;
  const entry = { header: `${token.data.token_type} ${token.data.access_token}`, refreshAtMs };
  cache.set(key, entry);
  return entry.header;
}

export function forgetPhonePeTokens(): void {
  cache.clear();
}

export function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
