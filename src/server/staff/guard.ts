import { ensureReady } from '../ready';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { can, type Permission } from './permissions';
import type { AstroCookies } from 'astro';
import { staffForToken } from './sessions';
import { sessionToken } from './session-cookie';
import type { StaffMember } from './staff-member';

export type { StaffMember } from './staff-member';

/** Whatever Astro hands a page (Astro) or an endpoint (ctx); only the URL and the cookies are read. */
type Ctx = { url: URL; cookies: AstroCookies };

const SIGNED_OUT = 'Please sign in to the console: your session is missing or has expired.';

export function forbiddenFor(permission: Permission): HttpError {
  return forbidden(`Your role cannot do this (it needs the '${permission}' permission). Ask the shop owner if you need it.`);
}

/** The signed-in staff member allowed `permission`; 401 when signed out, 403 when the role lacks it. */
export async function requireStaff(ctx: Ctx, permission: Permission): Promise<StaffMember> {
  const member = await currentStaff(ctx);
  if (!member) throw unauthorized(SIGNED_OUT);
  if (!can(member.role, permission)) throw forbiddenFor(permission);
  return member;
}

export async function currentStaff(ctx: Ctx): Promise<StaffMember | null> {
  await ensureReady();
  const token = sessionToken(ctx.cookies);
  return token ? staffForToken(token) : null;
}

/** Only a same-origin path may be a `next`: anything else would make sign-in an open redirect. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/admin';
  return next;
}

export function signInRedirect(url: URL): Response {
  const next = safeNext(url.pathname + url.search);
  return new Response(null, { status: 303, headers: { Location: `/admin/sign-in?next=${encodeURIComponent(next)}` } });
}

function forbiddenPage(permission: Permission): Response {
  const message = forbiddenFor(permission).message;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not allowed · Kanmani console</title></head><body><main><h1>Not allowed</h1><p>${message}</p><p><a href="/admin">Back to the console home</a></p></main></body></html>`;
  return new Response(html, { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** For pages: the staff member, or the Response to return (a redirect to sign-in, or a 403 page). */
export async function staffForPage(astro: Ctx, permission: Permission): Promise<StaffMember | Response> {
  const member = await currentStaff(astro);
  if (!member) return signInRedirect(astro.url);
  if (!can(member.role, permission)) return forbiddenPage(permission);
  return member;
}
