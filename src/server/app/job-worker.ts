import { ensureReady } from './ready';
import { log } from '#server/platform/log';
import { claimDue, markDone, markFailed, type JobName } from '#server/platform/jobs/job-queue';
import { JOB_HANDLERS, SWEEPS } from './job-registry';

export type JobContext = { now: Date };

export type RunOptions = {
  /** the time the worker acts at (tests move it forward instead of waiting) */
  now?: Date;
  batchSize?: number;
  maxAttempts?: number;
  leaseSeconds?: number;
};

export type RunResult = { done: number; retried: number; gaveUp: number };

/** A failed job waits 1, 2, 4 … minutes, at most an hour, before its next run. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** Runs every job due by `now`, one at a time; a handler that throws is retried later. */
export async function runDueJobs(opts: RunOptions = {}): Promise<RunResult> {
  const now = opts.now ?? new Date();
  const maxAttempts = opts.maxAttempts ?? 10;
  const result: RunResult = { done: 0, retried: 0, gaveUp: 0 };
  for (;;) {
    const claimed = await claimDue(now, opts.batchSize ?? 20, opts.leaseSeconds ?? 300);
    if (claimed.length === 0) return result;
    for (const job of claimed) {
      const handler = JOB_HANDLERS[job.name as JobName];
      try {
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(job.payload, { now });
        await markDone(job.id);
        result.done++;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const last = job.attempts >= maxAttempts;
        await markFailed(job.id, error, last ? null : new Date(now.getTime() + retryDelayMs(job.attempts)));
        if (last) result.gaveUp++;
        else result.retried++;
        log(last ? 'error' : 'warn', 'job failed', { jobId: job.id, job: job.name, attempts: job.attempts, gaveUp: last, error: error.slice(0, 200) });
      }
    }
    // Jobs retried by this pass are due later than `now`, so the loop ends.
  }
}

/**
 * Runs due jobs now, in the background, instead of at the worker's next pass: for work a request
 * just queued (SKIP LOCKED keeps each job to one runner across instances).
 */
export function nudgeJobs(): void {
  void runDueJobs().catch((err: unknown) => log('warn', 'job nudge failed', { error: err instanceof Error ? err.message : String(err) }));
}

/** Runs every sweep: the safety net for a job that was never written or gave up. */
export async function runSweeps(now = new Date()): Promise<void> {
  for (const sweep of SWEEPS) {
    try {
      await sweep({ now });
    } catch (err) {
      log('warn', 'job sweep failed', { sweep: sweep.name, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

export type JobWorkerHandle = { stop: () => Promise<void> };

/**
 * Polls for due jobs every `intervalMs` and sweeps every `sweepMs`. The timer is unref'd so it
 * never holds the process open; stop() waits for a pass in flight so shutdown closes the
 * database after it.
 */
export function startJobWorker(intervalMs = 5_000, sweepMs = 60_000): JobWorkerHandle {
  let pass: Promise<void> | null = null;
  let lastSweep = 0;
  const tick = () => {
    if (pass) return;
    pass = (async () => {
      try {
        await ensureReady();
        if (Date.now() - lastSweep >= sweepMs) {
          lastSweep = Date.now();
          await runSweeps();
        }
        const r = await runDueJobs();
        if (r.done + r.retried + r.gaveUp > 0) log('info', 'jobs run', { ...r });
      } catch (err) {
        log('warn', 'job worker pass failed', { error: err instanceof Error ? err.message : String(err) });
      } finally {
        pass = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await pass;
    },
  };
}
