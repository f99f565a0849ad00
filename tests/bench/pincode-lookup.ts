// Prints how long the PIN code lookup takes: the first call (reads and unzips the file) and the
// median and 99th percentile of 20,000 lookups after it. Run with `npm run bench:pincode`.
import { performance } from 'node:perf_hooks';
import { lookupPincode } from '../../src/server/delivery/pincodes';

const t0 = performance.now();
lookupPincode('600004');
const first = performance.now() - t0;

const pins = ['600004', '110001', '560001', '400001', '194101', '160003', '000000', '751001'];
const times: number[] = [];
for (let i = 0; i < 20_000; i++) {
  const s = performance.now();
  lookupPincode(pins[i % pins.length] ?? '600004');
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 1000;
console.log(`PIN lookup: first call (load + unzip) ${first.toFixed(1)} ms; then median ${at(0.5).toFixed(2)} µs, p99 ${at(0.99).toFixed(2)} µs over ${times.length} lookups`);
