import { expect, test } from 'vitest';
import { classifySearch, namePrefixQuery } from '../../src/server/orders/queue-search';

test('a mobile number is found however staff type it', () => {
  for (const typed of ['9840012345', '+91 98400 12345', '098400-12345', '91 9840012345']) {
    expect(classifySearch(typed)).toEqual({ kind: 'mobile', mobile: '9840012345' });
  }
});

test('an order number with a digit is only a number; five letters a to f may also be a name', () => {
  expect(classifySearch('#3F9C1')).toEqual({ kind: 'number', number: '3f9c1', name: null });
  expect(classifySearch('Abbed')).toEqual({ kind: 'number', number: 'abbed', name: 'abbed' });
});

test('anything else is a name: each word typed must begin a word of the name; query syntax is stripped', () => {
  expect(classifySearch('  Priya   Sundaram ')).toEqual({ kind: 'name', name: 'priya sundaram' });
  expect(namePrefixQuery('priya sundar')).toBe('priya:* & sundar:*');
  expect(namePrefixQuery("o'neil & | !x")).toBe('oneil:* & x:*');
  expect(namePrefixQuery('முருகன்')).toBe('முருகன்:*');
  expect(namePrefixQuery('% & !')).toBeNull();
});
