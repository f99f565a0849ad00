import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, patch, post, type ApiResponse } from '../support/api';
import { getDb, query } from '../../src/server/platform/db/client';
import { addresses } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { ADDRESS, newAddress, newCustomer } from '../fixtures/checkout-data';

useTestDatabase({ seed: false });

async function stored(customerId: string): Promise<{ total: number; current: number }> {
  const [row] = await query<{ total: number; current: number }>(
    await getDb(),
    sql`select count(*)::int as total, (count(*) filter (where is_current))::int as current from addresses where customer_id = ${customerId}`,
  );
  return row!;
}

/** Addresses written straight to the table, as if saved over the past weeks (so no rate limit applies). */
async function fillAddressBook(customerId: string, n: number): Promise<void> {
  const db = await getDb();
  await db.insert(addresses).values(
    Array.from({ length: n }, (_, i) => ({
      id: newId(),
      customerId,
      contactPerson: ADDRESS.contactPerson,
      doorNo: String(i + 1),
      address: ADDRESS.address,
      city: ADDRESS.city,
      district: ADDRESS.district,
      state: ADDRESS.state,
      pincode: ADDRESS.pincode,
      country: ADDRESS.country,
      isCurrent: i === n - 1,
      createdAt: new Date(Date.now() - (n - i) * 86_400_000),
    })),
  );
}

const statuses = (answers: ApiResponse[]) => answers.map((r) => r.status);

describe('address writes under concurrency', () => {
  test('60 saves at once: no server error, one current address, and the book never passes 50', async () => {
    const shopper = await newCustomer();
    await fillAddressBook(shopper.id, 45);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => post('/api/web/address/create', { ...ADDRESS, doorNo: `N${i}` }, { token: shopper.token })),
    );
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses(answers))).toEqual(new Set([200, 409, 429]));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(await stored(shopper.id)).toEqual({ total: 50, current: 1 });
    const full = answers.find((r) => r.status === 409)!;
    expect(full.body.message).toBe('You already have 50 saved addresses. Use one of them for this order.');
  });

  test('100 switches of the current address at once: no server error and exactly one current address', async () => {
    const shopper = await newCustomer();
    await fillAddressBook(shopper.id, 6);
    const book = await get('/api/web/address/get', { token: shopper.token });
    const ids: string[] = book.body.data.map((a: { _id: string }) => a._id);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => patch(`/api/web/address/current-address/${ids[i % ids.length]}`, {}, { token: shopper.token })),
    );
    expect(statuses(answers).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(await stored(shopper.id)).toEqual({ total: 6, current: 1 });
  });

  test('saves and switches racing each other leave exactly one current address', async () => {
    const shopper = await newCustomer();
    await fillAddressBook(shopper.id, 4);
    const book = await get('/api/web/address/get', { token: shopper.token });
    const ids: string[] = book.body.data.map((a: { _id: string }) => a._id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? post('/api/web/address/create', { ...ADDRESS, doorNo: `R${i}` }, { token: shopper.token })
          : patch(`/api/web/address/current-address/${ids[i % ids.length]}`, {}, { token: shopper.token }),
      ),
    );
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    const after = await stored(shopper.id);
    expect(after.current).toBe(1);
    expect(after.total).toBe(4 + answers.filter((r, i) => i % 2 === 1 && r.status === 200).length);
  });

  test('the database itself refuses a second current address', async () => {
    const shopper = await newCustomer();
    await newAddress(shopper.token);
    await expect(
      (await getDb()).insert(addresses).values({ id: newId(), customerId: shopper.id, ...ADDRESS, isCurrent: true }),
    ).rejects.toThrow();
    expect(await stored(shopper.id)).toEqual({ total: 1, current: 1 });
  });
});

describe('per-customer address limits', () => {
  test('the 21st address saved within 10 minutes is a 429 that says when to try again; another shopper is unaffected', async () => {
    const shopper = await newCustomer();
    for (let i = 0; i < 20; i++) await newAddress(shopper.token, { doorNo: `L${i}` });
    const refused = await post('/api/web/address/create', { ...ADDRESS, doorNo: 'L20' }, { token: shopper.token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^You have saved 20 addresses in the last few minutes\. Please try again in (9|10) minutes\.$/);
    expect((await stored(shopper.id)).total).toBe(20);
    const other = await newCustomer();
    expect((await post('/api/web/address/create', ADDRESS, { token: other.token })).status).toBe(200);
  });

  test('switching the current address is limited to 60 times in 10 minutes', async () => {
    const shopper = await newCustomer();
    await fillAddressBook(shopper.id, 2);
    const book = await get('/api/web/address/get', { token: shopper.token });
    const ids: string[] = book.body.data.map((a: { _id: string }) => a._id);
    for (let i = 0; i < 60; i++) {
      expect((await patch(`/api/web/address/current-address/${ids[i % 2]}`, {}, { token: shopper.token })).status).toBe(200);
    }
    const refused = await patch(`/api/web/address/current-address/${ids[0]}`, {}, { token: shopper.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have changed your delivery address many times in the last few minutes\. Please try again in (9|10) minutes\.$/);
  });
});
