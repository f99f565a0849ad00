import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS, runtimeHeapFlags } from '../../scripts/server-node-flags.mjs';

// npm scripts cannot import the flags, so `npm start` and `npm run serve` spell them again: they
// must start the shop exactly as the bench and the built-server tests measured it.
const scripts = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')).scripts as Record<string, string>;

describe('the shop process flags', () => {
  it('keep PGlite on the baseline WebAssembly compiler with small semi-spaces (issue 33 item 6)', () => {
    expect(SERVER_NODE_FLAGS).toEqual(['--max-semi-space-size=8', '--liftoff-only']);
    expect(SERVER_ENV).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  it('let the heap grow by a quarter between full collections on the embedded database only', () => {
    expect(runtimeHeapFlags({})).toEqual(['--heap-growing-percent=25']);
    expect(runtimeHeapFlags({ DATABASE_URL: 'postgres://127.0.0.1:5432/shop' })).toEqual([]);
  });

  it.each(['start', 'serve'])('npm run %s starts the server with the same flags and malloc arenas', (name) => {
    expect(scripts[name]).toContain('MALLOC_ARENA_MAX=2 node --max-semi-space-size=8 --liftoff-only scripts/start.mjs');
  });
});
