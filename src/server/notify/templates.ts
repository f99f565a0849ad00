import type { Locale } from '#lib/i18n/locales';
import { RETURN_TEMPLATES, type ReturnTemplateName } from './return-templates';
import { GRIEVANCE_TEMPLATES } from './grievance-templates';
import { RECOVERY_TEMPLATES } from './recovery-templates';
import { HINDI_WORDING } from './wording-hi';
import { TAMIL_WORDING } from './wording-ta';

/**
 * The order messages, by template name. The same name is registered as a DLT template with
 * 2Factor and as a UTILITY template with WhatsApp; `text` is the English wording (DLT `{#var#}`
 * slots become `{n}` here) that the dev outbox renders, so a developer reads what a shopper would.
 * The Hindi and Tamil wordings are in wording-hi.ts and wording-ta.ts.
 */
export const ORDER_TEMPLATES = {
  order_placed: { params: 2, text: 'Hi {1}, thank you for your Kanmani order {2}. We will message you when it ships.' },
  cod_confirmation_request: {
    params: 2,
    text: 'Hi {1}, please confirm your cash on delivery order {2} so we can pack it: {link}',
  },
  order_confirmed: { params: 2, text: 'Hi {1}, your Kanmani order {2} is confirmed and will be packed soon.' },
  order_shipped: { params: 4, text: 'Hi {1}, your order {2} has shipped via {3}. AWB: {4}. Track it: {link}' },
  out_for_delivery: { params: 2, text: 'Hi {1}, your Kanmani order {2} is out for delivery today.' },
  order_delivered: { params: 2, text: 'Hi {1}, your Kanmani order {2} has been delivered. Thank you for shopping with us.' },
  order_cancelled: { params: 2, text: 'Hi {1}, your Kanmani order {2} has been cancelled.' },
  order_refunded: { params: 3, text: 'Hi {1}, we have refunded {3} for your Kanmani order {2}.' },
  // Issue 30: three days after delivery, once, on one channel (queue-order-messages.ts).
  review_request: { params: 2, text: 'Hi {1}, how is your Kanmani order {2}? Tell other shoppers what you think: {link}' },
} as const satisfies Record<string, { params: number; text: string }>;

export type OrderTemplateName = keyof typeof ORDER_TEMPLATES;

/** Every message the shop sends: the order's own, those of a return or exchange, a complaint's and the cart reminders. */
const ALL_TEMPLATES = { ...ORDER_TEMPLATES, ...RETURN_TEMPLATES, ...GRIEVANCE_TEMPLATES, ...RECOVERY_TEMPLATES };
export type MessageTemplateName = OrderTemplateName | ReturnTemplateName;
export type ShopperTemplateName = keyof typeof ALL_TEMPLATES;
/** How many parameters each template takes, in every language. */
export const TEMPLATE_PARAMS: Record<ShopperTemplateName, number> = Object.fromEntries(
  Object.entries(ALL_TEMPLATES).map(([name, t]) => [name, t.params]),
) as Record<ShopperTemplateName, number>;

const ENGLISH_WORDING = Object.fromEntries(Object.entries(ALL_TEMPLATES).map(([name, t]) => [name, t.text])) as Record<ShopperTemplateName, string>;

/** Each language's wording by template name (issue 31 item 7); English is the texts above, word for word. */
export const WORDING: Record<Locale, Record<ShopperTemplateName, string>> = { en: ENGLISH_WORDING, hi: HINDI_WORDING, ta: TAMIL_WORDING };

/** Fills a known template in `language`; an unknown name still shows its parameters so nothing is lost. */
export function renderText(template: string, params: readonly string[], link?: string, language: Locale = 'en'): string {
  const known = Object.hasOwn(WORDING[language], template) ? WORDING[language][template as ShopperTemplateName] : undefined;
  if (known === undefined) return [template, ...params, ...(link ? [link] : [])].join(' | ');
  return known.replace(/\{(\d+|link)\}/g, (_, slot: string) => (slot === 'link' ? (link ?? '') : (params[Number(slot) - 1] ?? '')));
}
