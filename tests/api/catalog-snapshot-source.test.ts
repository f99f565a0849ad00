import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { setCatalogReplica, type DbHandle } from '../../src/server/platform/db/client';
import { loadSnapshotAt } from '../../src/server/catalog/snapshot-source';
import { resetEnvForTests } from '../../src/server/platform/env';
import { openTestDatabase } from '../support/db';

/**
 * Which database a catalog snapshot is read from. Two private databases stand in for the primary
 * and the replica; the "replica" calls one product differently, so a snapshot says where it came from.
 */
let primary: DbHandle;
let replica: DbHandle;
let slug: string;

beforeAll(async () => {
  resetEnvForTests({ LOG_LEVEL: 'warn' });
  [primary, replica] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  const rows = (await replica.db.execute(sql`select slug from products where is_active order by position, name limit 1`)) as unknown as { rows: { slug: string }[] };
  slug = rows.rows[0]!.slug;
  await replica.db.execute(sql`update products set name = 'Read On The Replica' where slug = ${slug}`);
  await setVersion(primary, 7);
});

afterAll(async () => {
  setCatalogReplica(undefined);
  resetEnvForTests();
  await Promise.all([primary?.close(), replica?.close()]);
});

async function setVersion(handle: DbHandle, version: number) {
  await handle.db.execute(sql`update catalog_version set version = ${version}`);
}

const nameFrom = async (version: number) => (await loadSnapshotAt(version, primary.db)).bySlug.get(slug)?.name;

function warnings(): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void lines.push(String(line)));
  return { lines, stop: () => spy.mockRestore() };
}

describe('the catalog snapshot source', () => {
  test('without a replica the primary answers', async () => {
    setCatalogReplica(undefined);
    expect(await nameFrom(7)).not.toBe('Read On The Replica');
  });

  test('a replica that has replayed the version answers', async () => {
    setCatalogReplica(replica);
    await setVersion(replica, 7);
    expect(await nameFrom(7)).toBe('Read On The Replica');
    await setVersion(replica, 8);
    expect(await nameFrom(7)).toBe('Read On The Replica');
  });

  test('a replica behind the version is passed over for the primary, with one warning for the episode', async () => {
    setCatalogReplica(replica);
    await setVersion(replica, 6);
    const warn = warnings();
    try {
      expect(await nameFrom(7)).not.toBe('Read On The Replica');
      expect(await nameFrom(7)).not.toBe('Read On The Replica');
    } finally {
      warn.stop();
    }
    expect(warn.lines).toHaveLength(1);
    expect(JSON.parse(warn.lines[0]!)).toMatchObject({ level: 'warn', msg: 'catalog replica is behind the primary: reading the catalog from the primary', version: 7, replicaVersion: 6 });
    await setVersion(replica, 7);
    expect(await nameFrom(7)).toBe('Read On The Replica');
  });

  test('a replica that fails is passed over for the primary, and rests before it is tried again', async () => {
    let asked = 0;
    const broken = {
      ...replica,
      db: {
        transaction: async () => {
          asked += 1;
          throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:5432'), { code: 'ECONNREFUSED' });
        },
      } as unknown as DbHandle['db'],
    };
    setCatalogReplica(broken);
    const warn = warnings();
    try {
      expect(await nameFrom(7)).not.toBe('Read On The Replica');
      expect(await nameFrom(8)).not.toBe('Read On The Replica');
    } finally {
      warn.stop();
    }
    expect(asked).toBe(1);
    expect(warn.lines).toHaveLength(1);
    expect(JSON.parse(warn.lines[0]!)).toMatchObject({ msg: 'catalog replica failed: reading the catalog from the primary', code: 'ECONNREFUSED' });
    // The error's message names the host; the log line does not.
    expect(warn.lines[0]).not.toContain('10.0.0.9');
  });
});
