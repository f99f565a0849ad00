// Starts the built shop: precompressed static assets, the Astro handler, readiness before the
// "ready" line, and a graceful shutdown on SIGTERM/SIGINT.
import http from 'node:http';
import { createStaticServer } from './static-files.mjs';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// The shop's own mode is the NODE_ENV the operator gave (src/server/env.ts reads SHOP_ENV);
// libraries such as React always run their production builds in the built server.
process.env.SHOP_ENV ??= process.env.NODE_ENV ?? 'development';
process.env.NODE_ENV = 'production';
process.env.ASTRO_TELEMETRY_DISABLED = '1';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const began = Date.now();

const { handler } = await import(new URL('../dist/server/entry.mjs', import.meta.url).href);
const serveStatic = createStaticServer(new URL('../dist/client/', import.meta.url));

const server = http.createServer((req, res) => {
  if (serveStatic(req, res)) return;
  handler(req, res);
});
server.keepAliveTimeout = 5_000;

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
