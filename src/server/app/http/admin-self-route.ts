import type { APIContext, APIRoute } from 'astro';
import { ensureReady } from '../ready';
import { currentStaff, type StaffMember } from '#server/staff';
import { unauthorized } from '#server/platform/errors';
import { assertAdminRequest } from './admin-route';
import { errorResponse } from './route';

/** An /api/admin endpoint about the signed-in member themselves (their own TOTP): any role may call it. */
export const adminSelfRoute =
  (handler: (ctx: APIContext, staff: StaffMember) => Promise<Response>): APIRoute =>
  async (ctx) => {
    try {
      await ensureReady();
      const member = await currentStaff(ctx);
      if (!member) throw unauthorized('Please sign in to the console: your session is missing or has expired.');
      assertAdminRequest(ctx);
      return await handler(ctx, member);
    } catch (err) {
      return errorResponse(err, { requestId: ctx.locals?.requestId, path: ctx.url?.pathname });
    }
  };
