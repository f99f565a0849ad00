// Serves files of the built client folder with the precompressed copy the browser accepts
// (brotli, then gzip), long-lived caching for hashed assets, and short caching for the rest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

export function createStaticServer(rootUrl) {
  const root = fileURLToPath(rootUrl);
  const files = new Map();
  walk(root, (file) => {
    if (/\.(br|gz)$/.test(file)) return;
    const rel = '/' + path.relative(root, file).split(path.sep).join('/');
    files.set(rel, { file, br: fs.existsSync(file + '.br'), gz: fs.existsSync(file + '.gz'), size: fs.statSync(file).size });
  });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '/').split('?')[0];
    const entry = files.get(pathname);
    if (!entry) return false;
    const accept = String(req.headers['accept-encoding'] ?? '');
    const ext = path.extname(entry.file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    let file = entry.file;
    if (entry.br && /\bbr\b/.test(accept)) {
      file += '.br';
      headers['Content-Encoding'] = 'br';
    } else if (entry.gz && /\bgzip\b/.test(accept)) {
      file += '.gz';
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(fs.statSync(file).size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end(), true;
    fs.createReadStream(file).pipe(res);
    return true;
  };
}

function walk(dir, visit) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else visit(full);
  }
}
