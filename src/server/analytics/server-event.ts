import { env } from '#server/platform/env';
import { HASHED_FIELDS, hashField } from './hash';
import type { EventInput } from './event-schema';
import { validFbCookie, type RequestInfo } from './request-info';

/** The event as Meta's Conversions API takes it; this exact object is stored in the outbox. */
export type ServerEvent = {
  event_name: string;
  event_id: string;
  event_time: number;
  action_source: 'website';
  event_source_url: string;
  user_data: Record<string, string | string[]>;
  custom_data: Record<string, unknown>;
};

/** Browser clocks drift and queued events arrive late; outside this window the server's clock wins. */
const MAX_PAST_SECONDS = 24 * 3600;
const MAX_FUTURE_SECONDS = 300;

export function eventTime(claimed: number | undefined, now = Date.now()): number {
  const nowS = Math.floor(now / 1000);
  if (claimed === undefined) return nowS;
  // Some clients send milliseconds.
  const s = claimed > 1e11 ? Math.floor(claimed / 1000) : claimed;
  return s < nowS - MAX_PAST_SECONDS || s > nowS + MAX_FUTURE_SECONDS ? nowS : s;
}

function sameSite(candidate: string | null | undefined, origins: string[]): URL | null {
  if (!candidate) return null;
  try {
    const u = new URL(candidate);
    return origins.includes(u.origin) ? u : null;
  } catch {
    return null;
  }
}

/**
 * The page the event happened on, without its query or fragment (they may carry payment or
 * personal parameters). Only pages of this shop are accepted; otherwise a fallback path.
 */
export function sourceUrl(claimed: string | undefined, info: RequestInfo, requestOrigin: string, fallbackPath: string) {
  const site = new URL(env().PUBLIC_SITE_URL);
  const origins = [site.origin, requestOrigin];
  const u = sameSite(claimed, origins) ?? sameSite(info.referer, origins);
  const fbclid = u?.searchParams.get('fbclid') ?? null;
  const url = u ? `${u.origin}${u.pathname}` : new URL(fallbackPath, site).href;
  return { url, fbclid };
}

export function buildServerEvent(
  input: EventInput,
  info: RequestInfo,
  opts: { requestOrigin: string; fallbackPath: string; now?: number },
): ServerEvent {
  const now = opts.now ?? Date.now();
  const source = sourceUrl(input.event_source_url, info, opts.requestOrigin, opts.fallbackPath);
  const user: Record<string, string | string[]> = {};
  for (const field of HASHED_FIELDS) {
    const hashed = hashField(field, input.user_data[field]);
    if (hashed.length > 0) user[field] = hashed;
  }
  if (info.ip) user.client_ip_address = info.ip;
  if (info.userAgent) user.client_user_agent = info.userAgent;
  const fbcFromClick = source.fbclid && /^[A-Za-z0-9_-]{1,400}$/.test(source.fbclid) ? `fb.1.${now}.${source.fbclid}` : null;
  const fbc = info.fbc ?? validFbCookie(input.user_data.fbc) ?? fbcFromClick;
  const fbp = info.fbp ?? validFbCookie(input.user_data.fbp);
  if (fbc) user.fbc = fbc;
  if (fbp) user.fbp = fbp;
  const custom: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input.custom_data)) if (v !== undefined) custom[k] = v;
  return {
    event_name: input.event_name,
    event_id: input.event_id,
    event_time: eventTime(input.event_time, now),
    action_source: 'website',
    event_source_url: source.url,
    user_data: user,
    custom_data: custom,
  };
}
