import { adminRoute } from '#server/app/http/admin-route';
import { ok } from '#server/platform/http/envelope';
import { listStaff } from '#server/staff';
import type { Permission } from '#server/staff';

export const prerender = false;
export const permission: Permission = 'staff.manage';

export const GET = adminRoute(permission, async () => ok({ staff: await listStaff() }));
