import { expect, test } from 'vitest';
import fc from 'fast-check';
import { incompleteCount, incompleteMessage, removeBulkItem, resizeBulk } from '../../src/lib/bulk-selection';
import { clampLineQuantity } from '../../src/lib/line-quantity';

test('quantity stays within 1 to 99', () => {
  expect([-4, 0, 1, 2.7, 99, 100, Number.NaN].map(clampLineQuantity)).toEqual([1, 1, 1, 2, 99, 99, 1]);
});

test('resizing keeps earlier choices and adds empty rows', () => {
  const two = resizeBulk([], 2);
  expect(two).toEqual([{ colorId: null, sizeId: null }, { colorId: null, sizeId: null }]);
  const chosen = [{ colorId: 'c1', sizeId: 's1' }, ...two.slice(1)];
  expect(resizeBulk(chosen, 3)[0]).toEqual({ colorId: 'c1', sizeId: 's1' });
  expect(resizeBulk(chosen, 1)).toEqual([]);
});

test('the message counts incomplete rows', () => {
  const items = [{ colorId: 'c1', sizeId: 's1' }, { colorId: 'c1', sizeId: null }, { colorId: null, sizeId: null }];
  expect(incompleteCount(items)).toBe(2);
  expect(incompleteMessage(2)).toBe('Please select size and color for all 2 incomplete item(s)');
  expect(removeBulkItem(items, 1)).toEqual([items[0], items[2]]);
});

test('property: resize gives exactly the quantity (or none at 1)', () => {
  fc.assert(fc.property(fc.nat(20), fc.integer({ min: 0, max: 99 }), (start, q) => {
    const items = resizeBulk(resizeBulk([], start), q);
    return items.length === (q <= 1 ? 0 : q);
  }));
});
