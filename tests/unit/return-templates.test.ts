import { describe, expect, test } from 'vitest';
import { RETURN_EVENT_TEMPLATES, RETURN_TEMPLATES } from '../../src/server/notify/return-templates';

const fill = (text: string, params: string[], link?: string) => text.replace(/\{(\d+|link)\}/g, (_, s: string) => (s === 'link' ? (link ?? '') : params[Number(s) - 1]!));

describe('return messages', () => {
  test('each return event sends its message with the parameters from the event', () => {
    const order = { id: 'a1b2c3d4e5f6a1b2c3d4e5f6', customerName: 'Lakshmi Nair' };
    const say = (kind: string, data: Record<string, unknown>) => {
      const t = RETURN_EVENT_TEMPLATES[kind]!;
      const e = { order, data };
      return fill(RETURN_TEMPLATES[t.template].text, t.params(e), t.link?.(e));
    };
    expect(say('returnRejected', { reason: 'The tags were removed.' })).toBe('Hi Lakshmi, we could not accept the return for order 4e5f6: The tags were removed.');
    expect(say('exchangeShipped', { courier: 'Delhivery', awb: 'DLV87654321', trackingUrl: 'https://www.delhivery.com/track/package/DLV87654321' })).toBe(
      'Hi Lakshmi, your exchange for order 4e5f6 has shipped via Delhivery. AWB: DLV87654321. Track it: https://www.delhivery.com/track/package/DLV87654321',
    );
    expect(say('returnRefunded', { amountPaise: 105_000 })).toBe('Hi Lakshmi, we have refunded ₹1,050.00 for the items you returned from order 4e5f6.');
  });

  test('every template is used by an event and has the parameters it names', () => {
    const used = new Set(Object.values(RETURN_EVENT_TEMPLATES).map((t) => t.template));
    expect([...used].sort()).toEqual(Object.keys(RETURN_TEMPLATES).sort());
    for (const t of Object.values(RETURN_TEMPLATES)) expect(Math.max(...[...t.text.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1])))).toBe(t.params);
  });
});
