import { z } from 'zod';
import { log } from '#server/platform/log';
import { CourierError } from './courier';

/**
 * Shiprocket's transport (INTEGRATIONS.md 9.1): a bearer token from `POST /auth/login`, kept
 * until a day before it expires (240 h) and fetched again once after a 401; every call with a
 * timeout, and tried again with doubling backoff on 429 (no Retry-After is sent) and 5xx. A
 * call that timed out is tried again only when repeating it is harmless (reads): a POST that
 * hung may have been carried out. Logs name the path and status only: never the token, the
 * login or a body (they carry the shopper's address).
 */
export type ShiprocketHttpOptions = {
  baseUrl: string;
  email: string;
  password: string;
  /** per try; default 8 s */
  timeoutMs?: number;
  /** tries after the first; default 2 */
  retries?: number;
  /** the first wait before a retry, doubled each time; default 400 ms */
  backoffMs?: number;
};

export type ShiprocketCall = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** a tighter budget than the client's, for calls a shopper waits on */
  timeoutMs?: number;
  retries?: number;
};

export type ShiprocketAnswer = { status: number; body: unknown };

const TOKEN_LIFE_MS = 240 * 3600_000;
const REFRESH_BEFORE_MS = 24 * 3600_000;

const LoginAnswerSchema = z.object({ token: z.string().min(10) });
const MessageSchema = z.object({ message: z.string() });

/** The `exp` of a JWT, when the token is one; Shiprocket documents 240 h either way. */
function expiryOf(token: string, now: number): number {
  const payload = token.split('.')[1];
  if (payload) {
    try {
      const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
      if (typeof exp === 'number' && exp * 1000 > now) return exp * 1000;
    } catch {
      // Not a JWT we can read: fall back to the documented lifetime.
    }
  }
  return now + TOKEN_LIFE_MS;
}

/** Shiprocket's own words for a refusal (`{message, status_code}`), else the HTTP status. */
export function answerMessage(answer: ShiprocketAnswer): string {
  const parsed = MessageSchema.safeParse(answer.body);
  return parsed.success ? parsed.data.message : `HTTP ${answer.status}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ShiprocketHttp = { call(call: ShiprocketCall): Promise<ShiprocketAnswer> };

export function shiprocketHttp(opts: ShiprocketHttpOptions): ShiprocketHttp {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const defaultTimeoutMs = opts.timeoutMs ?? 8000;
  const defaultRetries = opts.retries ?? 2;
  const backoffMs = opts.backoffMs ?? 400;
  let token: { value: string; expiresAt: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  /** One HTTP exchange with retries; answers every 2xx and 4xx other than 429 to the caller. */
  async function exchange(call: ShiprocketCall, bearer: string | null): Promise<ShiprocketAnswer> {
    const url = new URL(`${base}${call.path}`);
    for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    let failure: CourierError = new CourierError('unreachable', 'Shiprocket could not be reached.');
    const timeoutMs = call.timeoutMs ?? defaultTimeoutMs;
    const retries = call.retries ?? defaultRetries;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1) * (1 + Math.random() * 0.25));
      let response: Response;
      try {
        response = await fetch(url, {
          method: call.method,
          headers,
          ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        failure = timedOut
          ? new CourierError('timeout', `Shiprocket did not answer within ${timeoutMs / 1000} s.`)
          : new CourierError('unreachable', 'Shiprocket could not be reached.');
        log('warn', 'shiprocket call failed', { path: call.path, kind: failure.kind, attempt });
        if (timedOut && call.method !== 'GET') break;
        continue;
      }
      const text = await response.text().catch(() => '');
      if (response.status === 429 || response.status >= 500) {
        failure =
          response.status === 429
            ? new CourierError('rate-limited', 'Shiprocket is limiting our calls just now.', 429)
            : new CourierError('unreachable', `Shiprocket answered with an error (HTTP ${response.status}).`, response.status);
        log('warn', 'shiprocket call failed', { path: call.path, httpStatus: response.status, kind: failure.kind, attempt });
        continue;
      }
      let body: unknown = null;
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          throw new CourierError('bad-answer', `Shiprocket sent an answer that is not JSON (HTTP ${response.status}).`, response.status);
        }
      }
      return { status: response.status, body };
    }
    throw failure;
  }

  async function login(): Promise<string> {
    const answer = await exchange({ method: 'POST', path: '/auth/login', body: { email: opts.email, password: opts.password } }, null);
    const parsed = LoginAnswerSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      log('warn', 'shiprocket login refused', { httpStatus: answer.status });
      throw new CourierError('auth', 'Shiprocket refused the API user login: check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD.', answer.status);
    }
    const now = Date.now();
    token = { value: parsed.data.token, expiresAt: expiryOf(parsed.data.token, now) };
    return token.value;
  }

  /** A token valid for at least another day; concurrent callers share one login. */
  async function bearer(): Promise<string> {
    if (token && token.expiresAt - Date.now() > REFRESH_BEFORE_MS) return token.value;
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  return {
    async call(call) {
      const answer = await exchange(call, await bearer());
      if (answer.status !== 401) return answer;
      // The token was revoked or expired early: log in again, once.
      token = null;
      const again = await exchange(call, await bearer());
      if (again.status === 401) throw new CourierError('auth', 'Shiprocket refused our token right after a fresh login.', 401);
      return again;
    },
  };
}
