import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { getDb } from '#server/platform/db/client';
import { ShopLanguageSchema } from '#server/platform/http/shop-language';
import { rememberLanguage, requireCustomer } from '#server/auth';
import { operation } from '#server/openapi';

const LanguageChoiceSchema = z.strictObject({ language: ShopLanguageSchema });

/**
 * A signed-in shopper chose a language in the header's switcher (src/components/layout/
 * language-links.ts calls this as the /lang link opens): their messages follow from now on.
 */
export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { language } = await readBody(ctx.request, LanguageChoiceSchema);
  await rememberLanguage(await getDb(), customer.id, language);
  return ok({ language }, 'Language saved');
});

export const openapi = operation({
  method: 'POST',
  summary: 'Choose the language of your order messages and one-time codes (en, hi, ta)',
  tag: 'customer',
  auth: true,
  body: LanguageChoiceSchema,
  response: z.strictObject({ language: ShopLanguageSchema }),
});
