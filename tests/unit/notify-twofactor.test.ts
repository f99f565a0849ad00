import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startFake2Factor, type Fake2Factor } from '../fixtures/fake-2factor';
import { twoFactorSmsNotifier } from '../../src/server/notify/twofactor-sms';
import type { NotifyMessage } from '../../src/server/notify/notifier';

process.env.LOG_LEVEL = 'warn';

let fake: Fake2Factor;
beforeAll(async () => {
  fake = await startFake2Factor('key-tsms');
});
afterAll(async () => {
  await fake.close();
});
let lines: string[] = [];
beforeEach(() => {
  fake.templates.set('order_shipped', 5);
  fake.templates.set('order_placed', 2);
  lines = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void lines.push(String(line)));
});
afterEach(() => {
  fake.mode = 'ok';
  fake.transactional.length = 0;
  fake.sent.length = 0;
  vi.restoreAllMocks();
});

const notifier = (over: Partial<Parameters<typeof twoFactorSmsNotifier>[0]> = {}) =>
  twoFactorSmsNotifier({ baseUrl: fake.url, apiKey: 'key-tsms', senderId: 'KANMNI', timeoutMs: 5000, ...over });

const shipped: NotifyMessage = {
  template: 'order_shipped',
  to: '9876543210',
  params: ['Asha', 'ORD-10492', 'Delhivery', '19041424751540'],
  link: 'https://kanmani.in/track/19041424751540',
};

describe('2Factor transactional SMS adapter', () => {
  test('sends the DLT template with its variables in order, the link last, and answers 2Factor’s id', async () => {
    const result = await notifier().send(shipped);
    expect(fake.transactional).toEqual([
      {
        id: expect.any(String),
        from: 'KANMNI',
        to: '9876543210',
        template: 'order_shipped',
        vars: ['Asha', 'ORD-10492', 'Delhivery', '19041424751540', 'https://kanmani.in/track/19041424751540'],
      },
    ]);
    expect(result).toEqual({ ok: true, providerMessageId: fake.transactional[0]!.id });
  });

  test('a message without a link sends only its parameters', async () => {
    expect(await notifier().send({ template: 'order_placed', to: '9876543210', params: ['Asha', 'ORD-10492'] })).toMatchObject({ ok: true });
    expect(fake.transactional[0]?.vars).toEqual(['Asha', 'ORD-10492']);
  });

  test('the OTP call keeps working beside it', async () => {
    const res = await fetch(`${fake.url}/API/V1/key-tsms/SMS/9876543210/0427`);
    expect(res.status).toBe(200);
    expect(fake.sent).toEqual([{ phone: '9876543210', otp: '0427', template: null, method: 'GET' }]);
    expect(fake.transactional).toEqual([]);
  });

  test.each([
    ['a wrong API key', { apiKey: 'wrong' }, shipped, '2factor-api-key'],
    ['an unknown template', {}, { ...shipped, template: 'order_shiped' }, '2factor-template'],
    ['a variable count the template does not have', {}, { ...shipped, link: undefined }, '2factor-template'],
    ['an unregistered sender id', { senderId: 'OTHERS' }, shipped, '2factor-sender'],
    ['a number 2Factor refuses', {}, { ...shipped, to: '98765' }, '2factor-number'],
  ] as const)('%s is permanent', async (_, over, message, reason) => {
    expect(await notifier(over).send(message)).toEqual({ ok: false, kind: 'permanent', reason, rateLimited: false });
    expect(fake.transactional).toHaveLength(0);
  });

  test('an empty balance is retryable, since a top-up lets it through', async () => {
    fake.mode = 'error-status';
    expect(await notifier().send(shipped)).toEqual({ ok: false, kind: 'retryable', reason: '2factor-balance', rateLimited: false });
  });

  test('a 429 is a rate limit with the Retry-After it gave', async () => {
    fake.mode = 'rate-limit';
    fake.retryAfterSeconds = 30;
    expect(await notifier().send(shipped)).toEqual({ ok: false, kind: 'retryable', reason: 'http-429', rateLimited: true, retryAfterMs: 30_000 });
  });

  test.each([
    ['http-500', 'http-500'],
    ['garbage', 'http-200'],
  ] as const)('provider answer %s is retryable', async (mode, reason) => {
    fake.mode = mode;
    expect(await notifier().send(shipped)).toEqual({ ok: false, kind: 'retryable', reason, rateLimited: false });
  });

  test('a provider that never answers times out within the bound, retryable', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    expect(await notifier({ timeoutMs: 250 }).send(shipped)).toEqual({ ok: false, kind: 'retryable', reason: 'timeout', rateLimited: false });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('an unreachable provider is retryable', async () => {
    expect(await notifier({ baseUrl: 'http://127.0.0.1:9' }).send(shipped)).toEqual({
      ok: false,
      kind: 'retryable',
      reason: 'network',
      rateLimited: false,
    });
  });

  test('failures are logged without the key, the number or the parameters', async () => {
    await notifier({ apiKey: 'wrong-key-123' }).send(shipped);
    fake.mode = 'error-status';
    await notifier().send(shipped);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain('9876543210');
      expect(line).not.toContain('key-tsms');
      expect(line).not.toContain('wrong-key-123');
      expect(line).not.toContain('Asha');
    }
  });
});
