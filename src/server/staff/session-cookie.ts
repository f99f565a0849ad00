import type { AstroCookies, AstroCookieSetOptions } from 'astro';

/** The staff session cookie, read and written through Astro's cookie jar (never the raw header). */
export const STAFF_COOKIE = 'kanmani_staff';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Secure everywhere except plain-http loopback, where a browser would drop a Secure cookie. No
 * maxAge: a fixed lifetime would sign out someone working steadily for 12 hours. The server ends
 * the session after 12 idle hours; the browser drops the cookie when it closes.
 */
function options(url: URL): AstroCookieSetOptions {
  const secure = !(url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  return { path: '/', httpOnly: true, sameSite: 'strict', secure };
}

export function sessionToken(cookies: AstroCookies): string | null {
  const value = cookies.get(STAFF_COOKIE)?.value;
  return value && TOKEN.test(value) ? value : null;
}

export function setSessionCookie(cookies: AstroCookies, url: URL, token: string): void {
  cookies.set(STAFF_COOKIE, token, options(url));
}

export function clearSessionCookie(cookies: AstroCookies, url: URL): void {
  cookies.delete(STAFF_COOKIE, options(url));
}
