import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

/**
 * Starts built-server processes (scripts/start.mjs over dist/) on given ports, all against one
 * DATABASE_URL, the way the shop is scaled out. Each gets its own DATA_DIR so nothing is shared
 * but the database. Needs `npm run build` first (scripts/resilience.mjs does it when dist/ is missing).
 */
export type ServerProcess = { url: string; port: number; child: ChildProcess; output: () => string; stop: () => Promise<void> };

const ROOT = path.resolve(import.meta.dirname, '../..');

function nodeBinary(): string {
  const local = path.join(ROOT, 'node_modules/.bin/node');
  return fs.existsSync(local) ? local : process.execPath;
}

export async function startServer(opts: { port: number; databaseUrl?: string; env?: Record<string, string> }): Promise<ServerProcess> {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/entry.mjs'))) throw new Error('dist/ is missing: run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kanmani-srv-${opts.port}-`));
  let out = '';
  // `SERVER_CPU_PROF_DIR=dir npm run bench:sale`: each server writes a V8 CPU profile there when it stops.
  const profile = process.env.SERVER_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF_DIR}`] : [];
  const child = spawn(nodeBinary(), [...SERVER_NODE_FLAGS, ...profile, 'scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ASTRO_TELEMETRY_DISABLED: '1',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > 200_000) out = out.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server on ${opts.port} not ready in 120 s:\n${out}`)), 120_000);
    const check = () => {
      if (/is ready at/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${opts.port} exited with ${code}:\n${out}`));
    });
  });
  const stop = async () => {
    // A test may have killed it already: then only its folder is left to remove.
    if (child.exitCode !== null || child.signalCode !== null) return fs.rmSync(dataDir, { recursive: true, force: true });
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${opts.port}`, port: opts.port, child, output: () => out, stop };
}

/** N processes on the given ports against one database, started in parallel. */
export async function startServers(ports: number[], databaseUrl: string, env?: Record<string, string>): Promise<ServerProcess[]> {
  return Promise.all(ports.map((port) => startServer({ port, databaseUrl, ...(env ? { env } : {}) })));
}
