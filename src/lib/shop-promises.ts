import { formatINR } from './money';
import { freeShippingSentence, type FreeShippingRule } from './free-shipping';
import { fill } from './i18n/fill';
import { PROMISE_WORDS_EN, type PromiseWords } from './i18n/messages/promises-en';

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

/** The sentences in the language of `words` (the page's: pages pass messages/promises.ts's templates; English by default). */
export function promiseTexts(p: ShopPromises, words: PromiseWords = PROMISE_WORDS_EN): PromiseTexts {
  const { text, tag } = words;
  const codCharge = !p.codOffered
    ? text['promise.codNone']
    : p.codFeePaise
      ? fill(text['promise.codFee'], { fee: formatINR(p.codFeePaise) })
      : text['promise.codFree'];
  const deliveryTimes = !p.prepaidDays
    ? text['promise.deliveryUnknown']
    : p.codOffered && p.codDays
      ? fill(text['promise.deliveryBoth'], { online: span(p.prepaidDays), cod: span(p.codDays) })
      : fill(text['promise.delivery'], { online: span(p.prepaidDays) });
  const shippingRates =
    p.lowestOnlinePaise === null
      ? text['promise.ratesUnknown']
      : p.codOffered && p.lowestCodPaise !== null
        ? fill(text['promise.ratesBoth'], { online: formatINR(p.lowestOnlinePaise), cod: formatINR(p.lowestCodPaise) })
        : fill(text['promise.rates'], { online: formatINR(p.lowestOnlinePaise) });
  const days = new Intl.PluralRules(tag).select(p.returnDays) === 'one' ? 'promise.return_one' : 'promise.return_other';
  return {
    freeShipping: freeShippingSentence(p.freeShipping, words),
    codCharge,
    returnWindow: fill(text[days], { count: p.returnDays }),
    returnDays: String(p.returnDays),
    deliveryTimes,
    shippingRates,
  };
}

/** A content text with its `{freeShipping}`-style names replaced; an unknown name stays as written. */
export function fillPromises(text: string, texts: PromiseTexts): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(texts, name) ? texts[name as keyof PromiseTexts] : whole));
}
