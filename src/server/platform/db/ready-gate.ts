import { hasDatabase } from './client';

/**
 * Where a domain waits until the shop's database is open, without knowing what opens it. The app
 * installs its start-up here when it loads (src/server/app/ready.ts), and the middleware loads
 * the app before any request reaches a page. Tests install a database of their own instead, which
 * opens the gate as well.
 */
let opener: (() => Promise<void>) | undefined;

export function installOpener(open: () => Promise<void>): void {
  opener = open;
}

export function whenReady(): Promise<void> {
  if (opener) return opener();
  if (hasDatabase()) return Promise.resolve();
  return Promise.reject(new Error('Nothing has opened the database: src/server/app/ready.ts installs the opener when it loads.'));
}
