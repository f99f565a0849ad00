// Lighthouse mobile (its default: simulated slow 4G and a 4x slower CPU) over each page, in turn.
// Each run gets a fresh Chromium; the reported run is the one with the median Performance score.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function once(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    // What keeps a category below 100, so the figures point at the fix.
    const failing = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score != null && lhr.audits[ref.id].score < 1)
          .map((ref) => ref.id),
      ]),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(numeric('largest-contentful-paint') ?? NaN),
      tbtMs: Math.round(numeric('total-blocking-time') ?? NaN),
      cls: Math.round((numeric('cumulative-layout-shift') ?? NaN) * 1000) / 1000,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * @param {string} base
 * @param {{ type: string, path: string | null }[]} pages
 * @param {number} runs
 */
export async function runLighthouse(base, pages, runs, log = () => {}) {
  const out = [];
  for (const page of pages) {
    if (!page.path) {
      out.push({ type: page.type, path: null, skipped: 'no such page yet' });
      continue;
    }
    const all = [];
    for (let i = 0; i < runs; i++) {
      log(`lighthouse ${page.path} run ${i + 1}/${runs}`);
      try {
        all.push(await once(base + page.path));
      } catch (e) {
        log(`  failed: ${e instanceof Error ? e.message : e}`);
      }
    }
    if (all.length === 0) {
      out.push({ type: page.type, path: page.path, skipped: 'every Lighthouse run failed' });
      continue;
    }
    const sorted = [...all].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
    const chosen = sorted[Math.floor((sorted.length - 1) / 2)];
    out.push({ type: page.type, path: page.path, runs: all.length, performanceScores: all.map((r) => r.performance), ...chosen });
  }
  return out;
}
