import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { query } from '../../src/server/platform/db/client';
import { resetEnvForTests } from '../../src/server/platform/env';
import { forwardOnce, startForwarder } from '../../src/server/analytics/forwarder';
import { storeEvents } from '../../src/server/analytics/outbox';
import { metaConfig } from '../../src/server/analytics/meta-client';
import type { ServerEvent } from '../../src/server/analytics/server-event';
import { startFakeMetaGraph, type FakeMetaGraph } from '../fixtures/fake-meta-graph';

const { handle } = useTestDatabase({ seed: false });
let meta: FakeMetaGraph;

beforeAll(async () => {
  meta = await startFakeMetaGraph();
  resetEnvForTests({ META_PIXEL_ID: '123456789012345', META_CAPI_TOKEN: 'test-token', META_GRAPH_BASE_URL: meta.url, META_GRAPH_VERSION: 'v21.0', META_TEST_EVENT_CODE: 'TEST123' });
});
afterAll(async () => {
  resetEnvForTests();
  await meta.close();
});
beforeEach(async () => {
  await handle().db.execute(sql`delete from analytics_events`);
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
const makeDue = () => handle().db.execute(sql`update analytics_events set next_attempt_at = now() where delivered_at is null`);

describe('forwarder', () => {
  test('sends the Conversions API payload to /{version}/{pixel}/events with the token and test code', async () => {
    // One event object, stored and then expected: a second `event(1)` could fall in the next second.
    const sent = event(1);
    await storeEvents([sent]);
    const r = await forwardOnce();
    expect(r).toEqual({ delivered: 1, failed: 0, gaveUp: 0 });
    expect(meta.requests).toHaveLength(1);
    const req = meta.requests[0]!;
    expect(req.path).toBe('/v21.0/123456789012345/events');
    expect(req.body.access_token).toBe('test-token');
    expect(req.body.test_event_code).toBe('TEST123');
    expect(req.body.data).toEqual([sent]);
    const [row] = await pending();
    expect(row!.delivered_at).not.toBeNull();
    expect(await forwardOnce()).toEqual({ delivered: 0, failed: 0, gaveUp: 0 });
  });

  test('raw user data in an old row is normalised and hashed before it leaves', async () => {
    await storeEvents([event(2, 'Purchase', { user_data: { em: ' Test@Example.com', ph: '+91 98765-43210', client_user_agent: 'UA/1' } })]);
    await forwardOnce();
    expect(meta.events[0].user_data).toEqual({
      em: ['973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'],
      ph: ['92b5072176e723878b5e06ff3ca61898e4eb74e8c46642a0f2db800b17364ab0'],
      client_user_agent: 'UA/1',
    });
  });

  test('batches: 120 events go in batches of 50, 50, 20', async () => {
    await storeEvents(Array.from({ length: 120 }, (_, i) => event(100 + i)));
    const r = await forwardOnce({ batchSize: 50 });
    expect(r.delivered).toBe(120);
    expect(meta.requests.map((q) => q.body.data.length)).toEqual([50, 50, 20]);
    expect(new Set(meta.events.map((e) => e.event_id)).size).toBe(120);
  });

  test('a 500 answer is retried with backoff and delivered later, nothing lost', async () => {
    await storeEvents([event(3), event(4)]);
    meta.failNext(2);
    const first = await forwardOnce({ baseDelaySeconds: 60 });
    expect(first).toEqual({ delivered: 0, failed: 2, gaveUp: 0 });
    // Not due yet: the backoff holds it back.
    expect(await forwardOnce()).toEqual({ delivered: 0, failed: 0, gaveUp: 0 });
    let rows = await pending();
    expect(rows.every((r) => r.delivered_at === null && r.attempts === 1 && /HTTP 500/.test(r.last_error ?? ''))).toBe(true);
    await makeDue();
    expect((await forwardOnce()).failed).toBe(2);
    await makeDue();
    expect(await forwardOnce()).toEqual({ delivered: 2, failed: 0, gaveUp: 0 });
    rows = await pending();
    expect(rows.map((r) => [r.attempts, r.delivered_at !== null, r.last_error])).toEqual([[3, true, null], [3, true, null]]);
    expect(meta.events.map((e) => e.event_id).sort()).toEqual(['evt-000003', 'evt-000004']);
  });

  test('gives up after the bound and keeps the row for inspection', async () => {
    await storeEvents([event(5)]);
    meta.failNext(99, 503);
    for (let i = 0; i < 3; i++) {
      await forwardOnce({ maxAttempts: 3, baseDelaySeconds: 0 });
      await makeDue();
    }
    const [row] = await pending();
    expect(row).toMatchObject({ attempts: 3, delivered_at: null });
    expect(row!.gave_up_at).not.toBeNull();
    expect(await forwardOnce({ maxAttempts: 3 })).toEqual({ delivered: 0, failed: 0, gaveUp: 0 });
  });

  test('a 400 on a batch is retried event by event so one bad event does not hold back the rest', async () => {
    await storeEvents([event(6), event(7, 'AddToCart', { event_time: nowS() + 5000 }), event(8)]);
    const r = await forwardOnce({ baseDelaySeconds: 60 });
    expect(r).toEqual({ delivered: 2, failed: 1, gaveUp: 0 });
    expect(meta.events.map((e) => e.event_id).sort()).toEqual(['evt-000006', 'evt-000008']);
  });

  test('events older than Meta accepts are given up without poisoning a batch', async () => {
    await storeEvents([event(9, 'AddToCart', { event_time: nowS() - 8 * 86400 }), event(10)]);
    expect(await forwardOnce()).toEqual({ delivered: 1, failed: 0, gaveUp: 1 });
    expect(meta.requests).toHaveLength(1);
  });

  test('a network failure (no answer) is retried too', async () => {
    await storeEvents([event(11)]);
    const r = await forwardOnce({ config: { ...metaConfig()!, baseUrl: 'http://127.0.0.1:1' } });
    expect(r.failed).toBe(1);
    await makeDue();
    expect((await forwardOnce()).delivered).toBe(1);
  });

  test('two forwarders running at once never send an event twice', async () => {
    await storeEvents(Array.from({ length: 40 }, (_, i) => event(300 + i)));
    await Promise.all([forwardOnce({ batchSize: 7 }), forwardOnce({ batchSize: 7 })]);
    expect(meta.events).toHaveLength(40);
    expect(new Set(meta.events.map((e) => e.event_id)).size).toBe(40);
  });

  test('nothing is sent and no timer runs when the Conversions API is not configured', async () => {
    await storeEvents([event(12)]);
    expect(await forwardOnce({ config: null })).toEqual({ delivered: 0, failed: 0, gaveUp: 0 });
    expect(meta.requests).toHaveLength(0);
    const h = startForwarder(10, { config: null });
    h.stop();
  });

  test('startForwarder delivers in the background', async () => {
    await storeEvents([event(13)]);
    const h = startForwarder(20);
    try {
      for (let i = 0; i < 100 && meta.events.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    } finally {
      h.stop();
    }
    expect(meta.events.map((e) => e.event_id)).toEqual(['evt-000013']);
  });
});
