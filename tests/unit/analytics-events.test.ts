import { describe, expect, test } from 'vitest';
import { addToCartEvent, categoryKey, initiateCheckoutEvent, pixelIdsFor, purchaseEvents, serverBody, viewContentEvent } from '../../src/lib/analytics/events';
import type { CartLine } from '../../src/lib/cart-schema';
import type { ProductDetail } from '../../src/lib/catalog-types';
import type { Order } from '../../src/lib/order-types';

const offers = [{ quantity: 3, offerPrice: 1099, isVisible: true }];
const line = (over: Partial<CartLine> = {}): CartLine =>
  ({
    _id: 'p1', customId: 'l1', name: 'Cotton Leggings', slug: 'cotton-leggings', price: 449, image: '/a.jpg',
    weight: { unit: 'g', value: 200 }, color: 'Black', size: 'M', quantity: 4,
    selectedSize: { _id: 's1', name: 'M', price: 449, offers }, selectedColor: { _id: 'c1', name: 'Black' },
    productDetails: { product: { categoryName: 'Women Leggings' } }, ...over,
  }) as CartLine;

describe('shop events', () => {
  test('ViewContent of a product page', () => {
    const e = viewContentEvent({ _id: 'p1', name: 'Cotton Leggings', slug: 'cotton-leggings', categoryName: 'Leggings', price: 449 } as ProductDetail, 'ev-1');
    expect(e.data).toEqual({ content_ids: ['p1'], content_type: 'product', content_name: 'Cotton Leggings', content_category: 'Leggings', value: 449, currency: 'INR', contents: [{ id: 'p1', quantity: 1, item_price: 449 }] });
    expect(e.serverPath).toBe('/api/web/pixel/product/cotton-leggings');
  });

  test('AddToCart values the line with the offer rule, and goes to the server as an array of one', () => {
    const e = addToCartEvent(line(), 'ev-2');
    expect(e.data.value).toBe(1465.33);
    expect(e.data.quantity).toBe(4);
    const body = serverBody(e, 'http://localhost:4321/product/cotton-leggings', 1_700_000_000_000) as any[];
    expect(body).toEqual([{ event_name: 'AddToCart', event_id: 'ev-2', event_time: 1_700_000_000, action_source: 'website', event_source_url: 'http://localhost:4321/product/cotton-leggings', user_data: {}, custom_data: e.data }]);
  });

  test('InitiateCheckout uses the grouped helper (rounded per product) and one event id', () => {
    const e = initiateCheckoutEvent([line(), line({ _id: 'p2', customId: 'l2', name: 'Boxer', slug: 'boxer', price: 199, quantity: 1, selectedSize: { _id: 's2', name: 'L', price: 199, offers: [] } })], 'ev-3')!;
    expect(e.data).toMatchObject({ content_ids: ['p1', 'p2'], value: 1465 + 199, num_items: 5, content_name: 'Cotton Leggings, Boxer' });
    expect(e.eventId).toBe('ev-3');
    expect(initiateCheckoutEvent([])).toBeNull();
    expect(Array.isArray(serverBody(e, 'x'))).toBe(false);
  });

  test('Purchase is reported per item with the grouped helper, keyed by order and product, name and phone for the server only', () => {
    const order = {
      _id: 'a1b2c3d4e5f6a1b2c3d4e5f6', total: 1564, customer: { name: 'Priya Ravi Kumar', mobileNumber: '9876543210' },
      orderItems: [
        { productId: 'p1', productName: 'Cotton Leggings', slug: 'cotton-leggings', categoryName: 'Leggings', quantity: 2, subTotal: 799.5 },
        { productId: 'p1', productName: 'Cotton Leggings', slug: 'cotton-leggings', categoryName: 'Leggings', quantity: 1, subTotal: 400 },
        { productId: 'p2', productName: 'Boxer', slug: 'boxer', categoryName: 'Boxers', quantity: 1, subTotal: 199 },
      ],
    } as unknown as Order;
    const events = purchaseEvents(order);
    expect(events.map((e) => e.eventId)).toEqual(['a1b2c3d4e5f6a1b2c3d4e5f6:p1', 'a1b2c3d4e5f6a1b2c3d4e5f6:p2']);
    expect(events[0]!.data).toMatchObject({ content_ids: ['p1'], content_name: 'Cotton Leggings', value: 1200, quantity: 3, order_id: order._id, contents: [{ id: 'p1', quantity: 3, item_price: 400 }] });
    expect(events[1]!.data).toMatchObject({ content_ids: ['p2'], content_category: 'Boxers', value: 199, quantity: 1, contents: [{ id: 'p2', quantity: 1, item_price: 199 }] });
    expect(events[1]!.products).toEqual([{ slug: 'boxer', categoryName: 'Boxers' }]);
    for (const e of events) {
      expect(e.userData).toEqual({ fn: 'Priya', ln: 'Ravi Kumar', ph: '9876543210' });
      expect(JSON.stringify(e.data)).not.toContain('9876543210');
      expect(serverBody(e, 'x')).toMatchObject({ event_name: 'Purchase', event_id: e.eventId });
    }
  });

  test('per-product pixel: product slug first, then category slug, then the store id', () => {
    const config = { id: '111111', ids: { 'cotton-leggings': '222222', 'boxers': '333333' } };
    expect(pixelIdsFor(config, [{ slug: 'cotton-leggings', categoryName: 'Leggings' }])).toEqual(['222222']);
    expect(pixelIdsFor(config, [{ slug: 'plain-boxer', categoryName: 'Boxers' }])).toEqual(['333333']);
    expect(pixelIdsFor(config, [{ slug: 'x', categoryName: 'Kids Wear' }, { slug: 'boxer', categoryName: 'Boxers' }])).toEqual(['111111', '333333']);
    expect(pixelIdsFor({ id: null, ids: {} }, [{ slug: 'x', categoryName: 'y' }])).toEqual([]);
    expect(categoryKey(' Women & Girls ')).toBe('women-girls');
  });
});
