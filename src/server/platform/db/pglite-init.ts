import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { log } from '../log';
import { pgliteStartParams } from './pglite-settings';

/**
 * A new PGlite folder is created (initdb) in a short-lived child process, so initdb's own
 * WebAssembly module, its compiled code and the heap it grew never stay in the shop's process:
 * after a first start the server otherwise carries about 110 MB more (issue 19's memory target,
 * measured with `npm run bench`, which starts every run on a new folder). Should the child fail,
 * the server creates the folder itself as before, only heavier. The child prints its own peak
 * (VmHWM, Linux) and the log line carries it, so a bench can add it to the server's rather than
 * let it vanish with the child (issue 33 item 6).
 */
/** Returns the child's peak in MB (VmHWM) when it made the folder, else null. */
export async function createPgliteDirApart(dir: string): Promise<number | null> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return null;
  let pglite: string;
  try {
    pglite = import.meta.resolve('@electric-sql/pglite');
  } catch {
    return null;
  }
  // initdb writes the small memory settings into the folder's postgresql.conf, so initdb's own
  // bootstrap runs with them too (514 MB rather than 619 MB at the child's peak, Node 24, Liftoff only).
  const settings = JSON.stringify(pgliteStartParams([]));
  const script = `import { PGlite } from ${JSON.stringify(pglite)};
const db = new PGlite(${JSON.stringify(dir)}, { initDbStartParams: ${settings}, startParams: [...PGlite.defaultStartParams, ...${settings}] });
await db.waitReady;
await db.close();
const fs = await import('node:fs');
const hwm = /VmHWM:\\s+(\\d+) kB/.exec(fs.existsSync('/proc/self/status') ? fs.readFileSync('/proc/self/status', 'utf8') : '');
if (hwm) process.stdout.write(String(Math.round(Number(hwm[1]) / 1024)));`;
  const began = Date.now();
  let printed = '';
  const code = await new Promise<number | null>((resolve) => {
    // Liftoff only: initdb runs once, and V8's optimizing tier would spend hundreds of MB compiling
    // PostgreSQL's hottest functions for it (measured on Node 24: the child peaks at 1,051 MB VmHWM
    // with the optimizing tier and 619 MB without, in the same 7 to 8 s).
    const child = spawn(process.execPath, ['--liftoff-only', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', () => resolve(null));
    child.once('exit', (exitCode) => {
      if (exitCode !== 0) log('warn', 'pglite folder not created apart; creating it in the server', { code: exitCode, stderr });
      resolve(exitCode);
    });
  });
  const peakMb = /^\d+$/.test(printed.trim()) ? Number(printed.trim()) : null;
  if (code !== 0) return null;
  log('info', 'pglite folder created', { ms: Date.now() - began, childPeakMb: peakMb });
  return peakMb;
}
