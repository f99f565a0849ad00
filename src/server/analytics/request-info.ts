import { isIP } from 'node:net';
import type { APIContext } from 'astro';
import { env } from '../env';

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

export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function cleanIp(value: string | null | undefined): string | null {
  if (!value) return null;
  let v = value.trim();
  if (v.startsWith('[')) v = v.slice(1, v.indexOf(']')); // "[::1]:443"
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(':'));
  if (v.toLowerCase().startsWith('::ffff:') && isIP(v.slice(7)) === 4) v = v.slice(7);
  return isIP(v) ? v : null;
}

/**
 * Behind a trusted proxy the last X-Forwarded-For entry is the address the proxy itself saw;
 * entries before it were written by the client and could be anything.
 */
export function clientIp(ctx: Pick<APIContext, 'request'> & { clientAddress?: string }, trustProxy = env().TRUSTED_PROXY): string | null {
  if (trustProxy) {
    const forwarded = ctx.request.headers.get('x-forwarded-for');
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
    const ip = cleanIp(last);
    if (ip) return ip;
  }
  let address: string | undefined;
  try {
    address = ctx.clientAddress;
  } catch {
    // Astro throws when the adapter cannot tell the address; the event simply goes without it.
  }
  return cleanIp(address);
}

export function requestInfo(ctx: Pick<APIContext, 'request'> & { clientAddress?: string }): RequestInfo {
  const headers = ctx.request.headers;
  const cookies = headers.get('cookie');
  const ua = headers.get('user-agent')?.trim().slice(0, 1000) || null;
  return {
    ip: clientIp(ctx),
    userAgent: ua,
    fbc: validFbCookie(cookieValue(cookies, '_fbc')),
    fbp: validFbCookie(cookieValue(cookies, '_fbp')),
    referer: headers.get('referer'),
  };
}
