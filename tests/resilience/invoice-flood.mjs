// One shopper downloads their invoice PDF ten at a time for a fixed time while another shopper
// opens their profile and a product page every 100 ms, against a built server on PostgreSQL.
// Prints the second shopper's p50, p95 and max per page, and every answer of 500 or more.
// Run: npx tsx tests/resilience/invoice-flood.mjs [seconds] [parallel downloads]   (needs dist/)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { startServer } from '../support/server-process.ts';
import { createPrivateDatabase } from './support/shop-db.ts';
import { addAddress, orderBody, placeOrder, signUp } from './support/shopper.ts';
import { openDatabase, setDatabase } from '../../src/server/platform/db/client.ts';
import { orders, products } from '../../src/server/platform/db/schema/index.ts';
import { shipOrder } from '../../src/server/workflows/order-actions.ts';
import { ensureGstSettings } from '../fixtures/gst.ts';

const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
const PACKER = { staff: { id: 'staff-7', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' }, audit: async () => {} };

/** @param {number[]} ms @param {number} q */
const quantile = (ms, q) => {
  if (ms.length === 0) return 0;
  const sorted = [...ms].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
};

/**
 * @param {{ seconds?: number, parallel?: number, port?: number, log?: (s: string) => void }} opts
 */
export async function runInvoiceFlood({ seconds = 20, parallel = 10, port = 4533, log = console.log } = {}) {
  const db = await createPrivateDatabase();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-flood-media-'));
  const server = await startServer({ port, databaseUrl: db.url, env: { MEDIA_DIR: mediaDir } });
  const handle = await openDatabase({ databaseUrl: db.url, poolMax: 2 });
  setDatabase(handle);
  try {
    const base = server.url;
    // The first shopper's cash-on-delivery order, taken as confirmed and shipped, so the order
    // machine issues its invoice (the seller's GST registration and the product's HSN set first).
    const first = await signUp(base);
    const placed = await placeOrder(base, first.token, orderBody(db.product, await addAddress(base, first.token), 1));
    if (placed.status !== 200) throw new Error(`order ${placed.status}: ${placed.text}`);
    const orderId = placed.body.data.orderId;
    await ensureGstSettings();
    await handle.db.update(products).set({ hsnCode: '6104' }).where(eq(products.id, db.product.productId));
    await handle.db.update(orders).set({ status: 2 }).where(eq(orders.id, orderId));
    await shipOrder(PACKER, orderId, SHIPMENT);
    const downloader = first.token;
    const other = await signUp(base);

    const statuses = new Map();
    const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const fiveHundreds = [];
    let downloads = 0;
    const until = Date.now() + seconds * 1000;
    const flood = Array.from({ length: parallel }, async () => {
      while (Date.now() < until) {
        const r = await fetch(`${base}/profile/orders/${orderId}/invoice`, { headers: { authorization: `Bearer ${downloader}` } });
        await r.arrayBuffer();
        count(r.status);
        if (r.status >= 500) fiveHundreds.push(`invoice ${r.status}`);
        downloads += 1;
      }
    });
    const pages = { profile: [], product: [] };
    const watch = (async () => {
      while (Date.now() < until) {
        for (const [name, url, headers] of [
          ['profile', `${base}/api/web/customer/profile`, { authorization: `Bearer ${other.token}` }],
          ['product', `${base}/product/${db.product.slug}`, { 'accept-encoding': 'br, gzip' }],
        ]) {
          const started = performance.now();
          const r = await fetch(url, { headers });
          await r.arrayBuffer();
          pages[name].push(performance.now() - started);
          count(r.status);
          if (r.status >= 500) fiveHundreds.push(`${name} ${r.status}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await Promise.all([...flood, watch]);
    const figures = {
      seconds,
      parallel,
      downloads,
      profile: { n: pages.profile.length, p50Ms: quantile(pages.profile, 0.5), p95Ms: quantile(pages.profile, 0.95), maxMs: quantile(pages.profile, 1) },
      product: { n: pages.product.length, p50Ms: quantile(pages.product, 0.5), p95Ms: quantile(pages.product, 0.95), maxMs: quantile(pages.product, 1) },
      statuses: Object.fromEntries(statuses),
      fiveHundreds,
    };
    log(
      `invoice-flood: ${downloads} invoice downloads in ${seconds} s, ${parallel} at a time; meanwhile another shopper's ` +
        `profile p50 ${figures.profile.p50Ms} ms, p95 ${figures.profile.p95Ms} ms, max ${figures.profile.maxMs} ms (${figures.profile.n}); ` +
        `product page p50 ${figures.product.p50Ms} ms, p95 ${figures.product.p95Ms} ms, max ${figures.product.maxMs} ms (${figures.product.n}); ` +
        `answers ${JSON.stringify(figures.statuses)}`,
    );
    return figures;
  } finally {
    await handle.close();
    await server.stop();
    await db.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await runInvoiceFlood({ seconds: Number(process.argv[2] ?? 20), parallel: Number(process.argv[3] ?? 10) });
  process.exit(f.fiveHundreds.length === 0 ? 0 : 1);
}
