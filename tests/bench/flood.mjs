// `npm run bench:flood`: one customer floods the built server with writes (cash-on-delivery orders,
// address saves and switches) over loopback while another customer reads their profile and order
// history, on PostgreSQL. Prints the calm customer's latency with and without the flood, and what
// the flood got. Bounded: FLOOD_SECONDS (default 20) and FLOOD_MAX requests (default 20000) at
// FLOOD_CONNECTIONS (default 50) at once. Needs dist/ (`npm run build`) and PostgreSQL
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); serves on FLOOD_PORT (4411).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { startServer } from '../support/server-process.ts';
import { createPrivateDatabase, sqlRows } from '../resilience/support/shop-db.ts';
import { addAddress, http, orderBody, signUp } from '../resilience/support/shopper.ts';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 20);
const MAX = Number(process.env.FLOOD_MAX ?? 20_000);
const CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 50);
const PORT = Number(process.env.FLOOD_PORT ?? 4411);
const CALM_SECONDS = 5;

function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return null;
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

const round = (v) => (v == null ? '-' : Math.round(v * 10) / 10);

/** The calm customer asks for their profile, then their order history, one after the other, until told to stop. */
async function calmReader(base, token, until) {
  const times = { profile: [], history: [] };
  const statuses = new Map();
  while (!until()) {
    for (const [name, path] of [
      ['profile', '/api/web/customer/profile'],
      ['history', '/api/web/order/history'],
    ]) {
      const started = performance.now();
      const r = await http(base, 'GET', path, { token });
      times[name].push(performance.now() - started);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
  }
  return { times, statuses };
}

function summary(label, { times, statuses }) {
  const rows = Object.entries(times).map(
    ([name, t]) => `  ${label} ${name.padEnd(8)} n=${String(t.length).padStart(5)}  p50 ${String(round(percentile(t, 50))).padStart(6)} ms  p95 ${String(round(percentile(t, 95))).padStart(6)} ms  max ${String(round(Math.max(...t))).padStart(6)} ms`,
  );
  return [...rows, `  ${label} statuses ${JSON.stringify(Object.fromEntries(statuses))}`].join('\n');
}

async function main() {
  const db = await createPrivateDatabase();
  const server = await startServer({ port: PORT, databaseUrl: db.url });
  try {
    const base = server.url;
    const flooder = await signUp(base);
    const calm = await signUp(base);
    const flooderAddress = await addAddress(base, flooder.token);
    const calmAddress = await addAddress(base, calm.token);
    for (let i = 0; i < 3; i++) {
      const r = await http(base, 'POST', '/api/web/order/create', { token: calm.token, body: orderBody(db.product, calmAddress, 1), headers: { 'idempotency-key': randomUUID() } });
      if (r.status !== 200) throw new Error(`calm order ${r.status}: ${r.text}`);
    }

    const calmStart = Date.now();
    const baseline = await calmReader(base, calm.token, () => Date.now() - calmStart > CALM_SECONDS * 1000);

    let sent = 0;
    const floodStatuses = new Map();
    const floodStart = Date.now();
    const floodOver = () => sent >= MAX || Date.now() - floodStart > SECONDS * 1000;
    const writes = [
      () => ({ method: 'POST', path: '/api/web/order/create', body: orderBody(db.product, flooderAddress, 1), headers: { 'idempotency-key': randomUUID() } }),
      () => ({ method: 'POST', path: '/api/web/address/create', body: { contactPerson: 'Flood', doorNo: String(sent), address: 'Nehru Street', city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincode: '600017', country: 'India' } }),
      () => ({ method: 'PATCH', path: `/api/web/address/current-address/${flooderAddress}`, body: {} }),
    ];
    const floodLoop = async () => {
      while (!floodOver()) {
        const w = writes[sent % writes.length]();
        sent += 1;
        try {
          const r = await http(base, w.method, w.path, { token: flooder.token, body: w.body, ...(w.headers ? { headers: w.headers } : {}) });
          floodStatuses.set(r.status, (floodStatuses.get(r.status) ?? 0) + 1);
        } catch {
          floodStatuses.set('timeout', (floodStatuses.get('timeout') ?? 0) + 1);
        }
      }
    };
    const [underFlood] = await Promise.all([calmReader(base, calm.token, floodOver), ...Array.from({ length: CONNECTIONS }, floodLoop)]);
    const floodSeconds = (Date.now() - floodStart) / 1000;

    const [stored] = await sqlRows(
      db.url,
      `select (select count(*)::int from orders o join customers c on c.id = o.customer_id where c.mobile_number = $1) as orders,
              (select count(*)::int from addresses a join customers c on c.id = a.customer_id where c.mobile_number = $1) as addresses,
              (select count(*)::int from addresses a join customers c on c.id = a.customer_id where c.mobile_number = $1 and a.is_current) as current`,
      [flooder.mobileNumber],
    );
    console.log(`Kanmani flood bench, ${new Date().toISOString()}`);
    console.log(`Machine: ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}, PostgreSQL`);
    console.log(`Flood: ${sent} writes from one customer in ${floodSeconds.toFixed(1)} s (${Math.round(sent / floodSeconds)}/s) over ${CONNECTIONS} connections`);
    console.log(`  flood statuses ${JSON.stringify(Object.fromEntries(floodStatuses))}`);
    console.log(`  flooder's rows: ${stored.orders} orders, ${stored.addresses} addresses, ${stored.current} current`);
    console.log(`Another customer, ${CALM_SECONDS} s without the flood:`);
    console.log(summary('calm ', baseline));
    console.log('Another customer, during the flood:');
    console.log(summary('flood', underFlood));
    const p95 = Math.max(percentile(underFlood.times.profile, 95), percentile(underFlood.times.history, 95));
    console.log(`p95 during the flood (worse of profile and history): ${round(p95)} ms (budget 300 ms)`);
  } finally {
    await server.stop();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
