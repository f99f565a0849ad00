/**
 * What each staff role may do, in words, for the role pickers (the invite form and each member's
 * row). The grants themselves are the one table in src/server/staff/permissions.ts; a unit test
 * holds these words to it.
 */
export const STAFF_ROLES = [
  { value: 'owner', name: 'Owner', does: 'Everything: orders, catalog, stock, customers, reports, settings, staff and the audit log.' },
  { value: 'manager', name: 'Manager', does: 'Orders, catalog, stock, delivery, customers and reports. Not staff, settings or the audit log.' },
  { value: 'fulfilment', name: 'Fulfilment', does: 'Orders: confirm, pack, ship, deliver and note; sees stock. No customers, reports or margins.' },
  { value: 'support', name: 'Support', does: 'Reads orders and customers, adds notes, resends messages and records confirmation calls. Changes nothing else.' },
] as const;

export type StaffRoleValue = (typeof STAFF_ROLES)[number]['value'];

export function roleInfo(value: string) {
  return STAFF_ROLES.find((r) => r.value === value) ?? STAFF_ROLES[3];
}
