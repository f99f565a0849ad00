// Starts the built shop: precompressed static assets, the Astro handler, readiness before the
// "ready" line, and a graceful shutdown on SIGTERM/SIGINT.
import http from 'node:http';
import v8 from 'node:v8';
import { runtimeHeapFlags } from './server-node-flags.mjs';
import { createStaticServer } from './static-files.mjs';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// The shop's own mode is the NODE_ENV the operator gave (src/server/platform/env.ts reads SHOP_ENV);
// libraries such as React always run their production builds in the built server.
process.env.SHOP_ENV ??= process.env.NODE_ENV ?? 'development';
process.env.NODE_ENV = 'production';
process.env.ASTRO_TELEMETRY_DISABLED = '1';

for (const flag of runtimeHeapFlags(process.env)) v8.setFlagsFromString(flag);

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const began = Date.now();

const { handler } = await import(new URL('../dist/server/entry.mjs', import.meta.url).href);
const serveStatic = createStaticServer(new URL('../dist/client/', import.meta.url));

// The Fetch API cannot build a Request for TRACE, so Astro would answer a bare 500; it goes
// through as OPTIONS, marked with the header src/server/platform/http/allowed-methods.ts reads, and the
// middleware answers 405 with the route's Allow.
const REFUSED_METHOD_HEADER = 'x-kanmani-refused-method';

const server = http.createServer((req, res) => {
  delete req.headers[REFUSED_METHOD_HEADER];
  // Astro's handler answers a URL it cannot decode with a bare text 400; name the field instead.
  const undecodable = undecodableParts(req.url ?? '/');
  if (undecodable.length > 0) return refuseUrl(res, undecodable);
  serveStatic(req, res, () => {
    if (req.method === 'TRACE') {
      req.headers[REFUSED_METHOD_HEADER] = req.method;
      req.method = 'OPTIONS';
    }
    // The checkout's hot JSON routes are answered without Astro's pipeline (src/server/app/http/hot-route.ts).
    const hot = globalThis.__kanmaniHotRoute;
    if (hot && req.method === 'POST') {
      return hot(req, res).then(
        (sent) => sent || handler(req, res),
        () => handler(req, res),
      );
    }
    // A catalog page the page cache keeps is written without Astro's pipeline (src/server/app/http/cached-page-answer.ts).
    const cached = globalThis.__kanmaniCachedPage;
    if (!cached) return handler(req, res);
    cached(req, res).then(
      (sent) => sent || handler(req, res),
      () => handler(req, res),
    );
  });
});
// CONNECT never reaches the request handler; without this Node just drops the connection.
server.on('connect', (_req, socket) => {
  const body = JSON.stringify({ status: 405, message: 'This server is not a proxy: CONNECT is not accepted. Use GET, HEAD.', data: null });
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
});
// Longer than nginx's upstream keepalive_timeout (60 s) and than clients keep idle sockets, so the
// server is never the side that closes a socket a client is just reusing (an ECONNRESET on a POST).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, host, resolve);
});

// The first /readyz opens, migrates and (when empty) seeds the database.
const readyUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}/readyz`;
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    const r = await fetch(readyUrl);
    if (r.ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) {
    console.error('The database did not become ready within 120 s; stopping.');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}
const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
console.log(`Kanmani is ready at http://${shown}:${port} (ready in ${Date.now() - began} ms)`);
if (process.env.SHOP_ENV !== 'production') console.log(`Merchant console: http://${shown}:${port}/admin (local demo owner: owner@kanmani.local / kanmani-local-owner)`);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then stopping.`);
  const force = setTimeout(() => process.exit(0), 10_000);
  force.unref();
  server.close(async () => {
    await globalThis.__kanmaniShutdown?.();
    process.exit(0);
  });
  server.closeIdleConnections?.();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

function decodes(raw) {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

/** The parts of a URL whose percent-escapes are not UTF-8, named as src/server/platform/http/body.ts names them. */
function undecodableParts(url) {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const parts = decodes(path) ? [] : ['(path)'];
  for (const pair of at === -1 ? [] : url.slice(at + 1).split('&')) {
    const [key, ...value] = pair.split('=');
    if (!decodes(key)) parts.push('(query)');
    else if (!decodes(value.join('='))) parts.push(decodeURIComponent(key));
  }
  return parts;
}

function refuseUrl(res, parts) {
  const message = `Invalid address: ${parts.slice(0, 3).join(', ')} contains a null character or broken Unicode. Remove it and try again.`;
  const errors = parts.map((path) => ({ path, message: 'Remove the null character or broken Unicode from this text.' }));
  res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(JSON.stringify({ status: 400, message, data: null, errors }));
}
