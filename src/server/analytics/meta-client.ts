import { env } from '#server/platform/env';
import type { ServerEvent } from './server-event';

export type SendResult =
  | { ok: true; received: number }
  | { ok: false; status: number; error: string };

export type MetaConfig = { baseUrl: string; version: string; pixelId: string; token: string; testEventCode?: string | undefined };

export function metaConfig(): MetaConfig | null {
  const e = env();
  if (!e.META_PIXEL_ID || !e.META_CAPI_TOKEN) return null;
  return {
    baseUrl: e.META_GRAPH_BASE_URL,
    version: e.META_GRAPH_VERSION,
    pixelId: e.META_PIXEL_ID,
    token: e.META_CAPI_TOKEN,
    testEventCode: e.META_TEST_EVENT_CODE,
  };
}

export function eventsUrl(c: MetaConfig): string {
  return `${c.baseUrl.replace(/\/+$/, '')}/${c.version}/${c.pixelId}/events`;
}

/**
 * One POST of up to 1000 events to the Conversions API. The token travels in the body, not the
 * URL, so it stays out of proxy logs. Status 0 means the request never got an answer.
 */
export async function sendEvents(c: MetaConfig, events: ServerEvent[], timeoutMs = 10_000): Promise<SendResult> {
  const body = { data: events, access_token: c.token, ...(c.testEventCode ? { test_event_code: c.testEventCode } : {}) };
  let res: Response;
  try {
    res = await fetch(eventsUrl(c), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    return { ok: false, status: 0, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
  const text = await res.text().catch(() => '');
  let parsed: { events_received?: unknown; error?: { message?: unknown; code?: unknown } } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // a proxy's HTML error page: keep the status only
  }
  if (res.ok) return { ok: true, received: typeof parsed.events_received === 'number' ? parsed.events_received : events.length };
  const detail = parsed.error ? `code ${String(parsed.error.code)}: ${String(parsed.error.message)}` : text.slice(0, 200);
  return { ok: false, status: res.status, error: `HTTP ${res.status} ${detail}`.trim() };
}
