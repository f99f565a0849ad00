// Renders the bench results as one plain-text table (Markdown pipes, so the README can take it as is).
import { kb } from './stats.mjs';

function grid(head, rows) {
  const cells = [head, ...rows].map((r) => r.map((c) => (c == null ? '–' : String(c))));
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

const pageName = (p) => `${p.type}${p.path ? ` ${p.path}` : ''}`;

export function renderTable(report) {
  const m = report.machine;
  const parts = [
    `Kanmani bench, ${report.date}${report.quick ? ' (BENCH_QUICK: 1 Lighthouse run, short loads)' : ''}`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, ${m.os}`,
    '',
    `Lighthouse mobile (median of ${report.lighthouseRuns})`,
    grid(
      ['Page', 'Perf', 'A11y', 'Best Pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
      report.lighthouse.map((p) =>
        p.skipped ? [`${p.type} (skipped: ${p.skipped})`, null, null, null, null, null, null, null] : [pageName(p), p.performance, p.accessibility, p.bestPractices, p.seo, p.lcpMs, p.tbtMs, p.cls],
      ),
    ),
    '',
    'Bytes downloaded per page (KB; gzip = gzip -9 of the bodies, wire = as transferred)',
    grid(
      ['Page', 'JS raw', 'JS gzip', 'JS wire', 'CSS raw', 'CSS gzip', 'CSS wire', 'HTML raw', 'HTML wire'],
      report.bytes.map((p) => {
        if (p.skipped) return [`${p.type} (skipped: ${p.skipped})`, null, null, null, null, null, null, null, null];
        const { js, css, html } = p.totals;
        return [pageName(p), kb(js.raw), kb(js.gzip), kb(js.wire), kb(css.raw), kb(css.gzip), kb(css.wire), kb(html.raw), kb(html.wire)];
      }),
    ),
    '',
    `Load (autocannon, ${report.load[0]?.durationS ?? '?'} s per row)`,
    grid(
      ['Target', 'DB', 'Conns', 'Req/s', 'p50 ms', 'p99 ms', 'Requests', 'Errors', 'Peak RSS MB', 'VmHWM MB'],
      report.load.map((r) => [`${r.name} ${r.path}`, r.db, r.connections, r.requestsPerSec, r.p50Ms, r.p99Ms, r.requests, r.non2xx + r.errors, r.peakRssMb, r.vmHwmMb]),
    ),
    '',
    ...targetLines(report.load),
    ...memoryLines(report),
  ];
  return parts.join('\n');
}

/** Issue 19's targets, from the load rows: the page cache against a static file, and memory. */
function targetLines(load) {
  const lines = [];
  for (const db of [...new Set(load.map((r) => r.db))]) {
    const row = (name, c) => load.find((r) => r.db === db && r.name === name && r.connections === c);
    const product = row('product', 10);
    const statik = load.find((r) => r.db === db && r.name.startsWith('static') && r.connections === 10);
    if (product && statik) {
      const ratio = product.requestsPerSec / statik.requestsPerSec;
      lines.push(`${db}: product page ${product.requestsPerSec} req/s vs the same HTML as a static file ${statik.requestsPerSec} req/s at 10 connections: ratio ${ratio.toFixed(2)} (target at least 0.50)`);
    }
    const at50 = row('product', 50);
    if (at50?.peakRssMb != null) lines.push(`${db}: peak RSS serving the product page at 50 connections: ${at50.peakRssMb} MB (target under 256 MB)`);
  }
  return lines;
}

/**
 * Issue 33 item 6's figures, from VmHWM (the kernel's own peak, not a sample): the first start on
 * a new data folder, and serving the product page at 50 connections with the peak reset first.
 * The embedded database's folder is made by a short-lived child; its peak is named beside.
 */
function memoryLines(report) {
  const lines = [];
  for (const start of report.startPeaks ?? []) {
    const child = start.initdbChildHwm == null ? '' : `, plus ${start.initdbChildHwm} MB in the child that made the data folder (before the server opened it)`;
    // PGlite starts on a new folder every run; PostgreSQL's database is the one DATABASE_URL names, as it is.
    const what = start.db === 'PGlite' ? 'a first start on a new data folder (migrations, demo catalog)' : 'start';
    lines.push(`${start.db}: VmHWM once ready after ${what}: ${start.hwm ?? '–'} MB${child} (target under 384 MB)`);
    const at50 = report.load.find((r) => r.db === start.db && r.name === 'product' && r.connections === 50);
    if (at50) lines.push(`${start.db}: VmHWM serving the product page at 50 connections (peak reset before the row): ${at50.vmHwmMb ?? '–'} MB (target under 256 MB)`);
  }
  return lines;
}
