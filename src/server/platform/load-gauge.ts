import { monitorEventLoopDelay } from 'node:perf_hooks';
import { poolWaiting } from './db/client';

/**
 * How loaded this instance is right now (issue 33 item 4): the event loop's delay, its p99 over
 * the last second (a loop that answers late answers every request late), and the requests waiting
 * for a pooled database connection (a pool that is all taken makes the next order wait, then time
 * out). The checkout queue narrows when either passes its threshold.
 */
export type Load = { lagMs: number; poolWaiting: number };

const WINDOW_MS = 1000;

let histogram: ReturnType<typeof monitorEventLoopDelay> | undefined;
let lastLagMs = 0;

function watchLoop(): void {
  if (histogram) return;
  histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const h = histogram;
  // A fresh window each second, so one slow second long ago does not keep the queue on.
  setInterval(() => {
    lastLagMs = h.count > 0 ? h.percentile(99) / 1e6 : 0;
    h.reset();
  }, WINDOW_MS).unref();
}

export function currentLoad(): Load {
  watchLoop();
  return { lagMs: lastLagMs, poolWaiting: poolWaiting() };
}

export type LoadThresholds = { lagMs: number; poolWaiting: number };

/** At or past either threshold; a threshold of 0 is always reached (the tests' knob). */
export function overThreshold(load: Load, limits: LoadThresholds): boolean {
  return load.lagMs >= limits.lagMs || load.poolWaiting >= limits.poolWaiting;
}
