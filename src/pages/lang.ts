import { z } from 'zod';
import type { APIRoute } from 'astro';
import { LOCALES, LOCALE_COOKIE, localePath } from '#lib/i18n/locales';
import { readQuery } from '#server/platform/http/body';
import { route } from '#server/app/http/route';
import { badRequest } from '#server/platform/errors';

export const prerender = false;

/** Only a path of this shop: '/product/x', never '//evil.example' or 'https://…'. */
const ShopPathSchema = z.string().max(500).regex(/^\/(?![/\\])[^\s]*$/, 'Next must be a path of this shop, starting with one /');

const LanguageChoiceSchema = z.object({
  to: z.enum(LOCALES, { error: `To must be one of ${LOCALES.join(', ')}` }),
  next: ShopPathSchema.default('/'),
});

/**
 * The language switcher's link: remembers the choice for a year and opens the same page in that
 * language. A plain link, so it works before any script and from the page cache.
 */
export const GET: APIRoute = route(async (ctx) => {
  const { to, next } = readQuery(ctx.url, LanguageChoiceSchema);
  // Judged as the address it becomes: '/ta//evil.example' loses its prefix and would leave the shop.
  const target = new URL(localePath(to, next), ctx.url.origin);
  if (target.origin !== ctx.url.origin) throw badRequest('Next must be a page of this shop.', [{ path: 'next', message: 'Next must be a page of this shop' }]);
  ctx.cookies.set(LOCALE_COOKIE, to, { path: '/', maxAge: 365 * 86_400, sameSite: 'lax', httpOnly: true, secure: ctx.url.protocol === 'https:' });
  return new Response(null, { status: 303, headers: { Location: target.pathname + target.search } });
});
