import { beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { listOrderQueue } from '../../src/server/orders/order-queue';
import { OrderQueueQuerySchema } from '../../src/lib/validation/admin-orders';
import { insertOrder } from '../fixtures/orders';

useTestDatabase({ seed: false });

const query = (q: Record<string, string>) => OrderQueueQuerySchema.parse(q);

/** 30 orders an hour apart from 10:00 IST on 1 Nov 2026, plus a few with known names and numbers. */
const ids: string[] = [];
let priya = '';
let arun = '';
beforeAll(async () => {
  for (let i = 0; i < 30; i++) {
    ids.push(
      await insertOrder({
        createdAt: new Date(Date.UTC(2026, 10, 1, 4 + i, 30)),
        status: i % 3 === 0 ? 2 : 1,
        paymentMethod: i % 2 === 0 ? 1 : 2,
        paymentStatus: i % 2 === 0 ? 2 : 1,
      }),
    );
  }
  priya = await insertOrder({ name: 'Priya Sundaram', mobile: '9840012345', createdAt: new Date(Date.UTC(2026, 10, 5, 6)), id: 'aaaaaaaaaaaaaaaaaaa3f9c1' });
  arun = await insertOrder({ name: 'Arun Kumar', mobile: '9840012345', createdAt: new Date(Date.UTC(2026, 10, 5, 7)), status: 5 });
});

describe('the order queue', () => {
  test('lists newest first, 25 a page, with counts per status and page two holding the rest', async () => {
    const first = await listOrderQueue(query({}));
    expect(first.total).toBe(32);
    expect(first.pages).toBe(2);
    expect(first.counts).toEqual({ 1: 21, 2: 10, 5: 1 });
    expect(first.orders).toHaveLength(25);
    expect(first.orders[0]!.id).toBe(arun);
    expect(first.orders[1]!.id).toBe(priya);
    expect(first.orders[2]!.id).toBe(ids[29]);
    const second = await listOrderQueue(query({ page: '2' }));
    expect(second.orders.map((o) => o.id)).toEqual([ids[6], ids[5], ids[4], ids[3], ids[2], ids[1], ids[0]]);
  });

  test('filters by status, payment method and payment status, and the status tabs keep their counts', async () => {
    const confirmedCod = await listOrderQueue(query({ status: '2', method: '1' }));
    expect(confirmedCod.total).toBe(5);
    expect(confirmedCod.counts).toEqual({ 1: 11, 2: 5, 5: 1 });
    expect(confirmedCod.orders.every((o) => o.status === 2 && o.paymentMethod === 1)).toBe(true);
    const paid = await listOrderQueue(query({ payment: '1' }));
    expect(paid.total).toBe(15);
    // The home page's 'paid orders to pack' link asks for two statuses at once.
    const toPack = await listOrderQueue(query({ status: '1,2', method: '2', payment: '1' }));
    expect(toPack.total).toBe(15);
    expect(toPack.counts).toEqual({ 1: 10, 2: 5 });
  });

  test('a date range counts whole India days: 1 Nov IST holds the orders from 10:00 to 23:00, 14 of them', async () => {
    const day = await listOrderQueue(query({ from: '2026-11-01', to: '2026-11-01' }));
    expect(day.total).toBe(14);
    const next = await listOrderQueue(query({ from: '2026-11-02', to: '2026-11-02' }));
    expect(next.total).toBe(16);
  });

  test('finds an order by its 5-character number, by mobile number in any spelling, and by any word of the name', async () => {
    expect((await listOrderQueue(query({ q: '3f9c1' }))).orders.map((o) => o.id)).toEqual([priya]);
    expect((await listOrderQueue(query({ q: '#3F9C1' }))).orders.map((o) => o.id)).toEqual([priya]);
    // The queue's Items column counts the pieces on the order's lines (one line of 2 here).
    expect((await listOrderQueue(query({ q: '3f9c1' }))).orders.map((o) => o.itemCount)).toEqual([2]);
    expect((await listOrderQueue(query({ q: '+91 98400 12345' }))).orders.map((o) => o.id)).toEqual([arun, priya]);
    expect((await listOrderQueue(query({ q: 'sundar' }))).orders.map((o) => o.id)).toEqual([priya]);
    expect((await listOrderQueue(query({ q: 'Arun' }))).orders.map((o) => o.id)).toEqual([arun]);
    expect((await listOrderQueue(query({ q: 'sundar priya' }))).orders.map((o) => o.id)).toEqual([priya]);
    expect((await listOrderQueue(query({ q: 'undar' }))).total).toBe(0);
    expect((await listOrderQueue(query({ q: '100%' }))).total).toBe(0);
  });

  test('bad filters are refused naming the field', () => {
    const r = OrderQueueQuerySchema.safeParse({ status: '9', from: '2026-13-01', page: '0' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['from', 'page', 'status']);
    const backwards = OrderQueueQuerySchema.safeParse({ from: '2026-11-05', to: '2026-11-01' });
    expect(backwards.error!.issues[0]).toMatchObject({ path: ['to'], message: 'To must be the same day as From or later' });
  });

  test('two orders placed at the same instant keep one order across pages (the id breaks the tie)', async () => {
    const at = new Date(Date.UTC(2026, 9, 1, 0, 0));
    const a = await insertOrder({ createdAt: at, id: 'bbbbbbbbbbbbbbbbbbbbbbb1' });
    const b = await insertOrder({ createdAt: at, id: 'bbbbbbbbbbbbbbbbbbbbbbb2' });
    const page = await listOrderQueue(query({ to: '2026-10-01' }));
    expect(page.orders.map((o) => o.id)).toEqual([b, a]);
  });
});
