import { describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, post, type ApiResponse } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { customers, payments, sizeStock } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { createSession } from '../../src/server/auth/session';
import { moveStock } from '../../src/server/stock/move-stock';
import { runDueJobs } from '../../src/server/app/job-worker';
import { item, newAddress, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';

useTestDatabase();

/**
 * The last 10 units of one size, and 200 shoppers (each their own account, so no per-customer
 * limit turns any away) pressing "Place order" at the same moment.
 */
const BUYERS = 200;

let made = 0;

async function buyers(n: number) {
  const db = await getDb();
  const out: { token: string; addressId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    await db.insert(customers).values({ id, name: `Buyer ${i}`, mobileNumber: `7${String(400_000_000 + made++).padStart(9, '0')}`, email: null });
    const token = await createSession(id);
    out.push({ token, addressId: await newAddress(token) });
  }
  return out;
}

async function lastTenUnits(): Promise<TestProduct> {
  const p = await newProduct({ pricePaise: 49_900, stock: 0 });
  await (await getDb()).transaction(async (tx) => {
    await moveStock(tx, { sizeId: p.sizeId, onHandDelta: 10, reservedDelta: 0, reason: 'adjust', actor: { kind: 'system' }, note: 'last units' });
  });
  return p;
}

async function counts(sizeId: string) {
  const [row] = await (await getDb()).select().from(sizeStock).where(eq(sizeStock.sizeId, sizeId));
  return { onHand: row!.onHand, reserved: row!.reserved, sellable: row!.onHand - row!.reserved };
}

/** What the ledger of a size adds up to: it must equal the counts. */
async function ledger(sizeId: string) {
  const [row] = await query<{ on_hand: number; reserved: number; rows: number }>(
    await getDb(),
    sql`select coalesce(sum(on_hand_delta), 0)::int as on_hand, coalesce(sum(reserved_delta), 0)::int as reserved, count(*)::int as rows
        from stock_movements where size_id = ${sizeId}`,
  );
  return { onHand: row!.on_hand, reserved: row!.reserved, rows: row!.rows };
}

/**
 * Every buyer presses at once. On PostgreSQL the test's small connection pool cannot serve 200
 * at once, and a request that waits too long for a connection is a 503 'try again'; a buyer does
 * what the app does then, and tries again with the same Idempotency-Key (so a retry can never
 * place a second order). What each buyer finally hears is what counts.
 */
let keys = 0;

function race(p: TestProduct, people: { token: string; addressId: string }[], method: 1 | 2, figures: { subtotal: number; shippingCharge: number; total: number }) {
  return Promise.all(
    people.map(async (b) => {
      const key = `race-${keys++}-${process.pid}`;
      for (let tries = 1; ; tries++) {
        const r = await post('/api/web/order/create', orderPayload([item(p)], b.addressId, figures, method), {
          token: b.token,
          headers: { 'Idempotency-Key': key },
        });
        if (r.status !== 503 || tries === 20) return r;
        await new Promise((resolve) => setTimeout(resolve, 50 * tries));
      }
    }),
  );
}

const SOLD_OUT = (p: TestProduct) =>
  `${p.name} in Black, size M is sold out. Change that item in your cart, then place the order again.`;

function tally(answers: ApiResponse[]) {
  return {
    placed: answers.filter((r) => r.status === 200).length,
    short: answers.filter((r) => r.status === 409).length,
    other: answers.filter((r) => r.status !== 200 && r.status !== 409).map((r) => `${r.status} ${r.text.slice(0, 200)}`),
  };
}

describe('200 buyers race for the last 10 units of one size', () => {
  test('cash on delivery: exactly 10 orders, 190 clear refusals, nothing left to sell, and the ledger adds up', async () => {
    const p = await lastTenUnits();
    const people = await buyers(BUYERS);
    const answers = await race(p, people, 1, { subtotal: 499, shippingCharge: 99, total: 598 });
    expect(tally(answers)).toEqual({ placed: 10, short: 190, other: [] });
    const refusal = answers.find((r) => r.status === 409)!;
    expect(refusal.body.message).toBe(SOLD_OUT(p));
    expect(refusal.body.data).toEqual({
      short: [{ index: 0, productName: p.name, colorName: 'Black', sizeName: 'M', requested: 1, available: 0 }],
      figures: { subtotal: 499, shippingCharge: 99, codFee: 0, total: 598, totalWeight: 200 },
    });
    expect(await counts(p.sizeId)).toEqual({ onHand: 10, reserved: 10, sellable: 0 });
    // One restock row and one reservation per order: nothing a refused buyer wrote survived.
    expect(await ledger(p.sizeId)).toEqual({ onHand: 10, reserved: 10, rows: 11 });
    const [orders] = await query<{ n: number }>(await getDb(), sql`select count(*)::int as n from order_items where size_id = ${p.sizeId}`);
    expect(orders!.n).toBe(10);
  }, 300_000);

  test('online: the 10 orders whose payments fail hold their units until the window ends, then all 10 are back', async () => {
    const p = await lastTenUnits();
    const people = await buyers(BUYERS);
    const answers = await race(p, people, 2, { subtotal: 499, shippingCharge: 39, total: 538 });
    expect(tally(answers)).toEqual({ placed: 10, short: 190, other: [] });
    for (const placed of answers.filter((r) => r.status === 200)) {
      // The attempt itself, not the answer's link: a buyer whose first try timed out was answered
      // by the replay, which may point at the order's status page instead.
      const [attempt] = await (await getDb()).select().from(payments).where(eq(payments.orderId, placed.body.data.orderId));
      const attemptId = attempt!.id;
      const failed = await call('POST', `/api/web/payment/sandbox/${attemptId}`, {
        rawBody: new URLSearchParams({ outcome: 'fail' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(failed.status).toBe(303);
    }
    // A failed payment may be retried while its window is open, so its units stay held.
    expect(await counts(p.sizeId)).toEqual({ onHand: 10, reserved: 10, sellable: 0 });
    await runDueJobs({ now: new Date(Date.now() + 31 * 60_000) });
    expect(await counts(p.sizeId)).toEqual({ onHand: 10, reserved: 0, sellable: 10 });
    expect(await ledger(p.sizeId)).toEqual({ onHand: 10, reserved: 0, rows: 21 });
  }, 300_000);
});
