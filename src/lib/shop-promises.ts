import { formatINR } from './money';
import { freeShippingSentence, type FreeShippingRule } from './free-shipping';

/**
 * Every promise the shop's pages make about money and time, as the merchant set it: the product
 * page, the cart, the policy pages, the FAQ, the home cards and checkout read these figures (issue
 * 32), so no page can promise what another contradicts or checkout does not do.
 */
export type ShopPromises = {
  freeShipping: FreeShippingRule | null;
  /** the cash-on-delivery charge per order; null for none */
  codFeePaise: number | null;
  /** whether any zone takes cash on delivery */
  codOffered: boolean;
  returnDays: number;
  /** working days after the order, over the merchant's zones; null when no zone delivers */
  prepaidDays: { min: number; max: number } | null;
  codDays: { min: number; max: number } | null;
  /** the rate card's lowest shipping charges (its first tier); null without a rate card */
  lowestOnlinePaise: number | null;
  lowestCodPaise: number | null;
};

const span = (d: { min: number; max: number }) => (d.min === d.max ? `${d.min}` : `${d.min}–${d.max}`);

/** The sentences the pages print; `{name}` in a content text is replaced by the one named so. */
export type PromiseTexts = {
  freeShipping: string;
  codCharge: string;
  returnWindow: string;
  returnDays: string;
  deliveryTimes: string;
  shippingRates: string;
};

export function promiseTexts(p: ShopPromises): PromiseTexts {
  const codCharge = !p.codOffered
    ? 'Cash on delivery is not offered; please pay online.'
    : p.codFeePaise
      ? `Cash on delivery carries a charge of ${formatINR(p.codFeePaise)} per order, shown as its own line before you pay.`
      : 'Cash on delivery carries no extra charge beyond its shipping rate.';
  const deliveryTimes = !p.prepaidDays
    ? 'Delivery times are shown at checkout for your PIN code.'
    : p.codOffered && p.codDays
      ? `Delivered in ${span(p.prepaidDays)} working days when paid online and ${span(p.codDays)} with cash on delivery (Sundays and holidays excepted).`
      : `Delivered in ${span(p.prepaidDays)} working days (Sundays and holidays excepted).`;
  const shippingRates =
    p.lowestOnlinePaise === null
      ? 'Shipping is charged by weight and shown before you pay.'
      : p.codOffered && p.lowestCodPaise !== null
        ? `Shipping by weight: from ${formatINR(p.lowestOnlinePaise)} paid online, from ${formatINR(p.lowestCodPaise)} with cash on delivery.`
        : `Shipping by weight: from ${formatINR(p.lowestOnlinePaise)}.`;
  return {
    freeShipping: freeShippingSentence(p.freeShipping),
    codCharge,
    returnWindow: `Exchange or return within ${p.returnDays} ${p.returnDays === 1 ? 'day' : 'days'} of delivery.`,
    returnDays: String(p.returnDays),
    deliveryTimes,
    shippingRates,
  };
}

/** A content text with its `{freeShipping}`-style names replaced; an unknown name stays as written. */
export function fillPromises(text: string, texts: PromiseTexts): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(texts, name) ? texts[name as keyof PromiseTexts] : whole));
}
