import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseAt } from '../support/pg-template';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { query } from '../../src/server/platform/db/client';
import { ADDRESS, item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

const db = useTestDatabase();

describe('one customer cannot slow everyone down', () => {
  test('80 writes at once from one account: what the shop cannot queue is a 429 at once, and another shopper is served meanwhile', async () => {
    const flooder = await newCustomer('Flood');
    const addressId = await newAddress(flooder.token);
    const p = await newProduct({ pricePaise: 29_900 });
    const calm = await newCustomer('Calm');
    const flood = Array.from({ length: 80 }, (_, i) =>
      i % 2
        ? post('/api/web/address/create', { ...ADDRESS, doorNo: `F${i}` }, { token: flooder.token })
        : post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 299, shippingCharge: 39, total: 338 }, 2), {
            token: flooder.token,
            headers: { 'Idempotency-Key': `fair-${i}-0a0b0c` },
          }),
    );
    const calmAnswers = await Promise.all([get('/api/web/customer/profile', { token: calm.token }), get('/api/web/order/history', { token: calm.token })]);
    expect(calmAnswers.map((r) => r.status)).toEqual([200, 200]);
    const answers = await Promise.all(flood);
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    const busy = answers.filter((r) => r.body.message === 'We are still working on your earlier requests. Please wait a moment and try again.');
    // How many are still queued when the next arrives depends on timing; some always are.
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((r) => r.status === 429 && r.headers.get('retry-after') === '2')).toBe(true);
    expect(answers.every((r) => [200, 429].includes(r.status))).toBe(true);
    const [stored] = await query<{ orders: number; addresses: number }>(
      db.handle().db,
      sql`select (select count(*)::int from orders where customer_id = ${flooder.id}) as orders,
                 (select count(*)::int from addresses where customer_id = ${flooder.id}) as addresses`,
    );
    expect(stored!.orders).toBeLessThanOrEqual(10);
    expect(stored!.addresses).toBeLessThanOrEqual(1 + 20);
  });
});

// Lock and statement timeouts only mean something with several connections, i.e. on PostgreSQL.
if (process.env.TEST_DATABASE_URL) {
  describe('timeouts on PostgreSQL', () => {
    test('every connection runs with a statement timeout and a lock timeout', async () => {
      const rows = await query<{ s: string; l: string }>(db.handle().db, sql`select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l`);
      expect(rows).toEqual([{ s: '5s', l: '3s' }]);
    });

    test('a write stuck behind a held lock answers 503 after the lock timeout instead of waiting for ever', async () => {
      const shopper = await newCustomer();
      const { default: pg } = await import('pg');
      // The test file's own database (a copy of the template) and schema, from a second connection.
      const where = (await query<{ d: string; s: string }>(db.handle().db, sql`select current_database() as d, current_schema() as s`))[0]!;
      const other = new pg.Client({ connectionString: databaseAt(process.env.TEST_DATABASE_URL!, where.d), options: `-c search_path=${where.s}` });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select id from customers where id = $1 for update', [shopper.id]);
        const r = await post('/api/web/address/create', ADDRESS, { token: shopper.token });
        expect(r.status).toBe(503);
        expect(r.body.message).toBe('The shop is busy right now. Please try again in a moment.');
        expect(r.headers.get('retry-after')).toBe('2');
      } finally {
        await other.query('rollback');
        await other.end();
      }
      expect((await post('/api/web/address/create', ADDRESS, { token: shopper.token })).status).toBe(200);
    });
  });
}
