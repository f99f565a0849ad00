import { describe, expect, test } from 'vitest';
import { MobileNumberSchema, OtpVerifyRequestSchema, RegisterRequestSchema, readMobileInput } from '../../src/lib/validation/account';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('account field rules', () => {
  test('the mobile field keeps digits only, at most ten', () => {
    expect(readMobileInput('98765 43210')).toEqual({ shown: '9876543210', digits: '9876543210', refused: false });
    expect(readMobileInput('98765-432109999')).toEqual({ shown: '9876543210', digits: '9876543210', refused: true });
    expect(readMobileInput('98a')).toEqual({ shown: '98', digits: '98', refused: true });
    expect(readMobileInput('')).toEqual({ shown: '', digits: '', refused: false });
  });

  test('a leading +91 or 0 is dropped, typed or pasted (issue 19)', () => {
    expect(readMobileInput('+91 97123 45601').digits).toBe('9712345601');
    expect(readMobileInput('919712345601').digits).toBe('9712345601');
    expect(readMobileInput('09712345601').digits).toBe('9712345601');
    // While the prefix is being typed the field shows it, keeping no digits yet.
    expect(readMobileInput('+9')).toEqual({ shown: '+9', digits: '', refused: false });
    expect(readMobileInput('+91 ')).toEqual({ shown: '+91', digits: '', refused: false });
    expect(readMobileInput('+919').digits).toBe('9');
    // Typed without the plus: the eleventh digit shows it was a country code.
    expect(readMobileInput('91971234560').digits).toBe('971234560');
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
