import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { APIContext, APIRoute } from 'astro';
import { log } from '#server/platform/log';
import { payloadTooLarge } from '#server/platform/errors';
import { MAX_BODY_BYTES, withBodyRead } from '#server/platform/http/body';
import { DECIDED_HEADERS, securityHeaders } from '#server/platform/http/security-headers';
import { SMALLEST_GZIPPED_BYTES } from '#server/platform/http/compress';
import { errorResponse } from './route';
import { ensureReady } from '../ready';

/** What a hot route reads of its request: nothing of Astro's that the lane below cannot give. */
export type HotContext = Pick<APIContext, 'request' | 'url' | 'locals'>;
type HotHandler = (ctx: HotContext) => Promise<Response>;

const HOT = new Map<string, HotHandler>();

/**
 * A JSON POST endpoint on the checkout's hot path (the cart quote, order/create). Astro serves it
 * as any route; once Astro has loaded it, scripts/start.mjs hands the same handler the requests
 * directly (answerHotRoute), without Astro's routing and render pipeline, which on a sale day cost
 * more CPU than pricing a cart does (issue 33, measured with `npm run bench:sale`). Errors become
 * the envelope exactly as `route()` makes them.
 */
export function hotRoute(path: `/api/web/${string}`, fn: (ctx: HotContext) => Promise<Response>): APIRoute {
  const handler: HotHandler = async (ctx) => {
    try {
      await ensureReady();
      return await fn(ctx);
    } catch (err) {
      return errorResponse(err, { requestId: ctx.locals?.requestId, path: ctx.url?.pathname }, ctx.request);
    }
  };
  HOT.set(path, handler);
  return (ctx) => handler(ctx);
}

/**
 * Answers a POST to a hot route the way the middleware would (request id, security headers, gzip
 * when it pays, one log line); false for anything else, which goes on to Astro. Only JSON bodies
 * come this way: Astro's origin check concerns form posts, which still go through it.
 */
export async function answerHotRoute(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'POST') return false;
  const raw = req.url ?? '/';
  const q = raw.indexOf('?');
  const pathname = q < 0 ? raw : raw.slice(0, q);
  const handler = HOT.get(pathname);
  if (!handler) return false;
  if (!/^application\/json\b/i.test(String(req.headers['content-type'] ?? '').trim())) return false;
  if (Number(req.headers['content-length'] ?? '0') > MAX_BODY_BYTES) return false;
  const started = performance.now();
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  const url = new URL(raw, 'http://shop.invalid');
  const abort = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  let response: Response;
  const body = await readBody(req);
  if (body === 'aborted') return true;
  if (body === 'too large') {
    response = errorResponse(payloadTooLarge(MAX_BODY_BYTES), { requestId, path: pathname });
  } else {
    // The body is handed over as read, not as a stream (platform/http/body.ts).
    const request = withBodyRead(new Request(url, { method: 'POST', headers, signal: abort.signal }), body);
    response = await handler({ request, url, locals: { requestId } as HotContext['locals'] });
  }
  let out: Buffer;
  try {
    out = Buffer.from(await response.arrayBuffer());
  } catch (err) {
    // The body is read by now, so Astro cannot take the request over: answer here.
    response = errorResponse(err, { requestId, path: pathname });
    out = Buffer.from(await response.arrayBuffer());
  }
  const written: Record<string, string> = {};
  response.headers.forEach((v, k) => (written[k] = v));
  for (const [k, v] of Object.entries({ ...securityHeaders(pathname), 'X-Request-Id': requestId })) {
    if (DECIDED_HEADERS.has(k) || !(k.toLowerCase() in written)) written[k.toLowerCase()] = v;
  }
  let sent: Buffer = out;
  if (out.length >= SMALLEST_GZIPPED_BYTES && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    sent = gzipSync(out);
    written['content-encoding'] = 'gzip';
    written.vary = written.vary ? `${written.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  written['content-length'] = String(sent.length);
  res.writeHead(response.status, STATUS_CODES[response.status] ?? '', written);
  res.end(sent);
  log('info', 'request', { requestId, method: 'POST', path: pathname, status: response.status, ms: Math.round(performance.now() - started) });
  return true;
}

/** The body, never more than the limit held; a client that leaves mid-upload gets no answer. */
function readBody(req: IncomingMessage): Promise<Buffer | 'too large' | 'aborted'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) over = true;
      else chunks.push(chunk);
    });
    req.once('end', () => resolve(over ? 'too large' : Buffer.concat(chunks, size)));
    req.once('error', () => resolve('aborted'));
    req.once('aborted', () => resolve('aborted'));
  });
}
