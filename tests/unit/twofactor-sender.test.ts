import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startFake2Factor, type Fake2Factor } from '../fixtures/fake-2factor';
import { twoFactorSender, SEND_FAILED_MESSAGE } from '../../src/server/auth/twofactor-sender';
import { DomainError } from '../../src/server/platform/errors';

process.env.LOG_LEVEL = 'warn';

let fake: Fake2Factor;
beforeAll(async () => {
  fake = await startFake2Factor('key-abc');
});
afterAll(async () => {
  await fake.close();
});
// Failures log a warning by design; collect them instead of printing.
let lines: string[] = [];
beforeEach(() => {
  lines = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void lines.push(String(line)));
});
afterEach(() => {
  fake.mode = 'ok';
  fake.sent.length = 0;
  vi.restoreAllMocks();
});

const sender = (over: Partial<Parameters<typeof twoFactorSender>[0]> = {}) =>
  twoFactorSender({ baseUrl: fake.url, apiKey: 'key-abc', timeoutMs: 5000, ...over });

async function failure(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('2Factor send-own-OTP adapter', () => {
  test('delivers our own code to the number on the documented path', async () => {
    await sender().send('9876543210', '0427');
    expect(fake.sent).toEqual([{ phone: '9876543210', otp: '0427', template: null, method: 'GET' }]);
  });

  test('appends the DLT template name when one is configured', async () => {
    await sender({ template: 'KanmaniOTP' }).send('9876543210', '1111');
    expect(fake.sent[0]?.template).toBe('KanmaniOTP');
  });

  test('a base URL with a trailing slash still hits the same path', async () => {
    await sender({ baseUrl: `${fake.url}/` }).send('9876543210', '2222');
    expect(fake.sent).toHaveLength(1);
  });

  test('a wrong API key is a 502 with a message for the shopper', async () => {
    const err = await failure(sender({ apiKey: 'wrong' }).send('9876543210', '1234'));
    expect(err.code).toBe('upstream_failed');
    expect(err.message).toBe(SEND_FAILED_MESSAGE);
    expect(fake.sent).toHaveLength(0);
  });

  test.each(['error-status', 'http-500', 'garbage'] as const)('provider answer %s is a 502', async (mode) => {
    fake.mode = mode;
    const err = await failure(sender().send('9876543210', '1234'));
    expect(err.code).toBe('upstream_failed');
  });

  test('a provider that never answers times out as a 502', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const err = await failure(sender({ timeoutMs: 200 }).send('9876543210', '1234'));
    expect(err.code).toBe('upstream_failed');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('an unreachable provider is a 502', async () => {
    const err = await failure(sender({ baseUrl: 'http://127.0.0.1:9' }).send('9876543210', '1234'));
    expect(err.code).toBe('upstream_failed');
  });

  test('failures are logged without the key, the number or the code', async () => {
    fake.mode = 'error-status';
    await failure(sender().send('9876543210', '4321'));
    await failure(sender({ apiKey: 'wrong' }).send('9876543210', '4321'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain('9876543210');
      expect(line).not.toContain('4321');
      expect(line).not.toContain('key-abc');
    }
  });
});
