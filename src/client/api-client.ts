import { LANGUAGE_HEADER, pageLanguage } from '../lib/i18n/language-header';

/**
 * The browser's one way to call /api/web: JSON in and out, the stored bearer token and the page's
 * language attached, and always an envelope back, never a throw. A network failure is status 0,
 * so callers can branch on `status` exactly as the spec describes (200 / 404 / anything else).
 */
export type ApiEnvelope<T> = {
  status: number;
  message: string;
  data: T | null;
  errors?: { path: string; message: string }[];
};

export const TOKEN_KEY = 'token';
export const API_BASE = '/api/web';

export function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Headers every shop call carries: the page's language (the server remembers it on the account). */
export function shopHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (typeof location !== 'undefined') headers[LANGUAGE_HEADER] = pageLanguage(location.pathname);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export type ApiOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal; token?: string | null };

export async function apiFetch<T>(path: string, opts: ApiOptions = {}): Promise<ApiEnvelope<T>> {
  const url = path.startsWith('/api/') ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const headers = shopHeaders(opts.token === undefined ? storedToken() : opts.token);
  let response: Response;
  try {
    response = await fetch(url, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  } catch {
    return { status: 0, message: 'Could not reach the shop. Check your connection and try again.', data: null };
  }
  const parsed = (await response.json().catch(() => null)) as Partial<ApiEnvelope<T>> | null;
  if (!parsed || typeof parsed !== 'object') {
    return { status: response.status, message: response.ok ? 'OK' : 'Something went wrong. Please try again.', data: null };
  }
  return {
    status: response.status,
    message: typeof parsed.message === 'string' ? parsed.message : '',
    data: (parsed.data ?? null) as T | null,
    ...(Array.isArray(parsed.errors) ? { errors: parsed.errors } : {}),
  };
}
