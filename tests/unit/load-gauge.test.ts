import { describe, expect, test } from 'vitest';
import { overThreshold } from '../../src/server/platform/load-gauge';
import { parseEnv } from '../../src/server/platform/env';

/** Issue 33 item 4: when the checkout queue starts, and its settings checked at start. */
describe('the load gauge', () => {
  const limits = { lagMs: 200, poolWaiting: 5 };

  test('either the event loop delay or the pool waiting at its threshold is over', () => {
    expect(overThreshold({ lagMs: 199, poolWaiting: 4 }, limits)).toBe(false);
    expect(overThreshold({ lagMs: 200, poolWaiting: 0 }, limits)).toBe(true);
    expect(overThreshold({ lagMs: 0, poolWaiting: 5 }, limits)).toBe(true);
  });

  test('a threshold of 0 is always reached (the tests force the queue with it)', () => {
    expect(overThreshold({ lagMs: 0, poolWaiting: 0 }, { lagMs: 0, poolWaiting: 99 })).toBe(true);
  });
});

describe('the checkout queue settings', () => {
  test('default to on, 200 ms, 5 waiting, 4 at once, a 5 s hold', () => {
    const e = parseEnv({});
    expect([e.CHECKOUT_QUEUE, e.CHECKOUT_QUEUE_LAG_MS, e.CHECKOUT_QUEUE_POOL_WAITING, e.CHECKOUT_QUEUE_CAPACITY, e.CHECKOUT_QUEUE_HOLD_MS]).toEqual(['on', 200, 5, 4, 5000]);
  });

  test('a bad one stops the start, naming it', () => {
    expect(() => parseEnv({ CHECKOUT_QUEUE_CAPACITY: '0' })).toThrow(/CHECKOUT_QUEUE_CAPACITY/);
    expect(() => parseEnv({ CHECKOUT_QUEUE: 'sometimes' })).toThrow(/CHECKOUT_QUEUE /);
    expect(() => parseEnv({ CHECKOUT_QUEUE_HOLD_MS: '60000' })).toThrow(/CHECKOUT_QUEUE_HOLD_MS/);
  });
});
