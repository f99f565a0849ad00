// What `npm test` and `npm run test:resilience` count from a vitest JSON report.
import fs from 'node:fs';

/**
 * A file can fail with no failed test: it did not load, or a beforeAll hook threw and vitest
 * skipped its tests. Either counts as one failure, never as a pass.
 */
const failedWithoutTest = (t) => t.status === 'failed' && !(t.assertionResults ?? []).some((a) => a.status === 'failed');

/** Passed and failed counts and the failing names, or null when vitest wrote no report. */
export function tallyVitest(reportFile) {
  if (!fs.existsSync(reportFile)) return null;
  const j = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const failures = [];
  let filesFailed = 0;
  for (const t of j.testResults ?? []) {
    const name = t.name.replace(`${process.cwd()}/`, '');
    if (failedWithoutTest(t)) {
      filesFailed += 1;
      failures.push(`${name}: the file failed to load, or a hook failed and its tests were skipped`);
    }
    for (const a of t.assertionResults ?? []) if (a.status === 'failed') failures.push(`${name}: ${a.fullName}`);
  }
  return { passed: j.numPassedTests, failed: j.numFailedTests + filesFailed, failures };
}
