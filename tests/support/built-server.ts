import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The built shop (dist/, as `npm start` serves it) in a child process on a free loopback port,
 * through scripts/e2e-server.mjs: a fresh embedded database, or a fresh database on
 * TEST_DATABASE_URL's server. Dev tools are on, so one-time codes land in the SMS outbox.
 */
export type BuiltServer = { url: string; output: () => string; stop: () => Promise<void> };

const ROOT = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer(): Promise<BuiltServer> {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/entry.mjs'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const port = await freePort();
  const local = path.join(ROOT, 'node_modules/.bin/node');
  let out = '';
  const child = spawn(fs.existsSync(local) ? local : process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the built server was not ready in 120 s:\n${out}`)), 120_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the built server exited with ${code}:\n${out}`));
    };
    child.once('exit', onExit);
    child.stdout.on('data', () => {
      if (!/is ready at/.test(out)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(force);
    },
  };
}
