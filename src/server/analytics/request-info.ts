import type { APIContext } from 'astro';
import { clientAddressOf } from '#server/platform/http/client-address';

/**
 * What the request itself tells about the shopper's browser: the address it came from, its
 * user agent and Meta's first-party cookies. The body is never trusted for these.
 */
export type RequestInfo = {
  ip: string | null;
  userAgent: string | null;
  fbc: string | null;
  fbp: string | null;
  referer: string | null;
};

const FB_COOKIE = /^fb\.\d\.\d{10,16}\.[A-Za-z0-9_.-]{1,400}$/;

export function validFbCookie(value: string | null | undefined): string | null {
  return value && FB_COOKIE.test(value) ? value : null;
}

export function requestInfo(ctx: Pick<APIContext, 'request' | 'cookies'> & { clientAddress?: string }): RequestInfo {
  const headers = ctx.request.headers;
  const ua = headers.get('user-agent')?.trim().slice(0, 1000) || null;
  return {
    ip: clientAddressOf(ctx),
    userAgent: ua,
    fbc: validFbCookie(ctx.cookies.get('_fbc')?.value),
    fbp: validFbCookie(ctx.cookies.get('_fbp')?.value),
    referer: headers.get('referer'),
  };
}
