import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { log } from '../log';

/**
 * A new PGlite folder is created (initdb) in a short-lived child process, so initdb's own
 * WebAssembly module, its compiled code and the heap it grew never stay in the shop's process:
 * after a first start the server otherwise carries about 110 MB more (issue 19's memory target,
 * measured with `npm run bench`, which starts every run on a new folder). Should the child fail,
 * the server creates the folder itself as before, only heavier.
 */
export async function createPgliteDirApart(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  let pglite: string;
  try {
    pglite = import.meta.resolve('@electric-sql/pglite');
  } catch {
    return;
  }
  const script = `import { PGlite } from ${JSON.stringify(pglite)};
const db = new PGlite(${JSON.stringify(dir)});
await db.waitReady;
await db.close();`;
  const began = Date.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', () => resolve(null));
    child.once('exit', (exitCode) => {
      if (exitCode !== 0) log('warn', 'pglite folder not created apart; creating it in the server', { code: exitCode, stderr });
      resolve(exitCode);
    });
  });
  if (code === 0) log('info', 'pglite folder created', { ms: Date.now() - began });
}
