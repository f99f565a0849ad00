import { publicAdminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { usePasswordReset } from '#server/staff';
import type { RoutePermission } from '#server/staff';
import { PasswordResetSchema } from '#lib/validation/staff';

export const prerender = false;
export const permission: RoutePermission = 'public';

/** The member opens the owner's one-time link and chooses a new password, then signs in with it. */
export const POST = publicAdminRoute(async (ctx) => {
  const input = await readBody(ctx.request, PasswordResetSchema);
  await usePasswordReset(input, auditContext(ctx));
  return ok(null, 'Your new password is set. Sign in with it now.');
});
