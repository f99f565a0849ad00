import type { APIContext, APIRoute, AstroCookies, MiddlewareHandler } from 'astro';
import { createContext } from 'astro/middleware';

/**
 * Calls the shop's endpoints in process, exactly as Astro routes them: file-based paths with
 * [param] and [...rest] segments, the project's middleware around each call. Fast enough to
 * run thousands of requests, with a database private to each test file.
 */
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL', APIRoute>>;

const modules = import.meta.glob<RouteModule>('/src/pages/**/*.ts');

type Route = { pattern: RegExp; keys: string[]; load: () => Promise<RouteModule>; file: string; score: number };

const routes: Route[] = Object.entries(modules)
  .map(([file, load]) => {
    const path = file
      .replace(/^\/src\/pages/, '')
      .replace(/\.ts$/, '')
      .replace(/\/index$/, '');
    const keys: string[] = [];
    let score = 0;
    const source = path
      .split('/')
      .map((seg) => {
        const rest = /^\[\.\.\.(\w+)\]$/.exec(seg);
        if (rest) {
          keys.push(rest[1]!);
          score += 100;
          return '(.*)';
        }
        const dyn = /^\[(\w+)\](.*)$/.exec(seg);
        if (dyn) {
          keys.push(dyn[1]!);
          score += 10;
          return `([^/]+)${escape(dyn[2]!)}`;
        }
        return escape(seg);
      })
      .join('/');
    return { pattern: new RegExp(`^${source || ''}/?$`), keys, load, file, score };
  })
  // Static segments win over dynamic ones, as in Astro.
  .sort((a, b) => a.score - b.score);

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let middleware: MiddlewareHandler | undefined;

async function loadMiddleware(): Promise<MiddlewareHandler | undefined> {
  if (middleware) return middleware;
  const mods = import.meta.glob<{ onRequest?: MiddlewareHandler }>('/src/middleware.ts');
  const load = mods['/src/middleware.ts'];
  middleware = load ? (await load()).onRequest : undefined;
  return middleware;
}

export type ApiResponse<T = any> = {
  status: number;
  headers: Headers;
  body: T;
  text: string;
};

export type CallOptions = {
  body?: unknown;
  /** Sent as is (for malformed bodies); otherwise `body` is JSON-encoded. */
  rawBody?: string | Uint8Array;
  token?: string;
  headers?: Record<string, string>;
  clientAddress?: string;
};

export const BASE = 'http://localhost:4321';

export async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(path, BASE);
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set('authorization', `Bearer ${opts.token}`);
  let body: BodyInit | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody as BodyInit;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const request = new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  const response = await dispatch(request, opts.clientAddress ?? '127.0.0.1');
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // non-JSON answers (HTML, SVG) stay as text
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export async function dispatch(request: Request, clientAddress = '127.0.0.1'): Promise<Response> {
  const url = new URL(request.url);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return new Response('Bad request.', { status: 400 });
  }
  for (const r of routes) {
    const m = r.pattern.exec(url.pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    r.keys.forEach((k, i) => {
      const raw = m[i + 1] ?? '';
      try {
        params[k] = decodeURIComponent(raw);
      } catch {
        params[k] = raw;
      }
    });
    const mod = await r.load();
    const handler = mod[request.method as keyof RouteModule] ?? mod.ALL;
    if (!handler) return new Response(null, { status: 405 });
    const locals: Record<string, unknown> = {};
    // Astro's own cookie jar, so routes read and set cookies exactly as they do in the server.
    const cookies = createContext({ request, defaultLocale: 'en' }).cookies;
    const ctx = {
      request,
      url,
      params,
      locals,
      clientAddress,
      cookies,
      site: new URL(BASE),
      redirect: (to: string, status = 302) => new Response(null, { status, headers: { location: to } }),
    } as unknown as APIContext;
    const mw = await loadMiddleware();
    const run = async () => handler(ctx);
    const res = mw ? await mw(ctx as never, run as never) : await run();
    return withSetCookies(res as Response, cookies);
  }
  void pathname;
  return new Response(JSON.stringify({ status: 404, message: 'Not found', data: null }), { status: 404 });
}

/** As Astro's server does after the middleware: the jar's cookies become Set-Cookie headers. */
function withSetCookies(response: Response, cookies: AstroCookies): Response {
  const set = [...cookies.headers()];
  if (set.length === 0) return response;
  let out = response;
  try {
    for (const c of set) out.headers.append('set-cookie', c);
  } catch {
    out = new Response(response.body, response);
    for (const c of set) out.headers.append('set-cookie', c);
  }
  return out;
}

export const get = <T = any>(path: string, opts?: CallOptions) => call<T>('GET', path, opts);
export const post = <T = any>(path: string, body?: unknown, opts: CallOptions = {}) => call<T>('POST', path, { ...opts, body });
export const patch = <T = any>(path: string, body?: unknown, opts: CallOptions = {}) => call<T>('PATCH', path, { ...opts, body });
