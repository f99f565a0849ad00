// `npm test`: every suite once (ESLint, the layering rules, unit and API in vitest, the API again
// against the built server, then the built server in Chromium), closing with one line that totals
// them: "N passed, N failed".
// TEST_DATABASE_URL=postgres://… runs the API and e2e suites on PostgreSQL instead of PGlite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { checkLayering, describe } from './lint-deps.mjs';
import { tallyVitest } from './vitest-tally.mjs';

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
const began = Date.now();
let suiteBegan = Date.now();
/** Minutes since the previous suite ended (a shared build counts for the suite that waited for it). */
const minutes = () => {
  const m = (Date.now() - suiteBegan) / 60_000;
  suiteBegan = Date.now();
  return Math.round(m * 10) / 10;
};
const failures = []; // names of failing tests, repeated at the very end where CI's tail shows them
let crashed = false;

// ESLint counts as one test: the tree is clean or it is not; its output names each broken rule.
if (wants('lint')) {
  const code = run('npx', ['eslint', '.', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/']);
  if (code !== 0) failures.push('lint: ESLint');
  if (code !== 0) console.error('ESLint found the problems above (rule names at the end of each line): fix them or run `npm run lint`.');
  totals.push({ name: 'lint (ESLint)', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, minutes: minutes() });
}

// Each dependency-cruiser rule counts as one test.
if (wants('deps')) {
  const { rules, violations } = await checkLayering();
  for (const v of violations) console.error(`Layering rule broken: ${describe(v)}`);
  const broken = new Set(violations.map((v) => v.rule));
  for (const rule of broken) failures.push(`layering: ${rule}`);
  totals.push({ name: 'layering (dependency-cruiser)', passed: rules.length - broken.size, failed: broken.size, minutes: minutes() });
}

// One build serves the API tests against the built server and the end-to-end suite.
let built;
function build() {
  if (built === undefined) {
    built = run('npm', ['run', 'build', '--silent']) === 0;
    if (!built) console.error('The build failed, so the built-server and end-to-end suites could not run.');
  }
  return built;
}

if (wants('unit') || wants('api')) {
  const withBuilt = wants('api') && build();
  if (wants('api') && !withBuilt) crashed = true;
  const projects = [...['unit', 'api'].filter(wants), ...(withBuilt ? ['built'] : [])].flatMap((p) => ['--project', p]);
  run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]);
  const file = `${results}/vitest.json`;
  const tally = tallyVitest(file);
  if (tally) {
    failures.push(...tally.failures);
    totals.push({ name: `unit+api (${db})`, passed: tally.passed, failed: tally.failed, minutes: minutes() });
  } else crashed = true;
}

if (wants('e2e')) {
  const specs = fs.existsSync('tests/e2e') && fs.readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'));
  if (specs) {
    if (!build()) {
      crashed = true;
    } else {
      const code = run('npx', ['playwright', 'test']);
      const file = `${results}/e2e.json`;
      if (fs.existsSync(file)) {
        const report = JSON.parse(fs.readFileSync(file, 'utf8'));
        const s = report.stats ?? {};
        const walk = (suite, titles) => {
          for (const spec of suite.specs ?? []) {
            if (!spec.ok) failures.push(`${spec.file}: ${[...titles, spec.title].join(' > ')}`);
          }
          for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
        };
        for (const suite of report.suites ?? []) walk(suite, []);
        totals.push({ name: `e2e (${db})`, passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), minutes: minutes() });
        // Playwright failing with no failed test (its server did not start, say) is a crash, not a pass.
        if (code !== 0 && !(s.unexpected ?? 0) && !(s.flaky ?? 0)) {
          crashed = true;
          failures.push('e2e: Playwright stopped before its tests ran (see its error above)');
        }
      } else crashed = true;
    }
  }
}

for (const t of totals) console.log(`${t.name}: ${t.passed} passed, ${t.failed} failed (${t.minutes} min)`);
console.log(`npm test on ${db} took ${Math.round((Date.now() - began) / 6_000) / 10} min`);
for (const f of failures) console.log(`FAILED ${db}: ${f}`);
const passed = totals.reduce((n, t) => n + t.passed, 0);
const failed = totals.reduce((n, t) => n + t.failed, 0) + (crashed ? 1 : 0);
fs.writeFileSync(`${results}/summary.json`, JSON.stringify({ passed, failed, suites: totals, crashed, failures }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
