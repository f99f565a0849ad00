import type { Role } from './permissions';

/** A signed-in staff member as every admin route and page sees them. */
export type StaffMember = { id: string; email: string; name: string; role: Role };
