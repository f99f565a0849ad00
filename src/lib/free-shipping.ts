import { formatINR } from './money';
import { PAYMENT_METHOD, type PaymentMethod } from './shipping';

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

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The rule in one sentence, as every page prints it: 'Free shipping on online payments to Tamil
 * Nadu.', 'Free shipping on every order of ₹999 or more anywhere in India.'
 */
export function freeShippingSentence(rule: FreeShippingRule | null): string {
  if (!rule) return 'Shipping is charged on every order by its weight.';
  const how = rule.payment === 'online' ? 'on online payments' : 'on every order';
  const above = rule.minOrderPaise > 0 ? ` of ${formatINR(rule.minOrderPaise)} or more` : '';
  const where = rule.states.length === 0 ? 'anywhere in India' : `to ${listed(rule.states)}`;
  return `Free shipping ${how}${above} ${where}.`;
}
