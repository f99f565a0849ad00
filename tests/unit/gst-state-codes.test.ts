import { describe, expect, test } from 'vitest';
import { gstStateCodeOf } from '../../src/lib/gst/state-codes';
import { statesOf } from '../../src/lib/geo/states';

describe('the GST state code of a delivery state', () => {
  test.each([
    ['Tamil Nadu', '33'],
    ['Karnataka', '29'],
    ['Andhra Pradesh', '37'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['Ladakh', '38'],
    ['Delhi', '07'],
    ['Jammu and Kashmir', '01'],
  ])('%s is %s', (state, code) => {
    expect(gstStateCodeOf(state)).toBe(code);
  });

  test('is known for every state and union territory the address form offers', () => {
    expect(statesOf('India').filter((state) => gstStateCodeOf(state) === undefined)).toEqual([]);
  });

  test('is unknown for a state outside India and for the retired codes’ names', () => {
    expect(gstStateCodeOf('Ontario')).toBeUndefined();
    expect(gstStateCodeOf('Daman and Diu')).toBeUndefined();
    expect(gstStateCodeOf('Other Territory')).toBeUndefined();
  });
});
