import { expect, test } from 'vitest';
import { runQueuePeak } from './checkout-queue-peak.mjs';

/**
 * Issue 33 item 4's done: at three times the capacity with the queue on, no 5xx and no timeouts,
 * shoppers placed in order of arrival, no order lost or doubled, no unit sold twice.
 */
test('three times the capacity with the checkout queue on: every shopper answered, in turn, nothing lost, doubled or oversold', async () => {
  const f = await runQueuePeak({ seconds: Number(process.env.QUEUE_PEAK_SECONDS ?? 8), load: 3, stock: 300, port: Number(process.env.QUEUE_PEAK_PORT ?? 4681) });
  expect({ fivexx: f.fivexx, timeouts: f.timeouts, noShopperFree: f.noShopperFree }).toEqual({ fivexx: 0, timeouts: 0, noShopperFree: 0 });
  // Every order is placed or, once the 300 units are gone, refused as sold out; nothing else.
  expect(Object.keys(f.statuses).filter((s) => s !== '200' && s !== '409')).toEqual([]);
  // Browsing is never queued.
  expect(Object.keys(f.browseStatuses)).toEqual(['200']);
  expect(f.queued).toBeGreaterThan(0);
  expect(f.outOfArrivalOrder).toBe(0);
  expect({ lost: f.lost, answered200Twice: f.answered200Twice, keysWithTwoOrders: f.keysWithTwoOrders, sizesBelowZero: f.sizesBelowZero, ledgerEqual: f.ledgerEqual }).toEqual({
    lost: 0,
    answered200Twice: 0,
    keysWithTwoOrders: 0,
    sizesBelowZero: 0,
    ledgerEqual: true,
  });
  expect(f.hotOrdersInDb).toBe(f.placed);
  expect(f.unitsSold).toBe(f.placed);
  expect(f.unitsSold).toBeLessThanOrEqual(300);
}, 300_000);
