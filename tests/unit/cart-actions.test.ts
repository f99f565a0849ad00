import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { addLine, removeLine, replaceLines, updateLineQuantity } from '../../src/lib/cart-actions';
import { decodeCart, EMPTY_CART, encodeCart, type Cart, type NewCartLine } from '../../src/lib/cart-schema';

function line(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return {
    _id: 'p1',
    name: 'Ankle Length Cotton Leggings',
    slug: 'ankle-length-cotton-leggings',
    price: 449,
    image: '/images/p1.svg',
    weight: { unit: 'g', value: 180 },
    color: 'Black',
    size: 'M',
    quantity: 1,
    selectedSize: { _id: 's1', name: 'M', price: 449, offers: [{ quantity: 2, offerPrice: 799, isVisible: true }] },
    selectedColor: { _id: 'c1', name: 'Black', colorCode: '#000000' },
    productDetails: { product: { categoryName: 'Leggings' } },
    ...overrides,
  };
}

let n = 0;
const ids = () => `id-${++n}`;

describe('cart actions (spec section 4)', () => {
  test('add merges a line with the same product, colour, size and weight', () => {
    let cart = addLine(EMPTY_CART, line({ quantity: 2 }), ids);
    cart = addLine(cart, line({ quantity: 3 }), ids);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(5);
    expect(cart.totalItems).toBe(5);
  });

  test.each([
    ['colour', { color: 'Navy' }],
    ['size', { size: 'L' }],
    ['weight value', { weight: { unit: 'g', value: 200 } }],
    ['weight unit', { weight: { unit: 'kg', value: 180 } }],
    ['product', { _id: 'p2' }],
  ])('a different %s appends a line with a unique customId', (_what, diff) => {
    const cart = addLine(addLine(EMPTY_CART, line(), ids), line(diff as Partial<NewCartLine>), ids);
    expect(cart.items).toHaveLength(2);
    expect(new Set(cart.items.map((l) => l.customId)).size).toBe(2);
    expect(cart.totalItems).toBe(2);
  });

  test('a colliding customId is replaced', () => {
    const first = addLine(EMPTY_CART, line({ customId: 'x' }), ids);
    const second = addLine(first, line({ customId: 'x', color: 'Red' }), ids);
    expect(second.items.map((l) => l.customId)).toEqual(['x', expect.not.stringMatching(/^x$/)]);
  });

  test('remove deletes the line and lowers totalItems by its quantity', () => {
    let cart = addLine(EMPTY_CART, line({ quantity: 2 }), ids);
    cart = addLine(cart, line({ color: 'Red', quantity: 3 }), ids);
    cart = removeLine(cart, cart.items[0]!.customId);
    expect(cart.items.map((l) => l.color)).toEqual(['Red']);
    expect(cart.totalItems).toBe(3);
  });

  test('update quantity never goes below 1 and adjusts totalItems', () => {
    const cart = addLine(EMPTY_CART, line({ quantity: 4 }), ids);
    const id = cart.items[0]!.customId;
    expect(updateLineQuantity(cart, id, 7).totalItems).toBe(7);
    expect(updateLineQuantity(cart, id, 0).items[0]!.quantity).toBe(1);
    expect(updateLineQuantity(cart, id, -5).totalItems).toBe(1);
    expect(updateLineQuantity(cart, 'missing', 9)).toBe(cart);
  });

  test('a line never holds more than 99: merging, updating and replacing stop there', () => {
    let cart = addLine(EMPTY_CART, line({ quantity: 60 }), ids);
    cart = addLine(cart, line({ quantity: 60 }), ids);
    expect(cart.items.map((l) => l.quantity)).toEqual([99]);
    expect(cart.totalItems).toBe(99);
    const id = cart.items[0]!.customId;
    expect(updateLineQuantity(cart, id, 150).items[0]!.quantity).toBe(99);
    expect(replaceLines([{ ...cart.items[0]!, quantity: 400 }]).totalItems).toBe(99);
  });

  test('replace recomputes totalItems', () => {
    const cart = addLine(addLine(EMPTY_CART, line({ quantity: 2 }), ids), line({ size: 'S', quantity: 5 }), ids);
    expect(replaceLines(cart.items.slice(1)).totalItems).toBe(5);
    expect(replaceLines([])).toEqual({ items: [], totalItems: 0 });
  });

  test('property: totalItems always equals the sum of line quantities, each from 1 to 99', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), color: fc.constantFrom('Black', 'Red'), size: fc.constantFrom('S', 'M'), q: fc.integer({ min: -3, max: 99 }) }),
      fc.record({ kind: fc.constant('update' as const), index: fc.nat(5), q: fc.integer({ min: -10, max: 99 }) }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat(5) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let cart: Cart = EMPTY_CART;
        for (const o of ops) {
          const target = 'index' in o ? cart.items[o.index % Math.max(1, cart.items.length)] : undefined;
          if (o.kind === 'add') cart = addLine(cart, line({ color: o.color, size: o.size, quantity: o.q }), ids);
          else if (o.kind === 'update' && target) cart = updateLineQuantity(cart, target.customId, o.q);
          else if (o.kind === 'remove' && target) cart = removeLine(cart, target.customId);
        }
        const sum = cart.items.reduce((s, l) => s + l.quantity, 0);
        const keys = cart.items.map((l) => `${l.color}/${l.size}`);
        return cart.totalItems === sum && cart.items.every((l) => l.quantity >= 1 && l.quantity <= 99) && new Set(keys).size === keys.length;
      }),
    );
  });
});

describe('cart storage validation', () => {
  test('round-trips a cart', () => {
    const cart = addLine(EMPTY_CART, line({ quantity: 3 }), ids);
    expect(decodeCart(encodeCart(cart))).toEqual(cart);
  });

  test.each([
    ['missing', null],
    ['empty', ''],
    ['corrupt JSON', '{"items": [ '],
    ['a foreign value', '"hello"'],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['items not a list', '{"items": 4, "totalItems": 4}'],
  ])('%s gives the empty cart', (_what, raw) => {
    expect(decodeCart(raw)).toEqual({ items: [], totalItems: 0 });
  });

  test('drops malformed lines, duplicates and recomputes totalItems', () => {
    const good = { ...line({ quantity: 2 }), customId: 'a' };
    const raw = JSON.stringify({
      items: [good, { ...good, quantity: 0, customId: 'b' }, { ...good, price: 'free', customId: 'c' }, good, { nope: true }],
      totalItems: 999,
    });
    expect(decodeCart(raw)).toEqual({ items: [good], totalItems: 2 });
  });

  test('a line saved with more than 99 (before the cap) comes back as 99', () => {
    const saved = { ...line({ quantity: 120 }), customId: 'a' };
    expect(decodeCart(JSON.stringify({ items: [saved], totalItems: 120 }))).toEqual({ items: [{ ...saved, quantity: 99 }], totalItems: 99 });
  });

  test('property: decoding any string never throws', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (raw) => Array.isArray(decodeCart(raw).items)));
  });
});

describe('cart badge text', () => {
  test('caps at 99+', async () => {
    const { badgeText, cartLabel } = await import('../../src/lib/badge-text');
    expect([0, 1, 99, 100, 250].map(badgeText)).toEqual(['0', '1', '99', '99+', '99+']);
    expect(cartLabel(1)).toBe('Cart, 1 item');
    expect(cartLabel(3)).toBe('Cart, 3 items');
  });
});
