/**
 * The embedded database's memory settings (issue 19: one instance under 256 MB while serving).
 * PGlite starts PostgreSQL with initdb's 128 MB of shared buffers inside its WebAssembly heap,
 * which never shrinks; the shop's catalog is a few MB and catalog pages come from the page
 * cache, so 16 MB holds every hot table and index. Measured with `npm run bench` (README).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, '-c', 'maintenance_work_mem=8MB', '-c', 'wal_buffers=1MB', '-c', 'temp_buffers=2MB'];
}
