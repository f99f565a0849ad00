// Lighthouse mobile on the product page with and without a Meta pixel id configured (issue:
// the pixel must never slow the page). Median of BENCH_RUNS (default 3) runs each.
// Run after `npm run build`: node tests/bench/pixel-lighthouse.mjs
import { startServer } from './server.mjs';
import { runLighthouse } from './lighthouse.mjs';

const root = new URL('../..', import.meta.url).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const page = [{ type: 'product', path: '/product/ankle-length-cotton-leggings' }];
const rows = [];
for (const [label, pixel] of [['no pixel', undefined], ['pixel 1234567890', '1234567890']]) {
  if (pixel) process.env.META_PIXEL_ID = pixel;
  else delete process.env.META_PIXEL_ID;
  const server = await startServer({ root, port: 4520 });
  try {
    const [r] = await runLighthouse(server.base, page, runs, (m) => console.error(`[pixel-bench] ${m}`));
    rows.push({ label, ...r });
  } finally {
    await server.stop();
  }
}
console.log('Product page, Lighthouse mobile, median run');
for (const r of rows) {
  console.log(`${r.label.padEnd(18)} Performance ${r.performance} (runs ${r.performanceScores?.join(', ')}), LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`);
}
