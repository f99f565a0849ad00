/**
 * The shop's promise sentences in English (lib/shop-promises.ts, lib/free-shipping.ts), apart
 * from Hindi and Tamil (messages/promises.ts): the checkout and cart islands word the free-shipping
 * rule with the templates their page hands them, English where none are handed.
 */
export const PROMISES_EN = {
  'promise.noFreeShipping': 'Shipping is charged on every order by its weight.',
  'promise.freeOnline': 'Free shipping on online payments{above} {where}.',
  'promise.freeEvery': 'Free shipping on every order{above} {where}.',
  'promise.freeAbove': ' of {amount} or more',
  'promise.freeAnywhere': 'anywhere in India',
  'promise.freeTo': 'to {states}',
  'promise.progressAdd': 'Add {amount} more for free shipping{where}{how}.',
  'promise.progressFree': 'You get free shipping{where}{how}.',
  'promise.progressTo': ' to {states}',
  'promise.progressOnline': ' when you pay online',
  'promise.codNone': 'Cash on delivery is not offered; please pay online.',
  'promise.codFee': 'Cash on delivery carries a charge of {fee} per order, shown as its own line before you pay.',
  'promise.codFree': 'Cash on delivery carries no extra charge beyond its shipping rate.',
  'promise.deliveryUnknown': 'Delivery times are shown at checkout for your PIN code.',
  'promise.deliveryBoth': 'Delivered in {online} working days when paid online and {cod} with cash on delivery (Sundays and holidays excepted).',
  'promise.delivery': 'Delivered in {online} working days (Sundays and holidays excepted).',
  'promise.ratesUnknown': 'Shipping is charged by weight and shown before you pay.',
  'promise.ratesBoth': 'Shipping by weight: from {online} paid online, from {cod} with cash on delivery.',
  'promise.rates': 'Shipping by weight: from {online}.',
  'promise.return_one': 'Exchange or return within {count} day of delivery.',
  'promise.return_other': 'Exchange or return within {count} days of delivery.',
} as const;

export type PromiseKey = keyof typeof PROMISES_EN;

/** What the cart island words the free-shipping rule with (lib/free-shipping.ts, lib/free-shipping-progress.ts). */
export const FREE_SHIPPING_KEYS = [
  'promise.noFreeShipping',
  'promise.freeOnline',
  'promise.freeEvery',
  'promise.freeAbove',
  'promise.freeAnywhere',
  'promise.freeTo',
  'promise.progressAdd',
  'promise.progressFree',
  'promise.progressTo',
  'promise.progressOnline',
] as const satisfies readonly PromiseKey[];
export type FreeShippingKey = (typeof FREE_SHIPPING_KEYS)[number];

/** A language's templates and its Intl tag (lists of states, plural of days). */
export type FreeShippingWords = { tag: string; text: Readonly<Record<FreeShippingKey, string>> };
export type PromiseWords = { tag: string; text: Readonly<Record<PromiseKey, string>> };

export const PROMISE_WORDS_EN: PromiseWords = { tag: 'en-IN', text: PROMISES_EN };
