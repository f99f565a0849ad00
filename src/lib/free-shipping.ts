import { formatINR } from './money';
import { PAYMENT_METHOD, type PaymentMethod } from './shipping';
import { fill } from './i18n/fill';
import { PROMISE_WORDS_EN, type FreeShippingWords } from './i18n/messages/promises-en';

/**
 * The merchant's free-shipping promise (issue 32): which states, which payment method, above
 * which order value. Checkout, order/create, 'Pay now and save', the product page, the cart and
 * the policy pages all read this one rule, so what the shop promises is what it charges. Plain
 * code without zod, so the checkout island can run it (the settings schema validates it).
 */
export type FreeShippingRule = {
  /** State names as the addresses carry them ('Tamil Nadu'); empty for all of India. */
  states: string[];
  /** 'online': only orders paid online ship free; 'any': cash on delivery too. */
  payment: 'online' | 'any';
  /** The goods' value (after offers) from which shipping is free; 0 for every order. */
  minOrderPaise: number;
};

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether an order ships free under the rule (none: never). */
export function shipsFree(
  rule: FreeShippingRule | null,
  order: { state: string | null | undefined; method: PaymentMethod; goodsPaise: number },
): boolean {
  if (!rule) return false;
  if (rule.payment === 'online' && order.method !== PAYMENT_METHOD.ONLINE) return false;
  if (order.goodsPaise < rule.minOrderPaise) return false;
  if (rule.states.length === 0) return true;
  const state = order.state;
  return !!state && rule.states.some((s) => sameState(s, state));
}

/**
 * States as a list: English keeps its own ('A, B and C', or with 'or'); other languages join the
 * names by Intl.ListFormat.
 */
export function listed(names: readonly string[], tag: string, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  if (tag !== 'en-IN') return new Intl.ListFormat(tag, { type }).format(names);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${type === 'conjunction' ? 'and' : 'or'} ${names.at(-1)}`;
}

/** A filled template without the gaps an empty part leaves (a Hindi or Tamil sentence may start with one). */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The rule in one sentence, as every page prints it: 'Free shipping on online payments to Tamil
 * Nadu.', 'Free shipping on every order of ₹999 or more anywhere in India.'
 */
export function freeShippingSentence(rule: FreeShippingRule | null, words: FreeShippingWords = PROMISE_WORDS_EN): string {
  const { text, tag } = words;
  if (!rule) return text['promise.noFreeShipping'];
  const above = rule.minOrderPaise > 0 ? fill(text['promise.freeAbove'], { amount: formatINR(rule.minOrderPaise) }) : '';
  const where = rule.states.length === 0 ? text['promise.freeAnywhere'] : fill(text['promise.freeTo'], { states: listed(rule.states, tag) });
  return tidy(fill(text[rule.payment === 'online' ? 'promise.freeOnline' : 'promise.freeEvery'], { above, where }));
}
