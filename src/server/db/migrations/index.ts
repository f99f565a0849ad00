import catalog from './0001_catalog';
import accounts from './0002_accounts';

/**
 * Every migration in the order it runs. Append new ones at the end; never edit one that has
 * shipped. Plain SQL strings so the same list serves the built server, the tests and the
 * seed script, with no file-system lookup at run time.
 */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001_catalog', sql: catalog },
  { id: '0002_accounts', sql: accounts },
];
