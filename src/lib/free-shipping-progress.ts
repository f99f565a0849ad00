import { formatINR } from './money';
import { listed, tidy, type FreeShippingRule } from './free-shipping';
import { fill } from './i18n/fill';
import { PROMISE_WORDS_EN, type FreeShippingWords } from './i18n/messages/promises-en';

/**
 * The cart's line about the free-shipping rule (issue 29 item 4): how much more to add, or that
 * the order already ships free, with the conditions the cart cannot know yet (the state, the
 * payment method) said out loud, in the language of `words`. Null when the shop has no rule.
 */
export function freeShippingProgress(rule: FreeShippingRule | null, goodsPaise: number, words: FreeShippingWords = PROMISE_WORDS_EN): string | null {
  if (!rule) return null;
  const { text, tag } = words;
  const where = rule.states.length === 0 ? '' : fill(text['promise.progressTo'], { states: listed(rule.states, tag, 'disjunction') });
  const how = rule.payment === 'online' ? text['promise.progressOnline'] : '';
  const short = rule.minOrderPaise - goodsPaise;
  if (short > 0) return tidy(fill(text['promise.progressAdd'], { amount: formatINR(short), where, how }));
  return tidy(fill(text['promise.progressFree'], { where, how }));
}
