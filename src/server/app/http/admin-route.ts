import type { APIContext, APIRoute } from 'astro';
import { ensureReady } from '../ready';
import { requireStaff, type StaffMember } from '#server/staff';
import type { Permission } from '#server/staff';
import { photoBodyExpected, unsupportedMediaType } from '#server/platform/errors';
import { errorResponse } from './route';
import { assertSameOrigin, isStateChanging } from '#server/platform/http/same-origin';

/**
 * State-changing calls must come from this site and carry JSON, or for a photo upload raw image
 * bytes: a cross-site form can send neither (both need a CORS preflight this server never grants).
 */
export function assertAdminRequest(ctx: Pick<APIContext, 'request' | 'url'>, accepts: 'json' | 'photo' = 'json'): void {
  if (!isStateChanging(ctx.request.method)) return;
  assertSameOrigin(ctx.request, ctx.url);
  const type = (ctx.request.headers.get('content-type') ?? '').trim();
  if (accepts === 'photo' && /^(application\/octet-stream|image\/[\w.+-]+)\b/i.test(type)) return;
  if (!/^application\/json\b/i.test(type)) throw accepts === 'photo' ? photoBodyExpected() : unsupportedMediaType();
}

/**
 * Wraps an /api/admin endpoint: same origin and JSON for writes, a staff session with the
 * permission, and the /api/web envelope for every failure. The middleware keeps every /api/admin
 * answer uncached and unindexed (security-headers.ts), so no route says so itself.
 */
export const adminRoute =
  (permission: Permission, handler: (ctx: APIContext, staff: StaffMember) => Promise<Response>, accepts: 'json' | 'photo' = 'json'): APIRoute =>
  async (ctx) => {
    try {
      await ensureReady();
      const member = await requireStaff(ctx, permission);
      assertAdminRequest(ctx, accepts);
      return await handler(ctx, member);
    } catch (err) {
      return errorResponse(err, { requestId: ctx.locals?.requestId, path: ctx.url?.pathname });
    }
  };

/** The same for the few admin endpoints used before signing in (sign-in, accepting an invite). */
export const publicAdminRoute =
  (handler: (ctx: APIContext) => Promise<Response>): APIRoute =>
  async (ctx) => {
    try {
      await ensureReady();
      assertAdminRequest(ctx);
      return await handler(ctx);
    } catch (err) {
      return errorResponse(err, { requestId: ctx.locals?.requestId, path: ctx.url?.pathname });
    }
  };
