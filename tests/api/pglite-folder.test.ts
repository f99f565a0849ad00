import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, query } from '../../src/server/platform/db/client';
import { createPgliteDirApart } from '../../src/server/platform/db/pglite-init';

// Issue 19's memory target: a new embedded database folder is made outside the server process,
// and the server opens it with small shared buffers.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-pglite-folder-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded database folder (PGlite on either test run)', () => {
  it('is created by a child process that logs its own peak, then opens with 16 MB of shared buffers', async () => {
    // Issue 33 item 6: the child's peak is logged so the bench can name it; Liftoff only and initdb's
    // small settings keep it near 514 MB (the optimizing tier and initdb's defaults: 1,051 MB).
    const childPeakMb = await createPgliteDirApart(dir);
    expect(childPeakMb).toBeGreaterThan(100);
    expect(childPeakMb).toBeLessThan(700);
    // initdb wrote the small settings into the folder, so its own bootstrap ran with them.
    const conf = fs.readFileSync(path.join(dir, 'postgresql.conf'), 'utf8');
    expect(conf).toMatch(/^shared_buffers = 16MB\s/m);
    expect(conf).toMatch(/^maintenance_work_mem = 8MB\s/m);
    expect(await createPgliteDirApart(dir)).toBeNull();
    expect(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    const handle = await openDatabase({ dataDir: dir });
    try {
      const rows = await query<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`);
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await handle.close();
    }
  }, 120_000);
});
