import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { orderMachineTable } from '../../src/server/orders/order-machine-table';

/** The README's order-life table is the order machine's own (issue 35). */
describe("the README's order life", () => {
  test('lists exactly the moves, statuses and rules of the machine', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('<!-- order-machine:start -->');
    const end = readme.indexOf('<!-- order-machine:end -->');
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const documented = readme.slice(start + '<!-- order-machine:start -->'.length, end).trim();
    expect(documented).toBe(orderMachineTable());
  });

  test('names the rules an online order and cash on delivery follow', () => {
    const table = orderMachineTable();
    expect(table).toContain('| `release` | On Hold | Confirmed | an online order is Paid |');
    expect(table).toContain('| `codCollected` | payment Pending | payment Paid | cash on delivery only, once Shipped or Delivered |');
  });
});
