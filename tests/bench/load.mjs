// Throughput with autocannon: each target for a fixed time at each connection count, in turn,
// with the headers a browser sends (so the server compresses as it would for shoppers).
import autocannon from 'autocannon';
import fs from 'node:fs';
import { resetVmPeak, vmMemoryMb } from './vm-peak.mjs';

const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };

function fire(url, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: HEADERS }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Waits until the server has worked off the requests a previous row left queued (autocannon
 * stops sending, but the server still renders what it received), then warms the target, so
 * every row starts from an idle, warm server.
 */
async function settle(base, path) {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const began = performance.now();
    await fetch(base + '/healthz').then((r) => r.arrayBuffer()).catch(() => null);
    quick = performance.now() - began < 50 ? quick + 1 : 0;
    if (quick === 0) await new Promise((r) => setTimeout(r, 200));
  }
  for (let i = 0; i < 3; i++) await fetch(base + path, { headers: HEADERS }).then((r) => r.arrayBuffer());
}

/** The server's resident memory in bytes, from /proc (Linux); undefined elsewhere. */
function rssOf(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The highest RSS seen while `work` runs, sampled every 100 ms. */
async function peakRss(pid, work) {
  let peak = pid ? rssOf(pid) : undefined;
  const timer = setInterval(() => {
    const now = rssOf(pid);
    if (now !== undefined && (peak === undefined || now > peak)) peak = now;
  }, 100);
  try {
    const result = await work();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/**
 * @param {string} base
 * @param {{ name: string, path: string, connections?: number[] }[]} targets
 * @param {{ connections: number[], duration: number, label: string, pid?: number }} opts
 */
export async function runLoad(base, targets, { connections, duration, label, pid }, log = () => {}) {
  const out = [];
  for (const target of targets) {
    for (const c of target.connections ?? connections) {
      await settle(base, target.path);
      log(`load ${label} ${target.path} c=${c} ${duration}s`);
      // The row's own VmHWM: the peak is set back to what is resident once the server is idle.
      const reset = pid ? resetVmPeak(pid) : false;
      const { result: r, peak } = await peakRss(pid, () => fire(base + target.path, c, duration));
      const hwm = reset ? vmMemoryMb(pid).hwm : null;
      out.push({
        db: label,
        name: target.name,
        path: target.path,
        connections: c,
        durationS: duration,
        requestsPerSec: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors, // timeouts included
        peakRssMb: peak === undefined ? null : Math.round(peak / 2 ** 20),
        vmHwmMb: hwm,
      });
    }
  }
  return out;
}
