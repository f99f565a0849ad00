import { z } from 'zod';
import { adminSelfRoute } from '#server/app/http/admin-self-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { confirmTotp } from '#server/staff';
import type { RoutePermission } from '#server/staff';
import { TotpCodeSchema } from '#lib/validation/staff';
import { labelled } from '#lib/validation/labels';

export const prerender = false;
export const permission: RoutePermission = 'signed-in';

export const POST = adminSelfRoute(async (ctx, staff) => {
  const { code } = await readBody(ctx.request, z.object({ code: labelled('Authenticator code', TotpCodeSchema) }));
  await confirmTotp(staff, code, auditContext(ctx));
  return ok(null, 'Two-step sign-in is on: from now on, sign-in asks for your authenticator code.');
});
