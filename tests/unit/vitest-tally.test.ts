import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { tallyVitest } from '../../scripts/vitest-tally.mjs';

/**
 * CI's total line comes from these counts. A resilience file whose beforeAll threw (its private
 * PostgreSQL would not start) once printed '27 passed, 0 failed' and let CI pass.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-tally-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function report(name: string, body: object): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(body));
  return file;
}

const passing = { name: `${process.cwd()}/tests/a.test.ts`, status: 'passed', assertionResults: [{ status: 'passed', fullName: 'a works' }, { status: 'passed', fullName: 'a still works' }] };

describe('counting a vitest report', () => {
  test('a file whose hook failed, its one test skipped, is one failure and is named', () => {
    const hookFailed = { name: `${process.cwd()}/tests/resilience/db-outage.test.ts`, status: 'failed', assertionResults: [{ status: 'skipped', fullName: 'orders survive database outages' }] };
    const file = report('hook.json', { numPassedTests: 2, numFailedTests: 0, testResults: [passing, hookFailed] });
    expect(tallyVitest(file)).toEqual({
      passed: 2,
      failed: 1,
      failures: ['tests/resilience/db-outage.test.ts: the file failed to load, or a hook failed and its tests were skipped'],
    });
  });

  test('a file that did not load is one failure; a failed test is counted once, by name', () => {
    const noLoad = { name: `${process.cwd()}/tests/b.test.ts`, status: 'failed', assertionResults: [] };
    const oneFailed = { name: `${process.cwd()}/tests/c.test.ts`, status: 'failed', assertionResults: [{ status: 'passed', fullName: 'c one' }, { status: 'failed', fullName: 'c two' }] };
    const file = report('mixed.json', { numPassedTests: 3, numFailedTests: 1, testResults: [passing, noLoad, oneFailed] });
    expect(tallyVitest(file)).toEqual({
      passed: 3,
      failed: 2,
      failures: ['tests/b.test.ts: the file failed to load, or a hook failed and its tests were skipped', 'tests/c.test.ts: c two'],
    });
  });

  test('no report at all is no tally (the caller counts a crash)', () => {
    expect(tallyVitest(path.join(dir, 'missing.json'))).toBeNull();
  });
});
