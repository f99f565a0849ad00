// Serves the built client folder through sirv: the precompressed copy the browser accepts
// (brotli, then gzip), ETag with 304, byte ranges, long-lived caching for hashed assets and
// short caching for the rest. A file that vanished after start is a 404, never a crash.
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { fileURLToPath } from 'node:url';

const NOT_FOUND = JSON.stringify({ status: 404, message: 'This file is no longer on the server. Reload the page to get the current one.', data: null });

export function createStaticServer(rootUrl) {
  const root = fileURLToPath(rootUrl);
  const names = new Set(
    fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map((name) => '/' + String(name).split(path.sep).join('/')) : [],
  );
  const files = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    // Exact paths only: pages are the Astro handler's, so they get its headers and middleware.
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  /** Calls `next` when no built file has this path. */
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return names.has(pathOf(req)) ? methodNotAllowed(req, res) : next();
    }
    const release = holdHeadersUntilOpen(res);
    try {
      files(req, res, () => {
        release();
        next();
      });
    } catch {
      release();
      notFound(res);
    }
  };
}

/**
 * sirv writes the 200 head and then opens the file; if the file is gone by then, the read
 * stream fails (unheard, that error kills the process). Holding the head until the file is
 * open turns that into an honest 404.
 */
function holdHeadersUntilOpen(res) {
  const writeHead = res.writeHead;
  let held;
  res.writeHead = function (status, ...rest) {
    if (status === 200 || status === 206) {
      held = [status, ...rest];
      return res;
    }
    return writeHead.call(res, status, ...rest);
  };
  const onPipe = (source) => {
    source.once('open', () => {
      res.writeHead = writeHead;
      if (held) writeHead.apply(res, held);
    });
    source.once('error', () => {
      res.writeHead = writeHead;
      source.unpipe(res);
      if (res.headersSent) res.destroy();
      else notFound(res);
    });
  };
  res.once('pipe', onPipe);
  return () => {
    res.writeHead = writeHead;
    res.off('pipe', onPipe);
  };
}

function pathOf(req) {
  const raw = (req.url ?? '/').split('?')[0];
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

function methodNotAllowed(req, res) {
  const body = JSON.stringify({ status: 405, message: `This file cannot be changed: ${req.method} is not accepted. Use GET, HEAD.`, data: null });
  res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
}

function notFound(res) {
  if (res.headersSent) return res.destroy();
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(NOT_FOUND);
}
