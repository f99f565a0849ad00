import { deliverySettings } from '#server/delivery';
import { getRateTiers } from '#server/catalog';
import { returnWindowDays } from '#server/returns';
import { promiseTexts, type PromiseTexts, type ShopPromises } from '#lib/shop-promises';
import { promiseWords } from '#lib/i18n/promise-words';
import type { Locale } from '#lib/i18n/locales';

const range = (days: number[]) => (days.length === 0 ? null : { min: Math.min(...days), max: Math.max(...days) });

/**
 * The shop's promises from the settings checkout itself uses (delivery settings, the rate card,
 * the return window): read per render, so an edit shows on every page within a second or two.
 */
export async function shopPromises(): Promise<ShopPromises> {
  const [settings, tiers, returnDays] = await Promise.all([deliverySettings(), getRateTiers(), returnWindowDays()]);
  const first = tiers[0];
  const codZones = settings.zones.filter((z) => z.codAllowed);
  return {
    freeShipping: settings.freeShipping,
    codFeePaise: settings.codFeePaise,
    codOffered: codZones.length > 0,
    returnDays,
    prepaidDays: range(settings.zones.map((z) => z.prepaidDays)),
    codDays: range(codZones.map((z) => z.codDays)),
    lowestOnlinePaise: first ? first.onlinePaymentRatePaise : null,
    lowestCodPaise: first ? first.codRatePaise : null,
  };
}

/** The promises in `locale`'s words (English by default, as content written in English needs them). */
export async function shopPromiseTexts(locale: Locale = 'en'): Promise<PromiseTexts> {
  return promiseTexts(await shopPromises(), promiseWords(locale));
}
