/**
 * The one permission table (DESIGN.md 13). Every admin route and page names the permission it
 * needs; the route walk test checks each role against this table.
 */
export const PERMISSIONS = [
  'orders.read',
  'orders.fulfil',
  'orders.cancel',
  'orders.note',
  // Recording what a shopper said on a 'Call the customer' call: confirmed, cancelled at their
  // request, no answer or wrong number (issue 28). Support makes these calls too.
  'orders.call',
  'customers.read',
  'customers.note',
  'catalog.read',
  'catalog.write',
  'reports.read',
  'staff.manage',
  'audit.read',
  'notifications.resend',
  // The shop's GST registration and invoice series: what every invoice is issued under.
  'settings.manage',
  'stock.read',
  'stock.write',
  'delivery.write',
  // Complaints to the grievance officer (E-Commerce Rules 2020): the queue, acknowledging, resolving.
  'grievances.handle',
  // Discount codes (issue 29): creating, editing, pausing and resuming them.
  'discounts.manage',
  // Buyers' reviews (issue 30): approving, rejecting, hiding and replying; never their words.
  'reviews.moderate',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'manager', 'fulfilment', 'support'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What every admin route module and page exports as `permission`: one of the table's, 'signed-in'
 * (any staff member, about themselves), or 'public' (sign-in, sign-out, accepting an invite).
 */
export type RoutePermission = Permission | 'signed-in' | 'public';

const GRANTS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  manager: new Set(PERMISSIONS.filter((p) => p !== 'staff.manage' && p !== 'audit.read' && p !== 'settings.manage')),
  fulfilment: new Set(['orders.read', 'orders.fulfil', 'orders.note', 'orders.call', 'stock.read']),
  support: new Set(['orders.read', 'orders.note', 'orders.call', 'customers.read', 'customers.note', 'notifications.resend', 'grievances.handle', 'reviews.moderate']),
};

export function can(role: Role, p: Permission): boolean {
  return GRANTS[role].has(p);
}

export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
  support: 'Support',
};
