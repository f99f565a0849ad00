import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get } from '../support/api';
import { devSmsNotifier } from '../../src/server/notify/dev-sms';
import { notifiers } from '../../src/server/notify/notifiers';
import { parseEnv } from '../../src/server/platform/env';

useTestDatabase({ seed: false });

describe('the dev SMS notifier', () => {
  test('an order message lands in the SMS outbox, worded as the shopper would read it', async () => {
    const result = await devSmsNotifier.send({
      template: 'order_shipped',
      to: '9812345670',
      params: ['Asha', 'ORD-10492', 'Delhivery', '19041424751540'],
      link: 'http://localhost:4321/track/19041424751540',
    });
    expect(result).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^dev-\d+$/) });
    const outbox = await get('/api/dev/sms?to=9812345670');
    expect(outbox.status).toBe(200);
    expect(outbox.body.data).toEqual([
      {
        to: '9812345670',
        text: 'Hi Asha, your order ORD-10492 has shipped via Delhivery. AWB: 19041424751540. Track it: http://localhost:4321/track/19041424751540',
        createdAt: expect.any(String),
      },
    ]);
  });

  test('each message gets its own id, newest first in the outbox', async () => {
    const first = await devSmsNotifier.send({ template: 'order_placed', to: '9812345671', params: ['Ravi', 'ORD-1'] });
    const second = await devSmsNotifier.send({ template: 'order_refunded', to: '9812345671', params: ['Ravi', 'ORD-1', '₹1,465.33'] });
    expect(first.ok && second.ok && first.providerMessageId !== second.providerMessageId).toBe(true);
    const outbox = await get('/api/dev/sms?to=9812345671');
    expect(outbox.body.data.map((m: { text: string }) => m.text)).toEqual([
      'Hi Ravi, we have refunded ₹1,465.33 for your Kanmani order ORD-1.',
      'Hi Ravi, thank you for your Kanmani order ORD-1. We will message you when it ships.',
    ]);
  });

  test('local settings choose it, and it is what `notifiers()` sends through', async () => {
    const chosen = notifiers(parseEnv({ NODE_ENV: 'development' }));
    expect(chosen.sms.name).toBe('dev');
    expect(chosen.whatsapp).toBeNull();
    await chosen.sms.send({ template: 'order_delivered', to: '9812345672', params: ['Meena', 'ORD-7'] });
    const outbox = await get('/api/dev/sms?to=9812345672');
    expect(outbox.body.data[0].text).toBe('Hi Meena, your Kanmani order ORD-7 has been delivered. Thank you for shopping with us.');
  });
});
