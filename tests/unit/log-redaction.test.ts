import { afterEach, describe, expect, test, vi } from 'vitest';
import { log } from '../../src/server/platform/log';

/** What one log call writes, as the operator reads it. */
function logged(level: 'info' | 'error', msg: string, fields: Record<string, unknown>): string {
  const lines: string[] = [];
  const capture = (line: unknown) => void lines.push(String(line));
  vi.spyOn(console, 'warn').mockImplementation(capture);
  vi.spyOn(console, 'log').mockImplementation(capture);
  log(level, msg, fields);
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

afterEach(() => vi.restoreAllMocks());

/** Shaped like drizzle's DrizzleQueryError around a pg error, as a failed insert throws it. */
function failedInsert(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "customers_mobile_number_key"'), {
    code: '23505',
    detail: 'Key (mobile_number)=(9876543210) already exists.',
  });
  return Object.assign(
    new Error('Failed query: insert into "customers" ("name", "mobile_number", "email_id") values ($1, $2, $3)\nparams: Priya Raman,9876543210,priya@example.com', { cause }),
    { name: 'DrizzleQueryError', query: 'insert into "customers" ...', params: ['Priya Raman', '9876543210', 'priya@example.com'] },
  );
}

describe('log lines carry no personal data', () => {
  test('a failed query keeps its SQL and codes but loses its parameters and the duplicate value', () => {
    const line = logged('error', 'unhandled error', { path: '/api/web/customer/signup', error: failedInsert() });
    expect(line).not.toContain('9876543210');
    expect(line).not.toContain('Priya');
    expect(line).not.toContain('priya@example.com');
    expect(line).toContain('insert into \\"customers\\"');
    expect(line).toContain('23505');
    expect(line).toContain('/api/web/customer/signup');
  });

  test('an error message passed as text is redacted too', () => {
    const line = logged('error', 'sms failed', { error: 'send to +91 9123456780 failed; token Bearer abc.def.ghi; mail ravi@example.in' });
    expect(line).not.toContain('9123456780');
    expect(line).not.toContain('abc.def.ghi');
    expect(line).not.toContain('ravi@example.in');
    expect(line).toContain('sms failed');
  });

  test('fields named for personal data are withheld, ids and counts are kept', () => {
    const line = logged('info', 'order placed', { mobileNumber: '9000000001', otp: '4821', address: '12 Gandhi Street', orderId: 'a1b2c3d4e5f6a1b2c3d4e5f6', items: 3 });
    expect(line).not.toContain('9000000001');
    expect(line).not.toContain('4821');
    expect(line).not.toContain('Gandhi');
    expect(line).toContain('a1b2c3d4e5f6a1b2c3d4e5f6');
    expect(line).toContain('"items":3');
  });

  test('numbers with the country code are withheld; ids that happen to hold ten digits are kept', () => {
    const line = logged('info', 'otp sent', { to: '919445566778', orderId: 'ab9876543210cdef01234567', addressId: 'ffee00112233445566778899', emailId: 'kavya@example.com' });
    expect(line).not.toContain('9445566778');
    expect(line).not.toContain('kavya@example.com');
    expect(line).toContain('ab9876543210cdef01234567');
    expect(line).toContain('ffee00112233445566778899');
  });

  test('quoted input in a PostgreSQL message is withheld', () => {
    const err = new Error('invalid input syntax for type integer: "Meena Kumari"');
    const line = logged('error', 'payment check failed', { error: err.message });
    expect(line).not.toContain('Meena');
    expect(line).toContain('invalid input syntax for type integer');
  });
});
