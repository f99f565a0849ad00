import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeLane, startFakeShiprocket, type FakeShiprocket } from '../fixtures/fake-shiprocket';
import { etdDate, shiprocketCourier } from '../../src/server/courier/shiprocket-courier';
import { CourierError, type BookingParcel } from '../../src/server/courier/courier';
import { parseEnv } from '../../src/server/platform/env';
import { shiprocketConfigured } from '../../src/server/courier/active-courier';

process.env.LOG_LEVEL = 'warn';

let fake: FakeShiprocket;
beforeAll(async () => {
  fake = await startFakeShiprocket({ email: 'api@kanmani.test', password: 'sr-secret-pass' });
});
afterAll(async () => {
  await fake.close();
});
let lines: string[] = [];
beforeEach(() => {
  fake.lanes.set('600004', fakeLane('Nov 26, 2026', true));
  fake.lanes.set('110016', fakeLane('Nov 30, 2026', false));
  lines = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void lines.push(String(line)));
});
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
});

const courier = (over: Partial<Parameters<typeof shiprocketCourier>[0]> = {}) =>
  shiprocketCourier({
    baseUrl: fake.url,
    email: 'api@kanmani.test',
    password: 'sr-secret-pass',
    pickupLocation: 'Primary',
    pickupPincode: '600001',
    timeoutMs: 1500,
    retries: 2,
    backoffMs: 10,
    ...over,
  });

const NOW = new Date('2026-11-23T06:00:00Z');
const ask = (pincode: string) => ({ pincode, goodsPaise: 49_900, weightGrams: 400 });

let orderSeq = 0;
const parcel = (over: Partial<BookingParcel> = {}): BookingParcel => ({
  orderId: `6741a0c0ffee00000000${String(++orderSeq).padStart(4, '0')}`,
  placedAt: new Date('2026-11-23T05:41:00Z'),
  paymentMethod: 'COD',
  subTotalRupees: 499,
  shippingRupees: 99,
  weightGrams: 400,
  customer: { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.com' },
  address: { line: '12, Green Park Main Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004', country: 'India' },
  items: [{ name: 'Ankle Length Cotton Leggings - Black - M', sku: 'ankle-length-cotton-leggings-M', units: 1, sellingPriceRupees: 499 }],
  ...over,
});

async function failure(p: Promise<unknown>): Promise<CourierError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CourierError);
  return err as CourierError;
}

describe('Shiprocket serviceability', () => {
  test('the recommended courier gives the delivery date; COD is allowed where a courier collects cash', async () => {
    expect(await courier().estimate(ask('600004'), NOW)).toEqual({ prepaidDate: '2026-11-26', codDate: '2026-11-26', codAllowed: true });
  });

  test('no courier collecting cash: the date stands and COD is refused', async () => {
    expect(await courier().estimate(ask('110016'), NOW)).toEqual({ prepaidDate: '2026-11-30', codDate: '2026-11-30', codAllowed: false });
  });

  test('an unserviceable PIN code, as an empty list or as the 404 shape, is no delivery', async () => {
    expect(await courier().estimate(ask('799001'), NOW)).toBeNull();
    fake.unserviceable = '404';
    expect(await courier().estimate(ask('799001'), NOW)).toBeNull();
  });

  test('etd is read as Shiprocket writes it, and from the days when it is missing', () => {
    expect(etdDate({ etd: 'Jul 01, 2024' }, NOW)).toBe('2024-07-01');
    expect(etdDate({ etd: '2022-07-20 19:28:00' }, NOW)).toBe('2022-07-20');
    expect(etdDate({ estimated_delivery_days: '4' }, NOW)).toBe('2026-11-27');
  });

  test('one login serves many calls: the token is kept', async () => {
    const before = fake.logins;
    const c = courier();
    await c.estimate(ask('600004'), NOW);
    await c.estimate(ask('110016'), NOW);
    await c.estimate(ask('600004'), NOW);
    expect(fake.logins).toBe(before + 1);
  });

  test('an expired token is replaced by one fresh login and the call goes through', async () => {
    const c = courier();
    await c.estimate(ask('600004'), NOW);
    const before = fake.logins;
    fake.expireTokens();
    expect((await c.estimate(ask('600004'), NOW))?.prepaidDate).toBe('2026-11-26');
    expect(fake.logins).toBe(before + 1);
  });

  test('a wrong API user is an auth failure, and the password never reaches the logs', async () => {
    const err = await failure(courier({ password: 'wrong-password-123' }).estimate(ask('600004'), NOW));
    expect(err.kind).toBe('auth');
    expect(err.message).toBe('Shiprocket refused the API user login: check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD.');
    expect(lines.join('\n')).not.toContain('wrong-password-123');
    expect(lines.join('\n')).not.toContain('api@kanmani.test');
  });
});

describe('Shiprocket faults', () => {
  test('429s are waited out with backoff (no Retry-After needed) and the answer arrives', async () => {
    const c = courier();
    await c.estimate(ask('110016'), NOW); // logged in
    fake.rateLimitNext = 2;
    const p = parcel();
    expect((await c.createOrder(p)).shipmentId).toBe(String(fake.orders.get(p.orderId)!.shipmentId));
    expect(lines.filter((l) => l.includes('"httpStatus":429'))).toHaveLength(2);
  });

  test('a 429 that lasts past the retries is a rate-limited failure', async () => {
    const c = courier();
    await c.estimate(ask('110016'), NOW);
    fake.rateLimitNext = 10;
    const p = parcel();
    const err = await failure(c.createOrder(p));
    expect(err.kind).toBe('rate-limited');
    expect(fake.orders.has(p.orderId)).toBe(false);
  });

  test('a 500 is tried again; one that lasts is an unreachable failure', async () => {
    const c = courier();
    await c.estimate(ask('110016'), NOW);
    fake.failNext = 1;
    expect((await c.estimate(ask('600004'), NOW))?.codAllowed).toBe(true);
    fake.mode = 'http-500';
    const err = await failure(c.estimate(ask('600004'), NOW));
    expect(err.kind).toBe('unreachable');
    expect(err.httpStatus).toBe(500);
  });

  test('a hang is cut off by the timeout; a POST that hung is not sent twice', async () => {
    const c = courier({ timeoutMs: 300 });
    await c.estimate(ask('110016'), NOW);
    fake.mode = 'hang';
    fake.requests.length = 0;
    const err = await failure(c.createOrder(parcel()));
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('Shiprocket did not answer within 0.3 s.');
    expect(fake.requests.filter((r) => r.path.endsWith('/orders/create/adhoc'))).toHaveLength(1);
  });

  test('a hanging read is tried again, then given up', async () => {
    const c = courier({ timeoutMs: 200, retries: 2 });
    await c.estimate(ask('110016'), NOW);
    fake.mode = 'hang';
    fake.requests.length = 0;
    const err = await failure(c.estimate(ask('600004'), NOW));
    expect(err.kind).toBe('timeout');
    // The serviceability call a shopper waits on is tried twice at most.
    expect(fake.requests).toHaveLength(2);
  });

  test('an answer that is not JSON is a bad-answer failure', async () => {
    const c = courier();
    await c.estimate(ask('110016'), NOW);
    fake.mode = 'garbage';
    expect((await failure(c.estimate(ask('600004'), NOW))).kind).toBe('bad-answer');
  });
});

describe('Shiprocket booking', () => {
  test('an order, its AWB and label: the request carries what 9.3 requires', async () => {
    const c = courier();
    const p = parcel();
    const order = await c.createOrder(p);
    expect(order.courierOrderId).toMatch(/^\d+$/);
    const sent = fake.orders.get(p.orderId)!.body;
    expect(sent).toMatchObject({
      order_id: p.orderId,
      order_date: '2026-11-23 11:11',
      pickup_location: 'Primary',
      billing_customer_name: 'Asha',
      billing_last_name: 'Verma',
      billing_pincode: 600004,
      billing_phone: 9876543210,
      shipping_is_billing: true,
      payment_method: 'COD',
      sub_total: 499,
      shipping_charges: 99,
      weight: 0.4,
    });
    const awb = await c.assignAwb(order.shipmentId);
    expect(awb.courierName).toBe('Delhivery Surface');
    expect(awb.awb).toMatch(/^77\d{12}$/);
    expect(await c.label(order.shipmentId)).toBe(`${fake.origin}/labels/${order.shipmentId}.pdf`);
    expect(c.trackingUrl(awb.awb)).toBe(`https://shiprocket.co/tracking/${awb.awb}`);
  });

  test('a seller order id Shiprocket has seen is refused with its own words', async () => {
    const c = courier();
    const p = parcel();
    await c.createOrder(p);
    const err = await failure(c.createOrder(p));
    expect(err.kind).toBe('refused');
    expect(err.httpStatus).toBe(422);
    expect(err.message).toBe('Shiprocket refused the order: Oops! Invalid Data.');
  });

  test('no courier taking the shipment is a refusal, not an AWB', async () => {
    const c = courier();
    const order = await c.createOrder(parcel());
    fake.courier = null;
    const err = await failure(c.assignAwb(order.shipmentId));
    expect(err.message).toBe('Shiprocket assigned no AWB to this shipment: no courier took it.');
  });

  test('tracking: no scans yet, then the latest status; an unknown AWB is null', async () => {
    const c = courier();
    const order = await c.createOrder(parcel());
    const { awb } = await c.assignAwb(order.shipmentId);
    expect(await c.track(awb)).toEqual({ shipmentStatus: null, activities: [] });
    fake.scans.set(awb, [
      { date: '2026-11-25 08:57:00', status: 'OFD', activity: 'Out for Delivery', location: 'Chennai', 'sr-status': '17', 'sr-status-label': 'OUT FOR DELIVERY' },
      { date: '2026-11-24 09:51:00', status: 'DRC', activity: 'Pending Manifest Data Received', location: 'Chennai', 'sr-status': 'NA', 'sr-status-label': 'NA' },
    ]);
    expect(await c.track(awb)).toEqual({
      shipmentStatus: 17,
      activities: [
        { date: '2026-11-25 08:57:00', activity: 'Out for Delivery', status: 17 },
        { date: '2026-11-24 09:51:00', activity: 'Pending Manifest Data Received', status: null },
      ],
    });
    expect(await c.track('99999999999')).toBeNull();
  });

  test('NDR actions reach Shiprocket with their comments', async () => {
    const c = courier();
    const order = await c.createOrder(parcel());
    const { awb } = await c.assignAwb(order.shipmentId);
    await c.ndrAction(awb, 're-attempt', 'Customer will be home after 5 pm');
    await c.ndrAction(awb, 'return', 'Customer refused the parcel');
    expect(fake.ndrActions).toEqual([
      { awb, action: 're-attempt', comments: 'Customer will be home after 5 pm' },
      { awb, action: 'return', comments: 'Customer refused the parcel' },
    ]);
    expect((await failure(c.ndrAction(awb, 'return', ''))).httpStatus).toBe(422);
  });
});

describe('Shiprocket settings', () => {
  test('live Shiprocket needs the API user and the pickup PIN code; local mode needs none of it', () => {
    expect(shiprocketConfigured(parseEnv({}))).toBe(false);
    expect(shiprocketConfigured(parseEnv({ SHIPROCKET_EMAIL: 'api@kanmani.in', SHIPROCKET_PASSWORD: 'p' }))).toBe(false);
    expect(shiprocketConfigured(parseEnv({ SHIPROCKET_EMAIL: 'api@kanmani.in', SHIPROCKET_PASSWORD: 'p', SHIPROCKET_PICKUP_PINCODE: '600001' }))).toBe(true);
    expect(() => parseEnv({ SHIPROCKET_PICKUP_PINCODE: '6000' })).toThrow(/SHIPROCKET_PICKUP_PINCODE must be the 6-digit PIN code/);
  });

  test('production with Shiprocket refuses to start without the webhook token', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SHIPROCKET_EMAIL: 'api@kanmani.in' })).toThrow(/SHIPROCKET_WEBHOOK_TOKEN is required in production when SHIPROCKET_EMAIL is set/);
  });
});
