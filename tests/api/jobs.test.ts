import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { getDb } from '../../src/server/platform/db/client';
import { jobs, orders } from '../../src/server/platform/db/schema';
import { runDueJobs } from '../../src/server/app/job-worker';
import { post } from '../support/api';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

const MINUTE = 60_000;

describe('the job worker', () => {
  test('a job that keeps failing waits 1, then 2 minutes, and after its last try is kept, given up', async () => {
    const db = await getDb();
    const start = new Date();
    const [job] = await db.insert(jobs).values({ name: 'no-such-job', runAt: start, payload: {} }).returning();
    expect(await runDueJobs({ now: start, maxAttempts: 3 })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    const first = (await db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!;
    expect(first.runAt.getTime() - start.getTime()).toBe(1 * MINUTE);
    expect(first.lastError).toBe('no handler for job no-such-job');

    expect(await runDueJobs({ now: new Date(start.getTime() + 1 * MINUTE), maxAttempts: 3 })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    const second = (await db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!;
    expect(second.runAt.getTime() - start.getTime()).toBe(3 * MINUTE);

    expect(await runDueJobs({ now: new Date(start.getTime() + 3 * MINUTE), maxAttempts: 3 })).toEqual({ done: 0, retried: 0, gaveUp: 1 });
    const last = (await db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!;
    expect(last).toMatchObject({ attempts: 3, doneAt: null });
    expect(last.gaveUpAt).not.toBeNull();
    expect(await runDueJobs({ now: new Date(start.getTime() + 60 * MINUTE) })).toEqual({ done: 0, retried: 0, gaveUp: 0 });
  });

  test('two workers polling at the same moment run a due job once', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 49_900 });
    const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 39, total: 538 }, 2), {
      token: shopper.token,
    });
    const orderId: string = r.body.data.orderId;
    await runDueJobs(); // the order's "thank you" message
    const at = new Date(Date.now() + 31 * MINUTE);
    const [a, b] = await Promise.all([runDueJobs({ now: at }), runDueJobs({ now: at })]);
    // The window's end once, and the cancellation message it queued once.
    expect(a.done + b.done).toBe(2);
    const db = await getDb();
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 5 });
  });
});
