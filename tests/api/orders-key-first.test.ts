import { describe, expect, test, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { getDb, openDatabase, query, type DbHandle } from '../../src/server/platform/db/client';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';

/**
 * Issue 33, "the key first": a repeat of an order (same Idempotency-Key) is answered with that
 * order before the per-customer limits and the stock check, even while the first copy is still
 * being placed, on this instance or another one on the same database.
 */
const db = useTestDatabase();

const COD_CAP = 'You already have 5 cash on delivery orders waiting for confirmation. Please wait until we confirm them, or pay online for this order.';

/** COD: ₹299 + ₹99 shipping for one 200 g piece. */
const codOrder = (p: TestProduct, addressId: string) => orderPayload([item(p, 1)], addressId, { subtotal: 299, shippingCharge: 99, total: 398 });

async function shopperWithOpenCodOrders(open: number) {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const plenty = await newProduct({ pricePaise: 29_900 });
  for (let n = 0; n < open; n++) {
    const r = await post('/api/web/order/create', codOrder(plenty, addressId), { token: shopper.token, headers: { 'Idempotency-Key': `earlier-order-${n}` } });
    expect(r.status, r.text).toBe(200);
  }
  return { ...shopper, addressId };
}

async function ordersWithKey(customerId: string, key: string) {
  return query<{ id: string }>(await getDb(), sql`select id from orders where customer_id = ${customerId} and idempotency_key = ${key}`);
}

async function shelf(sizeId: string) {
  const [row] = await query<{ on_hand: number; reserved: number }>(await getDb(), sql`select on_hand, reserved from size_stock where size_id = ${sizeId}`);
  return { onHand: row!.on_hand, reserved: row!.reserved, sellable: row!.on_hand - row!.reserved };
}

/**
 * A second app instance on the same database, in this process: a fresh copy of the server's
 * modules (its own pool, its own in-process queues and lanes). On PostgreSQL it has its own
 * connections, so the two meet only in the database, as two servers do; PGlite has one connection,
 * so there the two share it.
 */
async function secondInstance(): Promise<{ createOrder: typeof import('../../src/server/workflows/create-order').createOrder; close: () => Promise<void> }> {
  const first = db.handle() as DbHandle & { url?: string; schemaName?: string };
  vi.resetModules();
  const client = await import('../../src/server/platform/db/client');
  const own = first.url ? await openDatabase({ databaseUrl: first.url, ...(first.schemaName ? { searchPath: first.schemaName } : {}), poolMax: 5 }) : first;
  client.setDatabase(own);
  const { createOrder } = await import('../../src/server/workflows/create-order');
  return { createOrder, close: async () => (own === first ? undefined : own.close()) };
}

describe('the key first', () => {
  test('a copy sent after the order was placed, with the shopper now at the COD cap, gets the order, not a 429', async () => {
    const shopper = await shopperWithOpenCodOrders(4);
    const p = await newProduct({ pricePaise: 29_900, stock: 1 });
    const headers = { 'Idempotency-Key': 'fifth-order-7c1d' };
    const first = await post('/api/web/order/create', codOrder(p, shopper.addressId), { token: shopper.token, headers });
    expect(first.status, first.text).toBe(200);
    // Now at the cap, and the size sold out: a new order is refused…
    const other = await newProduct({ pricePaise: 29_900 });
    const sixth = await post('/api/web/order/create', codOrder(other, shopper.addressId), { token: shopper.token, headers: { 'Idempotency-Key': 'sixth-order-2b9e' } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(COD_CAP);
    // …but the repeat of the fifth is that order, even right after the refusal was remembered.
    const again = await post('/api/web/order/create', codOrder(p, shopper.addressId), { token: shopper.token, headers });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ordersWithKey(shopper.id, 'fifth-order-7c1d')).toHaveLength(1);
    expect(await shelf(p.sizeId)).toEqual({ onHand: 1, reserved: 1, sellable: 0 });
  });

  test('20 copies at once, one COD order short of the cap and 1 unit left: all 200 with one order id, one order, 0 left', async () => {
    const shopper = await shopperWithOpenCodOrders(4);
    const p = await newProduct({ pricePaise: 29_900, stock: 1 });
    const headers = { 'Idempotency-Key': 'double-tap-5e6f' };
    const body = codOrder(p, shopper.addressId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/web/order/create', body, { token: shopper.token, headers })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body.data.orderId)).size).toBe(1);
    expect(await ordersWithKey(shopper.id, 'double-tap-5e6f')).toEqual([{ id: answers[0]!.body.data.orderId }]);
    expect(await shelf(p.sizeId)).toEqual({ onHand: 1, reserved: 1, sellable: 0 });
  });

  test('20 copies at once across two app instances on one database (10 each): all 200 with one order id, 0 left, none below', async () => {
    const shopper = await shopperWithOpenCodOrders(4);
    const p = await newProduct({ pricePaise: 29_900, stock: 1 });
    const key = 'two-instances-3a4b';
    const body = codOrder(p, shopper.addressId);
    const { createOrder: onA } = await import('../../src/server/workflows/create-order');
    const b = await secondInstance();
    try {
      const customer = { id: shopper.id, name: 'Kavya Iyer', email: null, mobileNumber: shopper.mobileNumber };
      // The handlers' own answers, as order/create returns them; a refusal is its status.
      const send = (create: typeof onA) =>
        create(customer, body, key).then(
          (answer) => ({ status: 200, orderId: answer.orderId }),
          (err: { extra?: unknown; code?: string; message?: string }) => ({ status: err.code ?? 'error', orderId: err.message }),
        );
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? b.createOrder : onA)));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((r) => r.orderId)).size).toBe(1);
      expect(await ordersWithKey(shopper.id, key)).toEqual([{ id: answers[0]!.orderId }]);
      expect(await shelf(p.sizeId)).toEqual({ onHand: 1, reserved: 1, sellable: 0 });
    } finally {
      await b.close();
    }
  });
});
