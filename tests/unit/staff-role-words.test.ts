import { describe, expect, test } from 'vitest';
import { STAFF_ROLES } from '../../src/lib/staff-roles';
import { can, ROLES } from '../../src/server/staff/permissions';

describe("the role pickers' words match the permission table", () => {
  test('every role is described, in the order the table lists them', () => {
    expect(STAFF_ROLES.map((r) => r.value)).toEqual([...ROLES]);
  });

  test('what the words promise, the table grants; what they withhold, it refuses', () => {
    expect([can('manager', 'staff.manage'), can('manager', 'settings.manage'), can('manager', 'audit.read'), can('manager', 'catalog.write')]).toEqual([false, false, false, true]);
    expect([can('fulfilment', 'orders.fulfil'), can('fulfilment', 'stock.read'), can('fulfilment', 'customers.read'), can('fulfilment', 'reports.read')]).toEqual([true, true, false, false]);
    expect([can('support', 'customers.read'), can('support', 'notifications.resend'), can('support', 'orders.fulfil'), can('support', 'catalog.write')]).toEqual([true, true, false, false]);
    expect(ROLES.every((r) => can(r, 'orders.read'))).toBe(true);
    // Everyone who sees 'Call the customer' records what the shopper said (issue 28).
    expect(ROLES.map((r) => can(r, 'orders.call'))).toEqual([true, true, true, true]);
  });
});
