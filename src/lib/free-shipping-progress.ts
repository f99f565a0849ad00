import { formatINR } from './money';
import type { FreeShippingRule } from './free-shipping';

/**
 * The cart's line about the free-shipping rule (issue 29 item 4): how much more to add, or that
 * the order already ships free, with the conditions the cart cannot know yet (the state, the
 * payment method) said out loud. Null when the shop has no rule.
 */
export function freeShippingProgress(rule: FreeShippingRule | null, goodsPaise: number): string | null {
  if (!rule) return null;
  const where = rule.states.length === 0 ? '' : ` to ${listed(rule.states)}`;
  const how = rule.payment === 'online' ? ' when you pay online' : '';
  const short = rule.minOrderPaise - goodsPaise;
  if (short > 0) return `Add ${formatINR(short)} more for free shipping${where}${how}.`;
  return `You get free shipping${where}${how}.`;
}

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
