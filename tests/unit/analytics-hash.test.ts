import { describe, expect, test } from 'vitest';
import { hashField, normaliseEmail, normalisePhone, normaliseName, normaliseZip, sha256 } from '../../src/server/analytics/hash';

const TEST_EMAIL = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b';
const PERSON_EMAIL = '542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345';
const PHONE_91 = '92b5072176e723878b5e06ff3ca61898e4eb74e8c46642a0f2db800b17364ab0';

describe('Meta hashing (INTEGRATIONS.md section 5 vectors)', () => {
  test('sha256 of known inputs', () => {
    expect(sha256('test@example.com')).toBe(TEST_EMAIL);
    expect(sha256('person@example.com')).toBe(PERSON_EMAIL);
    expect(sha256('919876543210')).toBe(PHONE_91);
    expect(sha256('12345678901')).toBe('254aa248acb47dd654ca3ea53f48c2c26d641d23d7e2e93a1ec56258df7674c4');
  });

  test('email is trimmed and lowercased before hashing', () => {
    expect(hashField('em', '  Test@Example.COM ')).toEqual([TEST_EMAIL]);
    expect(normaliseEmail('not-an-email')).toBeNull();
    expect(hashField('em', 'not-an-email')).toEqual([]);
  });

  test('an Indian mobile number gets country code 91, digits only', () => {
    for (const raw of ['9876543210', '+91 98765-43210', '09876543210', '919876543210', '(+91) 98765 43210', '0091 9876543210']) {
      expect(normalisePhone(raw), raw).toBe('919876543210');
      expect(hashField('ph', raw), raw).toEqual([PHONE_91]);
    }
    expect(normalisePhone('12')).toBeNull();
  });

  test('an already hashed value passes through unchanged, duplicates collapse', () => {
    expect(hashField('em', [TEST_EMAIL.toUpperCase(), 'test@example.com'])).toEqual([TEST_EMAIL]);
  });

  test('names, PIN codes', () => {
    expect(normaliseName(" Mary-Anne O'Neil ")).toBe('maryanneoneil');
    expect(normaliseZip('600 001')).toBe('600001');
    expect(hashField('fn', '   ')).toEqual([]);
  });
});
