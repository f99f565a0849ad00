import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { followExport } from '../support/follow-export';
import { useTestDatabase } from '../support/db';
import { get } from '../support/api';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { reportOrder } from '../fixtures/report-orders';

useTestDatabase({ seed: false });

/**
 * Issue 20 item 7: the RTO report's weekly measures and PIN prefix ranking, on a known set of
 * orders placed and shipped around three India weeks (5, 12 and 19 October 2026, Monday first).
 * Times are India times; several sit on a week's edge, where a UTC week would differ.
 */
const RANGE = 'from=2026-10-05&to=2026-10-25';
const CONFIRMED = 2, HOLD = 4, CANCELLED = 5, SHIPPED = 6, DELIVERED = 7, RTO = 8;
const PAID = 1, PENDING = 2, REFUNDED = 4, FAILED = 6;

let manager: TestStaff;

beforeAll(async () => {
  // Week of 5 October.
  await reportOrder({ placedAt: '2026-10-05T00:10:00+05:30', method: 'cod', paymentStatus: PAID, totalPaise: 59_800, pincode: '600004',
    life: [[CONFIRMED, '2026-10-05T10:00:00+05:30'], [SHIPPED, '2026-10-06T10:00:00+05:30'], [DELIVERED, '2026-10-09T10:00:00+05:30']] });
  await reportOrder({ placedAt: '2026-10-07T09:00:00+05:30', method: 'cod', paymentStatus: PENDING, totalPaise: 100_000, pincode: '600040',
    life: [[CONFIRMED, '2026-10-07T12:00:00+05:30'], [SHIPPED, '2026-10-08T10:00:00+05:30'], [RTO, '2026-10-20T10:00:00+05:30']] });
  await reportOrder({ placedAt: '2026-10-09T09:00:00+05:30', method: 'cod', paymentStatus: PENDING, totalPaise: 45_000, pincode: '641001',
    life: [[CANCELLED, '2026-10-10T09:00:00+05:30']] });
  await reportOrder({ placedAt: '2026-10-10T09:00:00+05:30', method: 'online', paymentStatus: PAID, totalPaise: 120_000, pincode: '560001',
    life: [[CONFIRMED, '2026-10-10T10:00:00+05:30'], [SHIPPED, '2026-10-11T23:30:00+05:30']] });
  // An online checkout whose payment failed is no order.
  await reportOrder({ placedAt: '2026-10-06T09:00:00+05:30', method: 'online', paymentStatus: FAILED, totalPaise: 80_000, pincode: '700001',
    life: [[CANCELLED, '2026-10-06T09:30:00+05:30']] });
  // Week of 12 October; the first one at the very start of Monday in India (Sunday in UTC).
  await reportOrder({ placedAt: '2026-10-12T00:00:00+05:30', method: 'cod', paymentStatus: PENDING, totalPaise: 70_000, pincode: '110001',
    life: [[CONFIRMED, '2026-10-12T10:00:00+05:30'], [SHIPPED, '2026-10-13T10:00:00+05:30'], [RTO, '2026-10-25T10:00:00+05:30']] });
  await reportOrder({ placedAt: '2026-10-13T09:00:00+05:30', method: 'cod', paymentStatus: PAID, totalPaise: 109_900, pincode: '110092',
    life: [[HOLD, '2026-10-13T20:00:00+05:30'], [CONFIRMED, '2026-10-14T10:00:00+05:30'], [SHIPPED, '2026-10-14T15:00:00+05:30'], [DELIVERED, '2026-10-17T10:00:00+05:30']] });
  await reportOrder({ placedAt: '2026-10-12T15:00:00+05:30', method: 'online', paymentStatus: REFUNDED, totalPaise: 80_000, pincode: '380001',
    life: [[CONFIRMED, '2026-10-12T16:00:00+05:30'], [CANCELLED, '2026-10-13T09:00:00+05:30']] });
  await reportOrder({ placedAt: '2026-10-14T09:00:00+05:30', method: 'online', paymentStatus: PAID, totalPaise: 50_000, pincode: '400001',
    life: [[CONFIRMED, '2026-10-14T10:00:00+05:30'], [SHIPPED, '2026-10-15T10:00:00+05:30'], [RTO, '2026-10-22T10:00:00+05:30']] });
  // Placed before the range, shipped in its last week (just after midnight on Monday in India).
  await reportOrder({ placedAt: '2026-09-30T10:00:00+05:30', method: 'cod', paymentStatus: PAID, totalPaise: 60_000, pincode: '600001',
    life: [[CONFIRMED, '2026-09-30T12:00:00+05:30'], [SHIPPED, '2026-10-19T00:05:00+05:30'], [DELIVERED, '2026-10-21T10:00:00+05:30']] });
  // Placed in the last week, shipped after the range.
  await reportOrder({ placedAt: '2026-10-22T09:00:00+05:30', method: 'cod', paymentStatus: PENDING, totalPaise: 60_000, pincode: '500001',
    life: [[CONFIRMED, '2026-10-22T12:00:00+05:30'], [SHIPPED, '2026-10-26T00:01:00+05:30']] });
  // Just outside the range on either side.
  await reportOrder({ placedAt: '2026-10-04T23:59:00+05:30', method: 'cod', paymentStatus: PENDING, totalPaise: 60_000, pincode: '600001',
    life: [[CONFIRMED, '2026-10-05T09:00:00+05:30']] });
  await reportOrder({ placedAt: '2026-10-26T00:00:00+05:30', method: 'cod', paymentStatus: PENDING, totalPaise: 60_000, pincode: '600001' });
  manager = await newStaff('manager');
});

afterEach(() => {
  vi.useRealTimers();
});

const csv = (table: string, query = RANGE, cookie = manager.cookie) => followExport(`/api/admin/reports/rto?table=${table}&${query}`, consoleHeaders(cookie));
const lines = (...rows: string[]) => rows.map((r) => `${r}\r\n`).join('');

describe('the RTO report as CSV, weeks of 5 to 19 October 2026', () => {
  test('orders per week: placed in the India week, COD and prepaid, failed online checkouts left out', async () => {
    const r = await csv('orders');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="rto-orders-2026-10-05-to-2026-10-25.csv"');
    expect(r.text).toBe(lines('Week starting,Orders,COD orders,Prepaid orders', '2026-10-05,4,3,1', '2026-10-12,4,2,2', '2026-10-19,1,1,0'));
  });

  test('paid revenue counts only orders paid now: a refunded order and uncollected cash are left out', async () => {
    const r = await csv('revenue');
    expect(r.text).toBe(lines('Week starting,Paid orders,Paid revenue (INR)', '2026-10-05,2,1798.00', '2026-10-12,2,1599.00', '2026-10-19,0,0.00'));
  });

  test('average order value is paid revenue over paid orders, empty for a week without any', async () => {
    const r = await csv('aov');
    expect(r.text).toBe(
      lines('Week starting,Paid orders,Paid revenue (INR),Average order value (INR)', '2026-10-05,2,1798.00,899.00', '2026-10-12,2,1599.00,799.50', '2026-10-19,0,0.00,'),
    );
  });

  test('COD share, COD confirmation rate (a release from hold counts) and RTO rate by week shipped', async () => {
    const r = await csv('rates');
    expect(r.text).toBe(
      lines(
        'Week starting,Orders,COD orders,COD share (%),COD confirmed,COD confirmation rate (%),Shipped,Returned to origin,RTO rate (%)',
        '2026-10-05,4,3,75.00,2,66.67,3,1,33.33',
        '2026-10-12,4,2,50.00,2,100.00,3,2,66.67',
        '2026-10-19,1,1,100.00,1,100.00,1,0,0.00',
      ),
    );
  });

  test('PIN prefixes ranked by RTO rate over the parcels shipped in the range', async () => {
    const r = await csv('pins');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="rto-pins-2026-10-05-to-2026-10-25.csv"');
    expect(r.text).toBe(lines('PIN prefix,Shipped,Returned to origin,RTO rate (%)', '400,1,1,100.00', '110,2,1,50.00', '600,3,1,33.33', '560,1,0,0.00'));
  });

  test('dates inside a week stand for the whole week', async () => {
    const r = await csv('orders', 'from=2026-10-08&to=2026-10-13');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="rto-orders-2026-10-05-to-2026-10-18.csv"');
    expect(r.text).toBe(lines('Week starting,Orders,COD orders,Prepaid orders', '2026-10-05,4,3,1', '2026-10-12,4,2,2'));
  });

  test('without dates, the last 12 weeks up to this one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-21T12:00:00+05:30'));
    const r = await csv('orders', '');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="rto-orders-2026-08-03-to-2026-10-25.csv"');
    const rows = r.text.trim().split('\r\n');
    expect(rows).toHaveLength(13);
    expect(rows.slice(0, 2)).toEqual(['Week starting,Orders,COD orders,Prepaid orders', '2026-08-03,0,0,0']);
    expect(rows.slice(-3)).toEqual(['2026-10-05,4,3,1', '2026-10-12,4,2,2', '2026-10-19,1,1,0']);
  });
});

describe('the RTO report refuses what it cannot answer', () => {
  test.each([
    ['table=rates&from=2026-02-30', 'From (week of) is not a date in the calendar'],
    ['table=rates&from=5-10-2026', 'From (week of) must be a date written YYYY-MM-DD, such as 2026-11-02'],
    ['table=rates&from=2026-10-19&to=2026-10-05', 'To (week of) must be on or after From (week of)'],
    ['table=rates&from=2024-01-01&to=2026-10-05', 'The range may span at most 104 weeks: choose a later From (week of) or an earlier To (week of)'],
    ['table=weekly', 'Table must be one of the report’s tables: orders, revenue, average order value, rates or PIN prefixes'],
  ])('%s is a 400 naming the field by its label', async (query, problem) => {
    const r = await get(`/api/admin/reports/rto?${query}`, { headers: consoleHeaders(manager.cookie) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(problem);
  });

  test('fulfilment and support staff may not read reports (403), and no one signed out (401)', async () => {
    for (const role of ['fulfilment', 'support'] as const) {
      const member = await newStaff(role);
      const r = await csv('rates', RANGE, member.cookie);
      expect(r.status, role).toBe(403);
      expect(r.text, role).not.toContain('2026-10-05');
    }
    const anonymous = await get(`/api/admin/reports/rto?table=rates&${RANGE}`, { headers: consoleHeaders() });
    expect(anonymous.status).toBe(401);
  });

  test('the owner reads it too', async () => {
    const owner = await newStaff('owner');
    expect((await csv('pins', RANGE, owner.cookie)).status).toBe(200);
  });
});
