import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { categories, customers, orderItems, orders, products } from '../../src/server/platform/db/schema';
import { resetEnvForTests } from '../../src/server/platform/env';
import { createSession } from '../../src/server/auth/session';
import { runDueJobs } from '../../src/server/app/job-worker';
import { purchaseEvents, serverBody, viewContentEvent } from '../../src/lib/analytics/events';
import type { Order } from '../../src/lib/order-types';
import { startFakeMetaGraph, validateEvent, type FakeMetaGraph } from '../fixtures/fake-meta-graph';

/**
 * Issue 19, analytics as the spec says: the shop's server events reach the Conversions API
 * (here the fake Meta Graph) with no browser pixel id anywhere (site settings and the page carry
 * none; the Graph's dataset id is the server's own setting), and a Purchase arrives per item.
 */
const { handle } = useTestDatabase({ seed: false });
let meta: FakeMetaGraph;
let buyer = '';
const SLUG = 'delivery-test-kurta';
const KURTA = 'd0d0d0000000000000000002';
const DUPATTA = 'd0d0d0000000000000000003';
const ORDER_ID = 'd0d0d00000000000000000a1';

beforeAll(async () => {
  meta = await startFakeMetaGraph();
  resetEnvForTests({ TRUSTED_PROXY: '', META_PIXEL_ID: '123456789012345', META_CAPI_TOKEN: 'test-token', META_GRAPH_BASE_URL: meta.url, META_GRAPH_VERSION: 'v21.0' });
  const db = handle().db;
  await db.insert(categories).values({ id: 'd0d0d0000000000000000001', name: 'Kurtas', slug: 'delivery-test-kurtas', image: '/x.jpg' });
  await db.insert(products).values([
    { id: KURTA, slug: SLUG, name: 'Test Kurta', type: 1, categoryId: 'd0d0d0000000000000000001', description: 'A kurta', weightGrams: 300, searchText: 'kurta' },
    { id: DUPATTA, slug: 'delivery-test-dupatta', name: 'Test Dupatta', type: 2, categoryId: 'd0d0d0000000000000000001', description: 'A dupatta', weightGrams: 100, searchText: 'dupatta' },
  ]);
  await db.insert(customers).values({ id: 'd0d0d00000000000000000c1', name: 'Meena Raj', email: null, mobileNumber: '9876543210' });
  await db.insert(orders).values({
    id: ORDER_ID, customerId: 'd0d0d00000000000000000c1', paymentMethod: 1, paymentStatus: 2, subtotalPaise: 183200, shippingPaise: 9900, totalPaise: 193100,
    totalWeightGrams: 700, customerName: 'Meena Raj', customerMobile: '9876543210',
    shippingAddress: { contactPerson: 'Meena', doorNo: '1', address: 'Street', landmark: null, city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincode: '600024', country: 'India', mobile: null },
  });
  const line = (id: string, position: number, productId: string, productName: string, quantity: number, totalPaise: number) => ({
    id, orderId: ORDER_ID, position, productId, colorVariantId: 'd0d0d0000000000000000v01', sizeName: 'M', quantity, unitPricePaise: Math.round(totalPaise / quantity),
    lineTotalPaise: totalPaise, productName, productSlug: SLUG, categoryName: 'Kurtas', image: '/x.jpg', colorName: 'Black', colorCode: '#000000', weightGrams: 300,
  });
  // Two kurtas for ₹1,099 (an offer) in one colour and one more for ₹549.50 in another; one dupatta ₹183.50.
  await db.insert(orderItems).values([line('m1', 0, KURTA, 'Test Kurta', 2, 109900), line('m2', 1, KURTA, 'Test Kurta', 1, 54950), line('m3', 2, DUPATTA, 'Test Dupatta', 1, 18350)]);
  buyer = await createSession('d0d0d00000000000000000c1');
});
afterAll(async () => {
  resetEnvForTests();
  await meta.close();
});

describe('server events reach the Conversions API without a browser pixel', () => {
  test('a ViewContent posted by a page with no pixel id is delivered to the Graph', async () => {
    const view = viewContentEvent({ _id: KURTA, name: 'Test Kurta', slug: SLUG, categoryName: 'Kurtas', price: 549 } as never, 'view-0000-0001');
    const r = await post(`/api/web/pixel/product/${SLUG}`, serverBody(view, `http://localhost:4321/product/${SLUG}`), { headers: { 'user-agent': 'UA/1' } });
    expect(r.status).toBe(200);
    // The delivery job the event queued, one run: the event reaches the Graph.
    expect(await runDueJobs()).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    expect(meta.requests.at(-1)!.path).toBe('/v21.0/123456789012345/events');
    const sent = meta.events.find((e) => e.event_id === 'view-0000-0001');
    expect(sent).toMatchObject({ event_name: 'ViewContent', custom_data: { content_ids: [KURTA], value: 549, currency: 'INR' } });
    expect(validateEvent(sent)).toBeNull();
  });

  test('a Purchase arrives per item: one event per product, its value the rounded product total', async () => {
    const order = {
      _id: ORDER_ID, total: 1931, customer: { name: 'Meena Raj', mobileNumber: '9876543210' },
      orderItems: [
        { productId: KURTA, productName: 'Test Kurta', slug: SLUG, categoryName: 'Kurtas', quantity: 2, subTotal: 1099 },
        { productId: KURTA, productName: 'Test Kurta', slug: SLUG, categoryName: 'Kurtas', quantity: 1, subTotal: 549.5 },
        { productId: DUPATTA, productName: 'Test Dupatta', slug: 'delivery-test-dupatta', categoryName: 'Kurtas', quantity: 1, subTotal: 183.5 },
      ],
    } as unknown as Order;
    for (const e of purchaseEvents(order)) {
      const r = await post(e.serverPath, serverBody(e, `http://localhost:4321/order/status/${ORDER_ID}`), { token: buyer, headers: { 'user-agent': 'UA/1' } });
      expect(r.status, r.text).toBe(200);
    }
    expect(await runDueJobs()).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    const purchases = meta.events.filter((e) => e.event_name === 'Purchase').sort((a, b) => String(a.event_id).localeCompare(String(b.event_id)));
    expect(purchases.map((e) => e.event_id)).toEqual([`${ORDER_ID}:${KURTA}`, `${ORDER_ID}:${DUPATTA}`]);
    expect(purchases[0]!.custom_data).toMatchObject({ value: 1649, quantity: 3, content_ids: [KURTA], order_id: ORDER_ID, currency: 'INR' });
    expect(purchases[1]!.custom_data).toMatchObject({ value: 184, quantity: 1, content_ids: [DUPATTA], order_id: ORDER_ID });
    for (const e of purchases) expect(validateEvent(e)).toBeNull();
    expect(JSON.stringify(purchases)).not.toContain('9876543210');
  });
});
