// After `astro build`: writes .br and .gz beside every text asset of the client folder, so the
// server sends compressed bytes without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = new URL('../dist/client/', import.meta.url);
const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html|ico)$/;
let count = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (TEXT.test(entry.name)) {
      const data = fs.readFileSync(full);
      if (data.length < 512) continue;
      fs.writeFileSync(full + '.br', zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(full + '.gz', zlib.gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(new URL(root).pathname);
console.log(`precompressed ${count} assets`);
