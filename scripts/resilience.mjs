// `npm run test:resilience`: the long tests against built servers on PostgreSQL (database outages,
// two instances on one database, the CSP in Chromium, a bounded load mix). Builds first when dist/
// is missing; closes with "N passed, N failed" and writes tests/.results/summary.json for .ci/run.
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) must reach PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { tallyVitest } from './vitest-tally.mjs';

const results = 'tests/.results';
fs.mkdirSync(results, { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

let crashed = false;
if (!fs.existsSync('dist/server/entry.mjs')) {
  console.log('dist/ is missing: building first.');
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.error('The build failed, so the resilience suite could not run.');
    crashed = true;
  }
}

let passed = 0;
let failed = 0;
const failures = [];
if (!crashed) {
  const file = `${results}/resilience.json`;
  fs.rmSync(file, { force: true });
  run('npx', ['vitest', 'run', '--config', 'tests/resilience/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const tally = tallyVitest(file);
  if (tally) {
    ({ passed, failed } = tally);
    failures.push(...tally.failures);
  } else crashed = true;
}
if (crashed) failed += 1;
fs.writeFileSync(`${results}/summary.json`, JSON.stringify({ passed, failed, suites: [{ name: 'resilience (PostgreSQL)', passed, failed }], crashed, failures }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
