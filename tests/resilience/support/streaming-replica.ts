import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts, pgBin } from './shop-db';

/**
 * A PostgreSQL primary and a streaming replica of it, both private to one test: initdb makes the
 * primary, pg_basebackup -R -X stream copies it into a standby that follows it. Nothing of the
 * machine's own PostgreSQL is touched. Tests run as root in CI, so the clusters run as the
 * postgres OS user in a folder it owns; every command is bounded by a timeout.
 */
export type StreamingPair = {
  primaryUrl: string;
  replicaUrl: string;
  stopReplica: () => void;
  /** Stops both clusters (whatever state they are in) and removes their folder. */
  destroy: () => void;
};

const COMMAND_TIMEOUT_MS = 90_000;

function asPostgres(bin: string, args: string[]): void {
  const [cmd, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args];
  try {
    execFileSync(cmd as string, argv as string[], { stdio: 'pipe', timeout: COMMAND_TIMEOUT_MS });
  } catch (err) {
    const e = err as Error & { stderr?: Buffer };
    throw new Error(`${bin} failed: ${e.message}\n${e.stderr?.toString() ?? ''}`);
  }
}

export async function createStreamingPair(portRange: [number, number] = [5450, 5459]): Promise<StreamingPair> {
  const [primaryPort, replicaPort] = await freePorts(portRange[0], portRange[1], 2);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-replica-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const ctl = (data: string, ...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-t', '30', '-w', ...args]);
  const start = (data: string, port: number) =>
    ctl(data, '-l', `${data}.log`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start');
  const stop = (data: string) => {
    if (!fs.existsSync(path.join(data, 'postmaster.pid'))) return;
    try {
      ctl(data, '-m', 'immediate', 'stop');
    } catch {
      // already gone
    }
  };
  const destroy = () => {
    stop(replica);
    stop(primary);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    // initdb's trust lines may already say this; stating them keeps the test independent of its defaults.
    fs.appendFileSync(path.join(primary, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 trust\n');
    start(primary, primaryPort!);
    asPostgres('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream', '-c', 'fast']);
    start(replica, replicaPort!);
  } catch (err) {
    destroy();
    throw err;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stopReplica: () => stop(replica),
    destroy,
  };
}
