// Starts the built shop (scripts/start.mjs) as a child process on loopback and waits for its
// "is ready" line; the server's log keeps draining so a full pipe never stalls it under load.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

/**
 * @param {{ root: string, port: number, databaseUrl?: string }} opts
 * @returns {Promise<{ base: string, pid: number, initdbChildHwmMb: number | null, stop: () => Promise<void> }>}
 */
export async function startServer({ root, port, databaseUrl }) {
  // A fresh embedded database per start, so every run measures the same demo catalog.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-bench-'));
  const env = { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ASTRO_TELEMETRY_DISABLED: '1' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stderr.on('data', keep);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 150 s:\n${tail}`)), 150_000);
    const onData = (chunk) => {
      keep(chunk);
      if (/is ready at/.test(tail)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(undefined);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
      reject(new Error(`The server exited (${code}) before it was ready:\n${tail}`));
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        fs.rmSync(dir, { recursive: true, force: true });
        resolve(undefined);
      });
      child.kill('SIGTERM');
    });
  // The embedded database's folder is made by a child of the server, which logs its peak.
  const childPeak = /"pglite folder created"[^\n]*"childPeakMb":(\d+)/.exec(tail)?.[1];
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, initdbChildHwmMb: childPeak ? Number(childPeak) : null, stop };
}
