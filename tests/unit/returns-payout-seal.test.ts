import { afterAll, describe, expect, test } from 'vitest';
import { resetEnvForTests } from '../../src/server/platform/env';
import { maskPayout, openPayout, sealPayout } from '../../src/server/returns/payout-seal';

afterAll(() => {
  resetEnvForTests();
});

describe('refund details are sealed and shown masked', () => {
  const bank = { method: 'bank' as const, accountName: 'Lakshmi Nair', accountNumber: '123456789012', ifsc: 'SBIN0001234' };

  test('sealed with AES-256-GCM: a fresh nonce each time, opened only with the same key', () => {
    resetEnvForTests({ PAYOUT_DETAILS_KEY: 'ab'.repeat(32) });
    const a = sealPayout(bank);
    const b = sealPayout(bank);
    expect(a).not.toBe(b);
    expect(a).not.toContain('1234567890');
    expect(openPayout(a)).toEqual(bank);
    resetEnvForTests({ PAYOUT_DETAILS_KEY: 'cd'.repeat(32) });
    expect(() => openPayout(a)).toThrow();
  });

  test('a changed byte is refused, not opened to something else', () => {
    resetEnvForTests({ PAYOUT_DETAILS_KEY: 'ab'.repeat(32) });
    const sealed = Buffer.from(sealPayout({ method: 'upi', upiId: 'meena@okaxis' }).slice(3), 'base64');
    sealed.writeUInt8(sealed.readUInt8(sealed.length - 1) ^ 1, sealed.length - 1);
    expect(() => openPayout(`v1.${sealed.toString('base64')}`)).toThrow();
  });

  test('masks', () => {
    expect(maskPayout(bank)).toBe('Bank account ••••9012 (SBIN0001234)');
    expect(maskPayout({ method: 'upi', upiId: 'meena.sundar@okaxis' })).toBe('UPI me••••@okaxis');
  });
});
