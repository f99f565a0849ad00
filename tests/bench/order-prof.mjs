// scratch: places orders only (COD and online in turn) from many shoppers, measuring the server's CPU per placed order
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { startServer } from '../support/server-process.ts';
import { prepareSaleShop } from './sale-shop.mjs';
const N = Number(process.argv[2] ?? 200);
const shop = await prepareSaleShop({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', stock: Number(process.argv[3] ?? 100000), shoppers: N });
const srv = await startServer({ port: 5400, databaseUrl: shop.url, env: { LOG_LEVEL: 'warn' } });
const json = { 'content-type': 'application/json' };
const hot = shop.hot;
const body = (method, addressId, f) => JSON.stringify({ orderItems: [{ productId: hot.productId, selectedColor: hot.variantId, selectedSize: hot.sizeName, quantity: 1 }], addressId, paymentMethod: method, totalWeight: 0, ...f });
const figures = {};
for (const method of [1, 2]) {
  const r = await fetch(`${srv.url}/api/web/order/create`, { method: 'POST', headers: { ...json, authorization: `Bearer ${shop.shoppers[0].token}` }, body: body(method, shop.shoppers[0].addressId, { subtotal: 0, shippingCharge: 0, total: 0 }) });
  const d = (await r.json()).data; const f = d.figures ?? d; figures[method] = { subtotal: f.subtotal, shippingCharge: f.shippingCharge, total: f.total };
}
const cpu = () => { const f = fs.readFileSync(`/proc/${srv.child.pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const run = async (label, methods) => {
  const c0 = cpu(); const t0 = performance.now(); let ok = 0, bad = {}; const ms = [];
  let next = 0;
  await Promise.all(Array.from({ length: 20 }, async () => { for (;;) { const i = next++; if (i >= N) return; const s = shop.shoppers[i]; for (const m of methods) { const s0 = performance.now(); const r = await fetch(`${srv.url}/api/web/order/create`, { method: 'POST', headers: { ...json, authorization: `Bearer ${s.token}`, 'idempotency-key': randomUUID() }, body: body(m, s.addressId, figures[m]) }); ms.push(performance.now() - s0); const a = await r.json(); if (r.status === 200) ok++; else bad[a.message] = (bad[a.message] ?? 0) + 1; } } }));
  await new Promise((r) => setTimeout(r, 3000));
  const c1 = cpu(); ms.sort((a, b) => a - b);
  console.log(`${label}: ${ok} placed, refused ${JSON.stringify(bad)}; CPU ${(c1 - c0)} ms, ${((c1 - c0) / (ok || 1)).toFixed(2)} ms per request-answer; p50 ${ms[ms.length >> 1].toFixed(0)} p99 ${ms[Math.floor(ms.length * 0.99)].toFixed(0)} ms; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};
await run('orders (COD, online)', [1, 2]);
await srv.stop();
await shop.drop();
