import { expect, test } from 'vitest';
import { runLoadMix } from './load-mix.mjs';

/**
 * The load mix, shortened for the suite (run the script itself for the 60 s figures): zero
 * errors and zero lost, doubled or empty orders at a rate this machine holds.
 */
test('a realistic shopper mix at a steady rate: no errors, no lost orders', async () => {
  const f = await runLoadMix({ seconds: Number(process.env.LOAD_SECONDS ?? 20), rate: Number(process.env.LOAD_RATE ?? 30), port: 4651 });
  expect(f.requests).toBeGreaterThan(100);
  expect({ non2xx: f.non2xx, errors: f.errors, timeouts: f.timeouts }).toEqual({ non2xx: 0, errors: 0, timeouts: 0 });
  expect(f.ordersPlaced).toBeGreaterThan(5);
  // Many shoppers, each placing a few orders, so no per-customer limit is in play.
  expect(f.mostOrdersByOneShopper).toBeLessThanOrEqual(3);
  expect({ lost: f.lostOrders, duplicate: f.duplicateOrders, empty: f.ordersWithoutLines }).toEqual({ lost: 0, duplicate: 0, empty: 0 });
  expect(f.ordersInDb).toBe(f.ordersPlaced + f.inFlightAtStop);
  expect(f.inFlightAtStop).toBeLessThanOrEqual(10); // at most one per connection
}, 300_000);
