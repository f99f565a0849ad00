import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fixtures/fake-whatsapp';
import { templateRequest, whatsAppCloudNotifier } from '../../src/server/notify/whatsapp-cloud';
import type { NotifyMessage } from '../../src/server/notify/notifier';

process.env.LOG_LEVEL = 'warn';

let fake: FakeWhatsApp;
beforeAll(async () => {
  fake = await startFakeWhatsApp({ token: 'wa-token-xyz', phoneNumberId: '106540352242922' });
});
afterAll(async () => {
  await fake.close();
});
let lines: string[] = [];
beforeEach(() => {
  fake.templates.set('order_shipped_v1', { bodyParams: 4, urlButton: true });
  fake.templates.set('order_placed', { bodyParams: 2, urlButton: false });
  lines = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void lines.push(String(line)));
});
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
});

const notifier = (over: Partial<Parameters<typeof whatsAppCloudNotifier>[0]> = {}) =>
  whatsAppCloudNotifier({ graphUrl: fake.url, phoneNumberId: '106540352242922', token: 'wa-token-xyz', timeoutMs: 5000, ...over });

const shipped: NotifyMessage = {
  template: 'order_shipped_v1',
  to: '9876543210',
  params: ['Asha', 'ORD-10492', 'Delhivery Surface', '19041424751540'],
  link: '19041424751540',
  reference: 'ord-10492:shipped',
};
const placed = (to: string): NotifyMessage => ({ template: 'order_placed', to, params: ['Asha', 'ORD-10492'] });

describe('WhatsApp Cloud API template adapter', () => {
  test('the request is the documented template send, the number prefixed with 91', () => {
    expect(templateRequest(shipped, 'en')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped_v1',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: 'ORD-10492' },
              { type: 'text', text: 'Delhivery Surface' },
              { type: 'text', text: '19041424751540' },
            ],
          },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '19041424751540' }] },
        ],
      },
      biz_opaque_callback_data: 'ord-10492:shipped',
    });
  });

  test('an accepted send answers the wamid the provider gave', async () => {
    const result = await notifier().send(shipped);
    expect(fake.sent).toEqual([
      {
        id: expect.stringMatching(/^wamid\./),
        to: '919876543210',
        template: 'order_shipped_v1',
        language: 'en',
        body: ['Asha', 'ORD-10492', 'Delhivery Surface', '19041424751540'],
        button: '19041424751540',
        reference: 'ord-10492:shipped',
      },
    ]);
    expect(result).toEqual({ ok: true, providerMessageId: fake.sent[0]!.id });
  });

  test('a wrong token is permanent (code 190)', async () => {
    expect(await notifier({ token: 'stale' }).send(shipped)).toEqual({ ok: false, kind: 'permanent', reason: 'whatsapp-190', rateLimited: false });
    expect(fake.sent).toHaveLength(0);
  });

  test('an unknown template is permanent (132001)', async () => {
    expect(await notifier().send({ ...shipped, template: 'order_shiped' })).toEqual({
      ok: false,
      kind: 'permanent',
      reason: 'whatsapp-132001',
      rateLimited: false,
    });
  });

  test('a wrong parameter count is permanent (132000)', async () => {
    expect(await notifier().send({ ...shipped, params: ['Asha', 'ORD-10492', 'Delhivery'] })).toEqual({
      ok: false,
      kind: 'permanent',
      reason: 'whatsapp-132000',
      rateLimited: false,
    });
  });

  test('a number that is not on WhatsApp is permanent (131026)', async () => {
    fake.recipientErrors.set('919000000001', 131026);
    expect(await notifier().send(placed('9000000001'))).toEqual({ ok: false, kind: 'permanent', reason: 'whatsapp-131026', rateLimited: false });
  });

  test('a second message to one number within 6 s hits the pair limit: retry later (131056)', async () => {
    expect(await notifier().send(placed('9000000002'))).toMatchObject({ ok: true });
    expect(await notifier().send(placed('9000000002'))).toEqual({ ok: false, kind: 'retryable', reason: 'whatsapp-131056', rateLimited: true });
    expect(await notifier().send(placed('9000000003'))).toMatchObject({ ok: true });
  });

  test('a burst past the throughput limit is a 429 whose Retry-After is passed on (130429)', async () => {
    fake.burstPerSecond = 2;
    fake.retryAfterSeconds = 3;
    expect(await notifier().send(placed('9000000004'))).toMatchObject({ ok: true });
    expect(await notifier().send(placed('9000000005'))).toMatchObject({ ok: true });
    expect(await notifier().send(placed('9000000006'))).toEqual({
      ok: false,
      kind: 'retryable',
      reason: 'whatsapp-130429',
      rateLimited: true,
      retryAfterMs: 3000,
    });
  });

  test("Meta's own fault (500, 131000) is retryable", async () => {
    fake.mode = 'http-500';
    expect(await notifier().send(shipped)).toEqual({ ok: false, kind: 'retryable', reason: 'whatsapp-131000', rateLimited: false });
  });

  test('an answer that is not the documented JSON is retryable', async () => {
    fake.mode = 'garbage';
    expect(await notifier().send(shipped)).toEqual({ ok: false, kind: 'retryable', reason: 'unreadable-answer', rateLimited: false });
  });

  test('a provider that never answers times out within the bound, retryable', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    expect(await notifier({ timeoutMs: 250 }).send(shipped)).toEqual({ ok: false, kind: 'retryable', reason: 'timeout', rateLimited: false });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('an unreachable provider is retryable', async () => {
    expect(await notifier({ graphUrl: 'http://127.0.0.1:9/v23.0' }).send(shipped)).toEqual({
      ok: false,
      kind: 'retryable',
      reason: 'network',
      rateLimited: false,
    });
  });

  test('failures are logged without the number, the token or the parameters', async () => {
    await notifier({ token: 'stale' }).send(shipped);
    fake.recipientErrors.set('919876543210', 131026);
    await notifier().send(shipped);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain('9876543210');
      expect(line).not.toContain('wa-token-xyz');
      expect(line).not.toContain('stale');
      expect(line).not.toContain('Asha');
    }
  });
});
