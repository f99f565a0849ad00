// Throughput with autocannon: each target for a fixed time at each connection count, in turn,
// with the headers a browser sends (so the server compresses as it would for shoppers).
import autocannon from 'autocannon';

const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };

function fire(url, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: HEADERS }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * @param {string} base
 * @param {{ name: string, path: string }[]} targets
 * @param {{ connections: number[], duration: number, label: string }} opts
 */
export async function runLoad(base, targets, { connections, duration, label }, log = () => {}) {
  const out = [];
  for (const target of targets) {
    for (const c of connections) {
      log(`load ${label} ${target.path} c=${c} ${duration}s`);
      const r = await fire(base + target.path, c, duration);
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
        errors: r.errors + r.timeouts,
      });
    }
  }
  return out;
}
