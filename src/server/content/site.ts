import { getEntry } from 'astro:content';
import type { z } from 'astro/zod';
import type { SiteSchema, HomeSchema, FaqsSchema } from '../../content.config';
import type { Locale } from '#lib/i18n/locales';

export type SiteSettings = z.infer<typeof SiteSchema>;
export type HomeContent = z.infer<typeof HomeSchema>;
export type Faq = z.infer<typeof FaqsSchema>['faqs'][number];

const missing = (file: string) => new Error(`content/${file} is missing: restore it, the pages cannot render without it.`);

/** Store name, contacts, head office, social links and pixel ids from content/site.json. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const entry = await getEntry('site', 'site');
  if (!entry) throw missing('site.json');
  return entry.data;
}

/** Banners, reviews, Instagram videos and info cards from content/home.json. */
export async function getHomeContent(): Promise<HomeContent> {
  const entry = await getEntry('home', 'home');
  if (!entry) throw missing('home.json');
  return entry.data;
}

export async function getFaqs(): Promise<Faq[]> {
  const entry = await getEntry('faqs', 'faqs');
  if (!entry) throw missing('faqs.json');
  return entry.data.faqs;
}

/** The FAQ in the page's language (content/faqs/<hi|ta>.json), or the English one and `translated: false`. */
export async function getFaqsIn(locale: Locale): Promise<{ faqs: Faq[]; translated: boolean }> {
  const own = locale === 'en' ? undefined : await getEntry('faqTranslations', locale);
  return own ? { faqs: own.data.faqs, translated: true } : { faqs: await getFaqs(), translated: locale === 'en' };
}

export function headOfficeLines(site: SiteSettings): string[] {
  const o = site.headOffice;
  return [o.name, o.street, `${o.locality}, ${o.city} ${o.pincode}`, `${o.state}, ${o.country}`];
}

/** A text of a content file in the page's language, and whether it fell back to the English. */
export type ContentText = { text: string; english: boolean };

const pick = (translated: string | undefined, english: string, locale: Locale | undefined): ContentText =>
  locale && locale !== 'en' && translated ? { text: translated, english: false } : { text: english, english: !!locale && locale !== 'en' };

/** The footer's words of content/site.json in the page's language, each falling back to the English. */
export function siteWordsIn(site: SiteSettings, locale: Locale | undefined, now = new Date()) {
  const words = locale && locale !== 'en' ? site.translations?.[locale] : undefined;
  const copyright = pick(words?.copyright, site.copyright, locale);
  return {
    tagline: pick(words?.tagline, site.tagline, locale),
    supportHours: pick(words?.supportHours, site.supportHours, locale),
    policyLinks: site.policyLinks.map((l, i) => ({ href: l.href, label: pick(words?.policyLinks?.[i], l.label, locale) })),
    copyright: { ...copyright, text: copyright.text.replace('{year}', String(now.getFullYear())) },
  };
}

/** A home info card's title and text in the page's language, each falling back to the English. */
export function infoCardIn(card: HomeContent['infoCards'][number], locale: Locale | undefined): { title: ContentText; text: ContentText } {
  const words = locale && locale !== 'en' ? card.translations?.[locale] : undefined;
  return { title: pick(words?.title, card.title, locale), text: pick(words?.text, card.text, locale) };
}
