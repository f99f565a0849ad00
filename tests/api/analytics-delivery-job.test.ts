import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { query } from '../../src/server/platform/db/client';
import { resetEnvForTests } from '../../src/server/platform/env';
import { deliverToMeta } from '../../src/server/analytics/meta-delivery';
import { storeEvents } from '../../src/server/analytics/outbox';
import { runDueJobs, runSweeps } from '../../src/server/app/job-worker';
import type { ServerEvent } from '../../src/server/analytics/server-event';
import { startFakeMetaGraph, type FakeMetaGraph } from '../fixtures/fake-meta-graph';

const { handle } = useTestDatabase({ seed: false });
let meta: FakeMetaGraph;

const metaEnv = () => ({ META_PIXEL_ID: '123456789012345', META_CAPI_TOKEN: 'test-token', META_GRAPH_BASE_URL: meta.url, META_GRAPH_VERSION: 'v21.0', META_TEST_EVENT_CODE: 'TEST123' });

beforeAll(async () => {
  meta = await startFakeMetaGraph();
  resetEnvForTests(metaEnv());
});
afterAll(async () => {
  resetEnvForTests();
  await meta.close();
});
beforeEach(async () => {
  resetEnvForTests(metaEnv());
  await handle().db.execute(sql`delete from analytics_events`);
  await handle().db.execute(sql`delete from jobs`);
  meta.requests.length = 0;
  meta.events.length = 0;
  meta.failNext(0);
});

const nowS = () => Math.floor(Date.now() / 1000);
const event = (i: number, name = 'AddToCart', over: Partial<ServerEvent> = {}): ServerEvent => ({
  event_name: name,
  event_id: `evt-${String(i).padStart(6, '0')}`,
  event_time: nowS(),
  action_source: 'website',
  event_source_url: 'http://localhost:4321/product/kurta',
  user_data: { em: ['973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'], client_ip_address: '203.0.113.7', client_user_agent: 'UA/1' },
  custom_data: { currency: 'INR', value: 1499, content_ids: ['p1'], content_type: 'product' },
  ...over,
});

const pending = async () =>
  query<{ event_id: string; attempts: number; delivered_at: string | null; gave_up_at: string | null; last_error: string | null }>(
    handle().db,
    sql`select event_id, attempts, delivered_at, gave_up_at, last_error from analytics_events order by event_id`,
  );
const deliveryJobs = async () =>
  query<{ attempts: number; done_at: string | null; gave_up_at: string | null; last_error: string | null }>(
    handle().db,
    sql`select attempts, done_at, gave_up_at, last_error from jobs where name = 'meta-delivery' order by id`,
  );

const MINUTE = 60_000;
const NOTHING = { done: 0, retried: 0, gaveUp: 0 };

describe('the Meta delivery job', () => {
  test('storing an event queues one delivery job, which sends the Conversions API payload to /{version}/{pixel}/events with the token and test code', async () => {
    // One event object, stored and then expected: a second `event(1)` could fall in the next second.
    const sent = event(1);
    await storeEvents([sent]);
    await storeEvents([event(2)]);
    expect(await deliveryJobs()).toHaveLength(1);
    expect(await runDueJobs()).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    expect(meta.requests).toHaveLength(1);
    const req = meta.requests[0]!;
    expect(req.path).toBe('/v21.0/123456789012345/events');
    expect(req.body.access_token).toBe('test-token');
    expect(req.body.test_event_code).toBe('TEST123');
    // One request holds both, in no particular order.
    const data = [...req.body.data].sort((a: ServerEvent, b: ServerEvent) => a.event_id.localeCompare(b.event_id));
    expect(data).toEqual([sent, expect.objectContaining({ event_id: 'evt-000002' })]);
    expect((await pending()).map((r) => r.delivered_at !== null)).toEqual([true, true]);
    expect(await runDueJobs()).toEqual(NOTHING);
    expect(meta.requests).toHaveLength(1);
  });

  test('raw user data in an old row is normalised and hashed before it leaves', async () => {
    await storeEvents([event(2, 'Purchase', { user_data: { em: ' Test@Example.com', ph: '+91 98765-43210', client_user_agent: 'UA/1' } })]);
    await runDueJobs();
    expect(meta.events[0].user_data).toEqual({
      em: ['973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'],
      ph: ['92b5072176e723878b5e06ff3ca61898e4eb74e8c46642a0f2db800b17364ab0'],
      client_user_agent: 'UA/1',
    });
  });

  test('batches: 120 events go in batches of 50, 50, 20, in one run of the job', async () => {
    await storeEvents(Array.from({ length: 120 }, (_, i) => event(100 + i)));
    expect(await runDueJobs()).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    expect(meta.requests.map((q) => q.body.data.length)).toEqual([50, 50, 20]);
    expect(new Set(meta.events.map((e) => e.event_id)).size).toBe(120);
  });

  test("a 500 answer fails the job, the queue retries it after 1 and then 2 more minutes, and it delivers then, nothing lost", async () => {
    await storeEvents([event(3), event(4)]);
    const start = new Date();
    meta.failNext(2);
    expect(await runDueJobs({ now: start })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    let rows = await pending();
    expect(rows.every((r) => r.delivered_at === null && r.attempts === 1 && /HTTP 500/.test(r.last_error ?? ''))).toBe(true);
    // Not due yet: the queue's backoff holds the job back.
    expect(await runDueJobs({ now: start })).toEqual(NOTHING);
    expect(await runDueJobs({ now: new Date(start.getTime() + 1 * MINUTE) })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    expect(await runDueJobs({ now: new Date(start.getTime() + 3 * MINUTE) })).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    rows = await pending();
    expect(rows.map((r) => [r.attempts, r.delivered_at !== null])).toEqual([[3, true], [3, true]]);
    expect(meta.events.map((e) => e.event_id).sort()).toEqual(['evt-000003', 'evt-000004']);
    expect((await deliveryJobs()).map((j) => [j.attempts, j.done_at !== null])).toEqual([[3, true]]);
  });

  test('after the last try the job is given up and the events kept; once Meta answers again the sweep queues a new job that delivers them', async () => {
    await storeEvents([event(5)]);
    const start = new Date();
    meta.failNext(99, 503);
    expect(await runDueJobs({ now: start, maxAttempts: 2 })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    expect(await runDueJobs({ now: new Date(start.getTime() + 1 * MINUTE), maxAttempts: 2 })).toEqual({ done: 0, retried: 0, gaveUp: 1 });
    const [job] = await deliveryJobs();
    expect(job!.gave_up_at).not.toBeNull();
    expect(job!.last_error).toMatch(/HTTP 503/);
    expect(await pending()).toMatchObject([{ event_id: 'evt-000005', attempts: 2, delivered_at: null, gave_up_at: null }]);

    meta.failNext(0);
    await runSweeps();
    expect(await runDueJobs()).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    expect(meta.events.map((e) => e.event_id)).toEqual(['evt-000005']);
  });

  test('a 400 on a batch is tried event by event: the rest go through and the refused event is given up, kept for inspection', async () => {
    await storeEvents([event(6), event(7, 'AddToCart', { event_time: nowS() + 5000 }), event(8)]);
    expect(await runDueJobs()).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    expect(meta.events.map((e) => e.event_id).sort()).toEqual(['evt-000006', 'evt-000008']);
    const refused = (await pending()).find((r) => r.event_id === 'evt-000007')!;
    expect(refused.gave_up_at).not.toBeNull();
    expect(refused.last_error).toMatch(/^HTTP 400/);
    expect(await runDueJobs()).toEqual(NOTHING);
  });

  test('events older than Meta accepts are given up without poisoning a batch', async () => {
    await storeEvents([event(9, 'AddToCart', { event_time: nowS() - 8 * 86400 }), event(10)]);
    expect(await deliverToMeta()).toEqual({ delivered: 1, gaveUp: 1 });
    expect(meta.requests).toHaveLength(1);
  });

  test('a network failure (no answer) fails the job too, and its retry delivers', async () => {
    await storeEvents([event(11)]);
    const start = new Date();
    resetEnvForTests({ ...metaEnv(), META_GRAPH_BASE_URL: 'http://127.0.0.1:1' });
    expect(await runDueJobs({ now: start })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    resetEnvForTests(metaEnv());
    expect(await runDueJobs({ now: new Date(start.getTime() + 1 * MINUTE) })).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    expect(meta.events.map((e) => e.event_id)).toEqual(['evt-000011']);
  });

  test('two instances delivering at once never send an event twice', async () => {
    await storeEvents(Array.from({ length: 40 }, (_, i) => event(300 + i)));
    await Promise.all([deliverToMeta({ batchSize: 7 }), deliverToMeta({ batchSize: 7 })]);
    expect(meta.events).toHaveLength(40);
    expect(new Set(meta.events.map((e) => e.event_id)).size).toBe(40);
  });

  test('nothing is queued or sent when the Conversions API is not configured; the events are kept', async () => {
    resetEnvForTests({ META_PIXEL_ID: '', META_CAPI_TOKEN: '' });
    await storeEvents([event(12)]);
    expect(await deliveryJobs()).toHaveLength(0);
    await runSweeps();
    expect(await deliveryJobs()).toHaveLength(0);
    expect(await deliverToMeta()).toEqual({ delivered: 0, gaveUp: 0 });
    expect(meta.requests).toHaveLength(0);
    expect(await pending()).toMatchObject([{ event_id: 'evt-000012', delivered_at: null }]);
  });
});
