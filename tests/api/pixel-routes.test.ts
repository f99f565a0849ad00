import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { query } from '../../src/server/platform/db/client';
import { categories, customers, orderItems, orders, products } from '../../src/server/platform/db/schema';
import { resetEnvForTests } from '../../src/server/platform/env';
import { createSession } from '../../src/server/auth/session';

const { handle } = useTestDatabase();
const SLUG = 'analytics-test-kurta';
const ORDER_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const PENDING_ORDER_ID = 'bbbbbbbbbbbbbbbbbbbbbbb1';
const PAID_ORDER_ID = 'f00df00df00df00df00df00d';
const KURTA = 'c0ffee000000000000000002';
const DUPATTA = 'c0ffee000000000000000003';
/** A Purchase is reported per item: the order id and the product id. */
const item = (orderId: string, productId = KURTA) => `${orderId}:${productId}`;
const UA = 'Mozilla/5.0 (test)';
/** The buyer of the test orders, signed in; and another shopper. */
let owner = '';
let stranger = '';

beforeAll(async () => {
  resetEnvForTests({ TRUSTED_PROXY: '' });
  const db = handle().db;
  await db.insert(categories).values({ id: 'c0ffee000000000000000001', name: 'Kurtas', slug: 'analytics-test-kurtas', image: '/x.jpg' }).onConflictDoNothing();
  await db.insert(products).values({
    id: 'c0ffee000000000000000002', slug: SLUG, name: 'Test Kurta', type: 1, categoryId: 'c0ffee000000000000000001',
    description: 'A kurta', weightGrams: 300, searchText: 'test kurta',
  });
  await db.insert(customers).values({ id: 'c0ffee0000000000000000c1', name: 'Priya Ravi Kumar', email: 'Test@Example.com', mobileNumber: '9876543210' });
  const order = (id: string, paymentMethod: number, paymentStatus: number) => ({
    id, customerId: 'c0ffee0000000000000000c1', paymentMethod, paymentStatus, subtotalPaise: 149900, shippingPaise: 9900, totalPaise: 159800,
    totalWeightGrams: 300, customerName: 'Priya Ravi Kumar', customerMobile: '9876543210',
    shippingAddress: { contactPerson: 'Priya', doorNo: '1', address: 'Street', landmark: null, city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincode: '600024', country: 'India', mobile: null },
  });
  // cash on delivery placed; online paid; online still pending
  await db.insert(orders).values([order(ORDER_ID, 1, 2), order(PAID_ORDER_ID, 2, 1), order(PENDING_ORDER_ID, 2, 2)]);
  // The kurta in two lines (two colours) of ₹749.75 each: ₹1,499.50 for the product, rounded to ₹1,500.
  const line = (id: string, orderId: string, position: number, productId: string, productName: string, totalPaise: number) => ({
    id, orderId, position, productId, colorVariantId: 'c0ffee0000000000000000v1', sizeName: 'M', quantity: 1, unitPricePaise: totalPaise,
    lineTotalPaise: totalPaise, productName, productSlug: SLUG, categoryName: 'Kurtas', image: '/x.jpg', colorName: 'Black', colorCode: '#000000', weightGrams: 300,
  });
  await db.insert(orderItems).values([
    line('l1', ORDER_ID, 0, KURTA, 'Test Kurta', 74975),
    line('l2', ORDER_ID, 1, KURTA, 'Test Kurta', 74975),
    line('l3', ORDER_ID, 2, DUPATTA, 'Test Dupatta', 33333),
    line('l4', PAID_ORDER_ID, 0, KURTA, 'Test Kurta', 149900),
    line('l5', PENDING_ORDER_ID, 0, KURTA, 'Test Kurta', 149900),
  ]);
  await db.insert(customers).values({ id: 'c0ffee0000000000000000c2', name: 'Someone Else', email: null, mobileNumber: '9123456780' });
  owner = await createSession('c0ffee0000000000000000c1');
  stranger = await createSession('c0ffee0000000000000000c2');
});
afterAll(() => {
  resetEnvForTests();
});

const custom = { currency: 'INR', value: 1499, content_ids: ['c0ffee000000000000000002'], content_type: 'product', content_name: 'Test Kurta', content_category: 'Kurtas', quantity: 1 };
const event = (name: string, id: string, extra: Record<string, unknown> = {}) => ({
  event_name: name, event_id: id, event_time: Math.floor(Date.now() / 1000), action_source: 'website',
  user_data: {}, custom_data: custom, ...extra,
});

async function stored(name: string, id: string) {
  return query<{ event_name: string; event_id: string; payload: any }>(handle().db, sql`select event_name, event_id, payload from analytics_events where event_name = ${name} and event_id = ${id}`);
}

describe('POST /api/web/pixel/product/{slug}', () => {
  test('stores an array of one AddToCart with the IP, UA and cookies of the request', async () => {
    const r = await post(`/api/web/pixel/product/${SLUG}`, [event('AddToCart', 'evt-add-0001', { user_data: { client_ip_address: '6.6.6.6', client_user_agent: 'forged' } })], {
      clientAddress: '203.0.113.7',
      headers: { 'user-agent': UA, cookie: '_fbp=fb.1.1558571054389.1098115397; _fbc=fb.1.1554763741205.AbCdEf', 'x-forwarded-for': '9.9.9.9' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 200, data: { received: 1, stored: 1 } });
    const [row] = await stored('AddToCart', 'evt-add-0001');
    expect(row!.payload.user_data).toEqual({ client_ip_address: '203.0.113.7', client_user_agent: UA, fbp: 'fb.1.1558571054389.1098115397', fbc: 'fb.1.1554763741205.AbCdEf' });
    expect(row!.payload.custom_data).toEqual(custom);
    expect(row!.payload.event_source_url).toBe(`http://localhost:4321/product/${SLUG}`);
  });

  test('X-Forwarded-For is honoured only when TRUSTED_PROXY is set', async () => {
    resetEnvForTests({ TRUSTED_PROXY: '1' });
    try {
      await post(`/api/web/pixel/product/${SLUG}`, [event('ViewContent', 'evt-view-0001')], { clientAddress: '10.0.0.2', headers: { 'x-forwarded-for': '1.1.1.1, 198.51.100.4' } });
    } finally {
      resetEnvForTests({ TRUSTED_PROXY: '' });
    }
    const [row] = await stored('ViewContent', 'evt-view-0001');
    expect(row!.payload.user_data.client_ip_address).toBe('198.51.100.4');
  });

  test('400 naming the bad fields', async () => {
    const r = await post(`/api/web/pixel/product/${SLUG}`, [{ event_name: 'Purchase', event_id: 'x', custom_data: { value: -1 } }]);
    expect(r.status).toBe(400);
    const paths = r.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['0.event_name', '0.event_id', '0.custom_data.value', '0.custom_data.content_ids']));
    expect(r.body.message).toMatch(/^Invalid body: /);
    expect((await post(`/api/web/pixel/product/${SLUG}`, [])).status).toBe(400);
    expect((await post(`/api/web/pixel/product/${SLUG}`, event('AddToCart', 'evt-not-array'))).status).toBe(400);
  });

  test('an unknown product is 404 and stores nothing', async () => {
    const r = await post('/api/web/pixel/product/no-such-product', [event('AddToCart', 'evt-add-404x')]);
    expect(r.status).toBe(404);
    expect(await stored('AddToCart', 'evt-add-404x')).toHaveLength(0);
  });
});

describe('POST /api/web/pixel/initiateCheckout', () => {
  test('stores the event with hashed user data, never the raw email or phone', async () => {
    const r = await post('/api/web/pixel/initiateCheckout', event('InitiateCheckout', 'evt-ic-00001', { user_data: { em: 'Test@Example.com', ph: '9876543210' } }), { headers: { 'user-agent': UA } });
    expect(r.status).toBe(200);
    const [row] = await stored('InitiateCheckout', 'evt-ic-00001');
    expect(row!.payload.user_data.em).toEqual(['973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b']);
    expect(row!.payload.user_data.ph).toEqual(['92b5072176e723878b5e06ff3ca61898e4eb74e8c46642a0f2db800b17364ab0']);
    expect(JSON.stringify(row!.payload)).not.toMatch(/example\.com|9876543210/i);
  });

  test('only InitiateCheckout is accepted here', async () => {
    const r = await post('/api/web/pixel/initiateCheckout', event('Purchase', 'evt-ic-00002'));
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe('event_name');
  });
});

describe('POST /api/web/pixel/purchaseEvent', () => {
  test('one Purchase per item; a reloaded status page stores each once', async () => {
    const body = event('Purchase', item(ORDER_ID), { user_data: { fn: 'Priya', ph: '9876543210' }, custom_data: { ...custom, value: 2998, quantity: 9 } });
    const first = await post('/api/web/pixel/purchaseEvent', body, { token: owner });
    const again = await post('/api/web/pixel/purchaseEvent', body, { token: owner });
    expect(first.body.data).toEqual({ received: 1, stored: 1 });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ received: 1, stored: 0 });
    const rows = await stored('Purchase', item(ORDER_ID));
    expect(rows).toHaveLength(1);
    // The order, not the body, gives the item's value (its lines summed and rounded), quantity and the buyer's contact data (hashed).
    expect(rows[0]!.payload.custom_data).toMatchObject({
      value: 1500,
      quantity: 2,
      num_items: 2,
      content_ids: [KURTA],
      content_name: 'Test Kurta',
      contents: [{ id: KURTA, quantity: 2, item_price: 750 }],
      order_id: ORDER_ID,
    });
    expect(rows[0]!.payload.user_data).toMatchObject({
      em: ['973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'],
      ph: ['92b5072176e723878b5e06ff3ca61898e4eb74e8c46642a0f2db800b17364ab0'],
      fn: [expect.stringMatching(/^[a-f0-9]{64}$/)],
      ln: [expect.stringMatching(/^[a-f0-9]{64}$/)],
    });
    expect(JSON.stringify(rows[0]!.payload)).not.toMatch(/priya|9876543210|example\.com/i);

    const dupatta = await post('/api/web/pixel/purchaseEvent', event('Purchase', item(ORDER_ID, DUPATTA)), { token: owner });
    expect(dupatta.body.data).toEqual({ received: 1, stored: 1 });
    expect((await stored('Purchase', item(ORDER_ID, DUPATTA)))[0]!.payload.custom_data).toMatchObject({ value: 333, quantity: 1, content_ids: [DUPATTA] });
  });

  test('an unknown order or item is 404; an unconfirmed order is 409; none is stored', async () => {
    const unknown = await post('/api/web/pixel/purchaseEvent', event('Purchase', item('ffffffffffffffffffffffff')), { token: owner });
    expect(unknown.status).toBe(404);
    const notInOrder = await post('/api/web/pixel/purchaseEvent', event('Purchase', item(PAID_ORDER_ID, DUPATTA)), { token: owner });
    expect(notInOrder.status).toBe(404);
    expect(notInOrder.body.message).toBe(`Order '${PAID_ORDER_ID}' has no item of the product '${DUPATTA}'.`);
    const pending = await post('/api/web/pixel/purchaseEvent', event('Purchase', item(PENDING_ORDER_ID)), { token: owner });
    expect(pending.status).toBe(409);
    expect(await stored('Purchase', item(PENDING_ORDER_ID))).toHaveLength(0);
    expect(await stored('Purchase', item(PAID_ORDER_ID, DUPATTA))).toHaveLength(0);
  });

  test('only the signed-in buyer of the order can report its Purchase', async () => {
    const paid = item(PAID_ORDER_ID);
    const anonymous = await post('/api/web/pixel/purchaseEvent', event('Purchase', paid));
    expect(anonymous.status).toBe(401);
    const someoneElse = await post('/api/web/pixel/purchaseEvent', event('Purchase', paid), { token: stranger });
    expect(someoneElse.status).toBe(404);
    expect(someoneElse.body.message).toBe(`No order has the id '${PAID_ORDER_ID}'. Check the order number and try again.`);
    expect(await stored('Purchase', paid)).toHaveLength(0);
    expect((await post('/api/web/pixel/purchaseEvent', event('Purchase', paid), { token: owner })).status).toBe(200);
    expect(await stored('Purchase', paid)).toHaveLength(1);
  });

  test('the event id must be the order id and the product id', async () => {
    for (const id of ['some-random-uuid-value', ORDER_ID]) {
      const r = await post('/api/web/pixel/purchaseEvent', event('Purchase', id), { token: owner });
      expect(r.status).toBe(400);
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain('event_id');
    }
  });
});

describe('the browser module and the routes agree', () => {
  test('bodies built by src/lib/analytics/events are accepted by each route', async () => {
    const { addToCartEvent, initiateCheckoutEvent, purchaseEvents, serverBody, viewContentEvent } = await import('../../src/lib/analytics/events');
    const line = {
      _id: 'c0ffee000000000000000002', customId: 'l1', name: 'Test Kurta', slug: SLUG, price: 449, image: '/a.jpg', weight: { unit: 'g', value: 200 },
      color: 'Black', size: 'M', quantity: 2, selectedSize: { _id: 's1', name: 'M', price: 449, offers: [] }, selectedColor: { _id: 'c1', name: 'Black' },
      productDetails: { product: { categoryName: 'Kurtas' } },
    };
    const url = `http://localhost:4321/product/${SLUG}`;
    const view = viewContentEvent({ _id: line._id, name: 'Test Kurta', slug: SLUG, categoryName: 'Kurtas', price: 449 } as never);
    const add = addToCartEvent(line);
    const ic = initiateCheckoutEvent([line])!;
    const order = { _id: PAID_ORDER_ID, total: 937, customer: { name: 'Priya', mobileNumber: '9876543210' }, orderItems: [{ productId: line._id, productName: 'Test Kurta', slug: SLUG, categoryName: 'Kurtas', quantity: 2, subTotal: 898 }] };
    const [buy] = purchaseEvents(order as never);
    for (const e of [view, add, ic, buy!]) {
      const r = await post(e.serverPath, serverBody(e, url), e.name === 'Purchase' ? { token: owner } : {});
      expect(r.status, `${e.name}: ${r.text}`).toBe(200);
      expect(await stored(e.name, e.eventId)).toHaveLength(1);
    }
  });
});

describe('flooding', () => {
  test('one address gets a bounded number of events, then 429 with Retry-After', async () => {
    const { EVENTS_PER_WINDOW, guardFlood, resetFloodGuardForTests } = await import('../../src/server/analytics/flood-guard');
    resetFloodGuardForTests();
    const five = (n: number) => Array.from({ length: 5 }, (_, i) => event('ViewContent', `evt-flood-${n}-${i}`));
    guardFlood('198.51.100.77', EVENTS_PER_WINDOW - 10);
    expect((await post(`/api/web/pixel/product/${SLUG}`, five(1), { clientAddress: '198.51.100.77' })).status).toBe(200);
    expect((await post(`/api/web/pixel/product/${SLUG}`, five(2), { clientAddress: '198.51.100.77' })).status).toBe(200);
    const over = await post(`/api/web/pixel/product/${SLUG}`, five(3), { clientAddress: '198.51.100.77' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored('ViewContent', 'evt-flood-3-0')).toHaveLength(0);
    expect((await post(`/api/web/pixel/product/${SLUG}`, five(4), { clientAddress: '198.51.100.78' })).status).toBe(200);
    resetFloodGuardForTests();
  });
});
