import catalog from './0001_catalog';
import accounts from './0002_accounts';
import orders from './0003_orders';
import analytics from './0004_analytics';

/**
 * Every migration in the order it runs. Append new ones at the end; never edit one that has
 * shipped. Plain SQL strings so the same list serves the built server, the tests and the
 * seed script, with no file-system lookup at run time.
 */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001_catalog', sql: catalog },
  { id: '0002_accounts', sql: accounts },
  { id: '0003_orders', sql: orders },
  { id: '0004_analytics', sql: analytics },
];
