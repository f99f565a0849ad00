import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The instances reach PostgreSQL through PgBouncer in transaction pooling (deploy/pgbouncer.ini):
 * consecutive transactions of one pool client may run on different server connections. So the
 * server code may hold no state in a session: no session-level advisory lock (the transaction's
 * pg_advisory_xact_lock is fine), no named prepared statement, no LISTEN, no plain SET (SET LOCAL
 * is fine), no temporary table. This walks src/server for each of them.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return serverFiles(p);
    return /\.(ts|mjs|js)$/.test(e.name) ? [p] : [];
  });
}

const SESSION_STATE: { what: string; pattern: RegExp }[] = [
  { what: 'a session-level advisory lock', pattern: /pg_(try_)?advisory_lock(_shared)?\s*\(/i },
  { what: 'LISTEN or UNLISTEN', pattern: /\b(UN)?LISTEN\s+[a-z_"]/i },
  { what: 'a named prepared statement', pattern: /\bPREPARE\s+[a-z_]+\s+(AS|\()|\bname:\s*['"`][a-z0-9_-]+['"`],\s*text:/i },
  { what: 'a session SET (not SET LOCAL)', pattern: /[`'"]\s*set\s+(?!local\b)(session\s+)?[a-z_]+\s*(=|to)\s/i },
  { what: 'a temporary table', pattern: /create\s+(temp|temporary)\s+table/i },
];

describe('no session state on a database connection', () => {
  const files = serverFiles(path.join(ROOT, 'src/server'));

  test('the walk finds the server code', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  for (const { what, pattern } of SESSION_STATE) {
    test(`src/server holds no ${what}`, () => {
      const found = files.filter((f) => pattern.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(ROOT, f));
      expect(found).toEqual([]);
    });
  }

  test('each pattern catches what it is for', () => {
    const samples = [
      'select pg_advisory_lock(42)',
      'LISTEN catalog_changed',
      "client.query({ name: 'find-order', text: 'select 1' })",
      "`set statement_timeout = 0`",
      'CREATE TEMP TABLE t (id int)',
    ];
    SESSION_STATE.forEach(({ pattern }, i) => expect(pattern.test(samples[i]!)).toBe(true));
    expect(SESSION_STATE[0]!.pattern.test('select pg_advisory_xact_lock(42)')).toBe(false);
    expect(SESSION_STATE[3]!.pattern.test('`set local statement_timeout = 0`')).toBe(false);
  });
});
