import { formatINR } from '#lib/money';
import { shareByValue } from '#lib/discount-share';
import type { discountCodes } from '#server/platform/db/schema/index';

export type DiscountCode = typeof discountCodes.$inferSelect;

/** A cart line as a code judges it: its value after 'Buy N @ ₹X' offers, and whether an offer priced it. */
export type CodeLine = { productId: string; categoryId: string; valuePaise: number; underOffer: boolean };

/** What the shopper has done with codes and orders before; null when nobody is signed in yet. */
export type ShopperHistory = { usesOfCode: number; ordersPlaced: number } | null;

/** The saving a code gives a cart: goods discount shared over the lines (paise), or free shipping. */
export type CodeSaving = {
  codeId: string;
  code: string;
  kind: DiscountCode['kind'];
  discountPaise: number;
  lineShares: number[];
  freeShipping: boolean;
  /** what counting the use inside the order's transaction needs to judge again */
  use: { codeId: string; code: string; usesPerCustomer: number | null; firstOrderOnly: boolean };
};

export const CODE_REFUSALS = {
  unknown: 'This code does not exist. Check the spelling.',
  paused: 'This code is paused',
  notYet: 'This code is not active yet',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  usedByYou: 'You have already used this code',
  firstOrder: 'This code is for a first order only',
  products: 'This code is not for the products in your cart',
  offers: "This code does not combine with the 'Buy N' offers on your cart",
} as const;

export const needsMinimum = (paise: number) => `This code needs an order of ${formatINR(paise)} or more`;

const applies = (c: DiscountCode, l: CodeLine) =>
  (c.productIds.length === 0 && c.categoryIds.length === 0) || c.productIds.includes(l.productId) || c.categoryIds.includes(l.categoryId);

/**
 * Judges a code against a cart (issue 29 item 2): the first reason it cannot apply, in the words
 * the shopper reads, or its saving. A percentage is a whole percent of the lines it applies to,
 * rounded half up to the paisa and held to its cap; a flat amount never exceeds those lines.
 */
export function judgeCode(c: DiscountCode, lines: readonly CodeLine[], shopper: ShopperHistory, now: Date): { refusal: string } | CodeSaving {
  if (c.paused) return { refusal: CODE_REFUSALS.paused };
  if (c.startsAt && now < c.startsAt) return { refusal: CODE_REFUSALS.notYet };
  if (c.endsAt && now >= c.endsAt) return { refusal: CODE_REFUSALS.expired };
  if (c.totalUses !== null && c.usedCount >= c.totalUses) return { refusal: CODE_REFUSALS.usedUp };
  if (shopper && c.firstOrderOnly && shopper.ordersPlaced > 0) return { refusal: CODE_REFUSALS.firstOrder };
  if (shopper && c.usesPerCustomer !== null && shopper.usesOfCode >= c.usesPerCustomer) return { refusal: CODE_REFUSALS.usedByYou };
  const forCode = lines.map((l) => applies(c, l));
  const eligible = lines.map((l, i) => forCode[i]! && (c.combinesWithOffers || !l.underOffer));
  if (!eligible.some(Boolean)) return { refusal: forCode.some(Boolean) ? CODE_REFUSALS.offers : CODE_REFUSALS.products };
  const goodsPaise = lines.reduce((s, l) => s + l.valuePaise, 0);
  if (goodsPaise < c.minOrderPaise) return { refusal: needsMinimum(c.minOrderPaise) };
  const values = lines.map((l, i) => (eligible[i] ? l.valuePaise : 0));
  const base = values.reduce((s, v) => s + v, 0);
  let discountPaise = 0;
  if (c.kind === 'percent') {
    discountPaise = Math.floor((base * c.value * 2 + 100) / 200);
    if (c.capPaise !== null) discountPaise = Math.min(discountPaise, c.capPaise);
  } else if (c.kind === 'flat') discountPaise = Math.min(c.value, base);
  return {
    codeId: c.id,
    code: c.code,
    kind: c.kind,
    discountPaise,
    lineShares: shareByValue(values, discountPaise),
    freeShipping: c.kind === 'freeShipping',
    use: { codeId: c.id, code: c.code, usesPerCustomer: c.usesPerCustomer, firstOrderOnly: c.firstOrderOnly },
  };
}
