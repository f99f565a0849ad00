// `npm test`: every suite once (unit and API in vitest, then the built server in Chromium),
// closing with one line that totals them: "N passed, N failed".
// TEST_DATABASE_URL=postgres://… runs the API and e2e suites on PostgreSQL instead of PGlite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = 'tests/.results';
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const only = process.argv.slice(2); // e.g. `npm test -- unit api`
const wants = (s) => only.length === 0 || only.includes(s);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  return r.status ?? 1;
}

const totals = [];
let crashed = false;

if (wants('unit') || wants('api')) {
  const projects = ['unit', 'api'].filter(wants).flatMap((p) => ['--project', p]);
  const code = run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]);
  const file = `${results}/vitest.json`;
  if (fs.existsSync(file)) {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failedSuites = (j.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0).length;
    totals.push({ name: `unit+api (${db})`, passed: j.numPassedTests, failed: j.numFailedTests + failedSuites });
  } else crashed = true;
  if (code !== 0 && !fs.existsSync(file)) crashed = true;
}

if (wants('e2e')) {
  const specs = fs.existsSync('tests/e2e') && fs.readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'));
  if (specs) {
    if (run('npm', ['run', 'build', '--silent']) !== 0) {
      console.error('The build failed, so the end-to-end suite could not run.');
      crashed = true;
    } else {
      run('npx', ['playwright', 'test']);
      const file = `${results}/e2e.json`;
      if (fs.existsSync(file)) {
        const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
        totals.push({ name: `e2e (${db})`, passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) });
      } else crashed = true;
    }
  }
}

for (const t of totals) console.log(`${t.name}: ${t.passed} passed, ${t.failed} failed`);
const passed = totals.reduce((n, t) => n + t.passed, 0);
const failed = totals.reduce((n, t) => n + t.failed, 0) + (crashed ? 1 : 0);
fs.writeFileSync(`${results}/summary.json`, JSON.stringify({ passed, failed, suites: totals, crashed }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
