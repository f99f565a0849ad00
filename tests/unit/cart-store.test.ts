import { beforeAll, expect, test } from 'vitest';
import { setPersistentEngine, type PersistentListener } from '@nanostores/persistent';

// A fake localStorage and storage-event bus, set before the store module is loaded.
const storage: Record<string, string> = { cart: '{"items":[{"broken":true}],"totalItems":7}' };
const listeners = new Set<PersistentListener>();
setPersistentEngine(storage, {
  addEventListener: (_key, cb) => listeners.add(cb),
  removeEventListener: (_key, cb) => listeners.delete(cb),
});

let store: typeof import('../../src/stores/cart');
beforeAll(async () => {
  store = await import('../../src/stores/cart');
});

const line = {
  _id: 'p1',
  name: 'Palazzo Pants',
  slug: 'palazzo-pants',
  price: 599,
  image: '/p.svg',
  weight: { unit: 'g', value: 250 },
  color: 'Navy',
  size: 'L',
  quantity: 2,
  selectedSize: { _id: 's1', name: 'L', price: 599, offers: [] },
  selectedColor: { _id: 'c1', name: 'Navy' },
};

test('a corrupt stored cart loads as empty, and every change is saved under key "cart"', () => {
  const stop = store.$cart.listen(() => {});
  expect(store.$cart.get()).toEqual({ items: [], totalItems: 0 });
  store.addToCart(line);
  store.addToCart(line);
  expect(store.$cartCount.get()).toBe(4);
  const saved = JSON.parse(storage.cart!);
  expect(saved.totalItems).toBe(4);
  const id = saved.items[0].customId as string;
  store.updateQuantity(id, 0);
  expect(store.$cart.get().totalItems).toBe(1);
  store.removeFromCart(id);
  expect(JSON.parse(storage.cart!)).toEqual({ items: [], totalItems: 0 });
  stop();
});

test('a change from another tab arrives through the storage event', () => {
  const stop = store.$cart.listen(() => {});
  const other = JSON.stringify({ items: [{ ...line, customId: 'from-tab-2', quantity: 5 }], totalItems: 5 });
  storage.cart = other;
  for (const cb of listeners) cb({ key: 'cart', newValue: other });
  expect(store.$cart.get().totalItems).toBe(5);
  for (const cb of listeners) cb({ key: 'cart', newValue: 'garbage' });
  expect(store.$cart.get().totalItems).toBe(0);
  store.replaceCart([{ ...line, customId: 'r', quantity: 3 }]);
  expect(store.$cart.get().totalItems).toBe(3);
  store.clearCart();
  expect(store.$cart.get().items).toEqual([]);
  stop();
});

test('adding 60 and then 60 more of the same colour and size keeps the line at 99', () => {
  const stop = store.$cart.listen(() => {});
  store.clearCart();
  store.addToCart({ ...line, quantity: 60 });
  store.addToCart({ ...line, quantity: 60 });
  expect(store.$cart.get().items.map((l) => l.quantity)).toEqual([99]);
  expect(store.$cartCount.get()).toBe(99);
  expect(JSON.parse(storage.cart!).totalItems).toBe(99);
  stop();
});
