import { adminSelfRoute } from '#server/app/http/admin-self-route';
import { ok } from '#server/platform/http/envelope';
import { startTotp } from '#server/staff';
import type { RoutePermission } from '#server/staff';

export const prerender = false;
export const permission: RoutePermission = 'signed-in';

/** Starts setting up an authenticator: the secret and its otpauth:// link, shown once. */
export const POST = adminSelfRoute(async (_ctx, staff) => ok(await startTotp(staff), 'Add this key to your authenticator app, then enter its code.'));
