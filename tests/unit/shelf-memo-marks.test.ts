import { describe, expect, test } from 'vitest';
import { noteShelf, rememberedShelf } from '../../src/server/stock/shelf-memo';
import { readMark } from '../../src/server/platform/db/read-marks';

/**
 * Issue 33: a sold-out refusal from memory needs no second look at the order's key when every
 * count it rests on was read before the key's look was sent; the memory says so by its mark.
 */
describe('the remembered shelf and its read marks', () => {
  test('counts noted before a statement carry a smaller mark than that statement, whatever the clock says', () => {
    const at = 1_800_000_000_000;
    noteShelf(new Map([['size-a', { onHand: 5, reserved: 5 }]]), at);
    noteShelf(new Map([['size-b', { onHand: 3, reserved: 1 }]]), at);
    const lookSent = readMark();
    noteShelf(new Map([['size-c', { onHand: 2, reserved: 2 }]]), at);
    const before = rememberedShelf(['size-a', 'size-b'], at + 10)!;
    expect(before.counts.get('size-a')).toEqual({ onHand: 5, reserved: 5 });
    expect(before.mark).toBeLessThan(lookSent);
    // A count read after the look makes the whole answer newer than it.
    expect(rememberedShelf(['size-a', 'size-c'], at + 10)!.mark).toBeGreaterThan(lookSent);
  });

  test('a size not remembered, or remembered over a second ago, is read again', () => {
    const at = 1_800_000_100_000;
    noteShelf(new Map([['size-d', { onHand: 1, reserved: 1 }]]), at);
    expect(rememberedShelf(['size-d', 'size-unknown'], at)).toBeNull();
    expect(rememberedShelf(['size-d'], at + 1_000)).toBeNull();
    expect(rememberedShelf(['size-d'], at + 999)?.counts.get('size-d')).toEqual({ onHand: 1, reserved: 1 });
  });
});
