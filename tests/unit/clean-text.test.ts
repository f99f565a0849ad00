import { describe, expect, test } from 'vitest';
import { badTextFields } from '../../src/server/platform/http/clean-text';
import { nestsDeeperThan } from '../../src/server/platform/http/json-depth';

const MESSAGE = 'Remove the null character or broken Unicode from this text.';

describe('the bad-text check', () => {
  test('walks a value nested 100,000 deep without overflowing the stack and names the bad leaf', () => {
    let value: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    const found = badTextFields(value);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toBe(MESSAGE);
    expect(found[0]!.path.split('.')).toHaveLength(100_000);
  });

  test('reports fields in document order, keys by their cleaned name, at most 20', () => {
    expect(badTextFields({ a: 'ok', b: ['x', '\uD800'], ['k\u0000y']: 'fine', c: { d: '\u0000' } })).toEqual([
      { path: 'b.1', message: MESSAGE },
      { path: 'k?y', message: MESSAGE },
      { path: 'c.d', message: MESSAGE },
    ]);
    expect(badTextFields(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(20);
  });
});

describe('the JSON depth limit', () => {
  test('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":"[[[[{{{{"}}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":[{"c":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":[{"c":[[]]}]}', 4)).toBe(true);
  });
});
