import { call } from './api';

/**
 * Runs `work` while /healthz is asked every 10 ms, in the same process: any synchronous stretch
 * the work puts on the event loop shows up as a slow health answer. Returns the work's result,
 * how long it took and the slowest health answer seen.
 */
export async function whileHealthzWatched<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; slowestHealthzMs: number }> {
  let slowest = 0;
  let done = false;
  const watcher = (async () => {
    while (!done) {
      const started = performance.now();
      const r = await call('GET', '/healthz');
      if (r.status !== 200) throw new Error(`/healthz answered ${r.status}`);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, slowestHealthzMs: slowest };
  } finally {
    done = true;
    await watcher;
  }
}
