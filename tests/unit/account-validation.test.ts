import { describe, expect, test } from 'vitest';
import { MobileNumberSchema, OtpVerifyRequestSchema, RegisterRequestSchema, mobileDigits } from '../../src/lib/validation/account';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('account field rules', () => {
  test('the mobile field keeps digits only, at most ten', () => {
    expect(mobileDigits('98765 43210')).toBe('9876543210');
    expect(mobileDigits('abc98765-432109999')).toBe('9876543210');
    expect(mobileDigits('')).toBe('');
  });

  test('mobile numbers: exactly ten digits, with the spec messages', () => {
    expect(MobileNumberSchema.safeParse('9876543210').success).toBe(true);
    expect(messages(MobileNumberSchema.safeParse('98765'))).toEqual(['Mobile number must be 10 digits']);
    expect(messages(MobileNumberSchema.safeParse('98765abcde'))).toEqual(['Only 10-digit numbers allowed']);
    expect(messages(MobileNumberSchema.safeParse(undefined))).toEqual(['Mobile number must be 10 digits']);
  });

  test('sign up: name required, email optional but valid', () => {
    expect(RegisterRequestSchema.parse({ name: ' Asha ', emailId: '', mobileNumber: '9876543210' })).toEqual({
      name: 'Asha',
      emailId: undefined,
      mobileNumber: '9876543210',
    });
    const bad = RegisterRequestSchema.safeParse({ name: '', emailId: 'asha@', mobileNumber: '9876543210' });
    expect(messages(bad)).toEqual(['Name is required', 'Invalid email address']);
  });

  test('the OTP is four digits', () => {
    const base = { mobileNumber: '9876543210', session_id: 'a'.repeat(24) };
    expect(OtpVerifyRequestSchema.safeParse({ ...base, otp: '0042' }).success).toBe(true);
    for (const otp of ['042', '00420', '4a42', 42]) expect(OtpVerifyRequestSchema.safeParse({ ...base, otp }).success).toBe(false);
  });
});
