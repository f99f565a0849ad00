// `npm run bench`: builds once, starts the built shop on loopback with the demo catalog and prints
// one table (Lighthouse mobile, bytes per page type, load with autocannon), also written as JSON
// to tests/bench/results/latest.json. DATABASE_URL=postgres://… adds the load rows on PostgreSQL.
// BENCH_QUICK=1: one Lighthouse run and 3 s loads. BENCH_SKIP_BUILD=1 reuses dist/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { measureBytes } from './bytes.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runLoad } from './load.mjs';
import { discoverPages } from './pages.mjs';
import { productWithUploadedPhotos } from './upload-photos.mjs';
import { startServer } from './server.mjs';
import { vmMemoryMb } from './vm-peak.mjs';
import { renderTable } from './table.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const quick = process.env.BENCH_QUICK === '1';
const port = Number(process.env.BENCH_PORT ?? 4500);
const lighthouseRuns = quick ? 1 : 3;
const loadOpts = { connections: [10, 100], duration: quick ? 3 : 10 };
const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);
const STATIC_NAME = 'bench-static.html';
const staticFile = path.join(root, 'dist/client', STATIC_NAME);

if (process.env.BENCH_SKIP_BUILD !== '1') {
  log('building (npm run build)');
  const b = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 2, 2], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (b.status !== 0) {
    console.error('The build failed, so there is nothing to measure.');
    process.exit(1);
  }
}

const removeStatic = () => {
  for (const f of [staticFile, `${staticFile}.gz`, `${staticFile}.br`]) fs.rmSync(f, { force: true });
};

let report;
try {
  // 1. Browser figures, on the embedded database.
  let server = await startServer({ root, port });
  log(`server ready at ${server.base}`);
  const pages = await discoverPages(server.base);
  // Issue 15: a product page whose photos are 2000-px JPEG uploads, made after the demo pages are chosen.
  pages.push({ type: 'product, 2000 px JPEG uploads', path: await productWithUploadedPhotos(server.base, log) });
  log(`pages: ${pages.map((p) => `${p.type}=${p.path ?? 'missing'}`).join(', ')}`);
  let lighthouse, bytes, productHtml;
  try {
    lighthouse = await runLighthouse(server.base, pages, lighthouseRuns, log);
    bytes = await measureBytes(server.base, pages, log);
    const product = pages.find((p) => p.type === 'product')?.path ?? '/';
    productHtml = Buffer.from(await (await fetch(server.base + product)).arrayBuffer());
  } finally {
    await server.stop();
  }

  // 2. The ceiling: the same server answering a static file of the product page's size. The static
  // handler indexes dist/client when it starts, so the file goes in before the restart.
  fs.writeFileSync(staticFile, productHtml);
  fs.writeFileSync(`${staticFile}.gz`, gzipSync(productHtml, { level: 9 }));
  fs.writeFileSync(`${staticFile}.br`, brotliCompressSync(productHtml));
  const productPath = pages.find((p) => p.type === 'product')?.path;
  const targets = [
    { name: 'home', path: '/' },
    // 50 connections: the load the memory target (one instance under 256 MB) is measured at.
    ...(productPath ? [{ name: 'product', path: productPath, connections: [10, 50, 100] }] : []),
    { name: 'product list API', path: '/api/web/product/list' },
    { name: 'search API', path: '/api/web/product/search?q=leg' },
    { name: `static ${kbText(productHtml.length)}`, path: `/${STATIC_NAME}` },
  ];
  const load = [];
  const startPeaks = [];
  const dbs = [{ label: 'PGlite', databaseUrl: undefined }];
  if (process.env.DATABASE_URL) dbs.push({ label: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });
  for (const db of dbs) {
    server = await startServer({ root, port, databaseUrl: db.databaseUrl });
    log(`server ready on ${db.label}`);
    // Every start is on a new data folder (server.mjs), so this is a first start's peak: PGlite's
    // initdb, the migrations and the demo catalog's seed. initdb runs in a short-lived child of
    // its own (src/server/platform/db/pglite-init.ts): its peak is printed beside, not hidden.
    startPeaks.push({ db: db.label, ...vmMemoryMb(server.pid), initdbChildHwm: server.initdbChildHwmMb ?? null });
    try {
      load.push(...(await runLoad(server.base, targets, { ...loadOpts, label: db.label, pid: server.pid }, log)));
    } finally {
      await server.stop();
    }
  }

  const cpus = os.cpus();
  report = {
    date: new Date().toISOString(),
    quick,
    machine: {
      cpu: cpus[0]?.model?.trim() ?? 'unknown',
      cores: cpus.length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      os: `${os.type()} ${os.release()}`,
    },
    lighthouseRuns,
    pages,
    lighthouse,
    bytes,
    load,
    startPeaks,
  };
} finally {
  removeStatic();
}

function kbText(n) {
  return `${Math.round(n / 1024)} KB`;
}

const table = renderTable(report);
fs.mkdirSync(path.join(root, 'tests/bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'tests/bench/results/latest.json'), JSON.stringify({ ...report, table }, null, 2) + '\n');
console.log(table);
