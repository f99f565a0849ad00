import { whenReady } from '#server/platform/db/ready-gate';
import { forbidden, DomainError, unauthorized } from '#server/platform/errors';
import { can, type Permission } from './permissions';
import type { AstroCookies } from 'astro';
import { staffForToken } from './sessions';
import { sessionToken } from './session-cookie';
import type { StaffMember } from './staff-member';

export type { StaffMember } from './staff-member';

/** Whatever Astro hands a page (Astro) or an endpoint (ctx); only the URL and the cookies are read. */
type Ctx = { url: URL; cookies: AstroCookies };

const SIGNED_OUT = 'Please sign in to the console: your session is missing or has expired.';

export function forbiddenFor(permission: Permission): DomainError {
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
  await whenReady();
  const token = sessionToken(ctx.cookies);
  return token ? staffForToken(token) : null;
}

/** Stands in for the shop's origin when a caller has none at hand: only sameness is compared. */
const SOME_ORIGIN = 'https://console.invalid';

/**
 * Where sign-in may send a member afterwards: `next` read as a URL against the shop's origin,
 * kept only when it stays on that origin under /admin, as the path and query the URL parser
 * wrote (so every control character, CR and LF among them, is gone or percent-encoded and the
 * Location header never carries raw input). Anything else is the console home.
 */
export function safeNext(next: string | null | undefined, origin: string = SOME_ORIGIN): string {
  if (!next) return '/admin';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/admin';
  }
  if (url.origin !== new URL(origin).origin) return '/admin';
  if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return '/admin';
  const path = url.pathname + url.search;
  return /^[\x21-\x7e]+$/.test(path) ? path : '/admin';
}

export function signInRedirect(url: URL): Response {
  const next = safeNext(url.pathname + url.search, url.origin);
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
