import { describe, expect, test } from 'vitest';
import { EnvError, parseEnv } from '../../src/server/platform/env';

describe('DATABASE_REPLICA_URL', () => {
  test('is optional, and read beside DATABASE_URL', () => {
    expect(parseEnv({}).DATABASE_REPLICA_URL).toBeUndefined();
    const e = parseEnv({ DATABASE_URL: 'postgres://shop@primary/shop', DATABASE_REPLICA_URL: 'postgresql://shop@replica/shop' });
    expect(e.DATABASE_REPLICA_URL).toBe('postgresql://shop@replica/shop');
  });

  test('must be a PostgreSQL address', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://shop@primary/shop', DATABASE_REPLICA_URL: 'mysql://replica' })).toThrow(
      /DATABASE_REPLICA_URL must start with postgres:\/\/ or postgresql:\/\//,
    );
  });

  test('without DATABASE_URL the server refuses to start, naming both variables', () => {
    let caught: unknown;
    try {
      parseEnv({ DATABASE_REPLICA_URL: 'postgres://shop@replica/shop' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as Error).message).toContain('DATABASE_REPLICA_URL needs DATABASE_URL');
    // The address itself (it may carry a password) is not repeated back.
    expect((caught as Error).message).not.toContain('replica/shop');
  });
});
