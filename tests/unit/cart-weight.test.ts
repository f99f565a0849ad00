import { expect, test } from 'vitest';
import fc from 'fast-check';
import { cartWeightGrams } from '../../src/lib/cart-weight';

test('sums weight × quantity of lines in grams', () => {
  expect(
    cartWeightGrams([
      { weight: { unit: 'g', value: 180 }, quantity: 2 },
      { weight: { unit: 'kg', value: 1 }, quantity: 3 },
      { weight: { unit: 'grams', value: 100 }, quantity: 1 },
    ]),
  ).toBe(460);
  expect(cartWeightGrams([])).toBe(0);
});

test('property: lines in other units never change the weight', () => {
  const line = (unit: string) =>
    fc.record({ weight: fc.record({ unit: fc.constant(unit), value: fc.integer({ min: 0, max: 5000 }) }), quantity: fc.integer({ min: 1, max: 99 }) });
  fc.assert(
    fc.property(fc.array(line('g')), fc.array(line('kg')), fc.array(line('lb')), (grams, kilos, pounds) => {
      const expected = grams.reduce((s, l) => s + l.weight.value * l.quantity, 0);
      return cartWeightGrams([...kilos, ...grams, ...pounds]) === expected;
    }),
  );
});
