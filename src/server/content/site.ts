import { getEntry } from 'astro:content';
import type { z } from 'astro/zod';
import type { SiteSchema, HomeSchema, FaqsSchema } from '../../content.config';

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

export function copyrightLine(site: SiteSettings, now = new Date()): string {
  return site.copyright.replace('{year}', String(now.getFullYear()));
}

export function headOfficeLines(site: SiteSettings): string[] {
  const o = site.headOffice;
  return [o.name, o.street, `${o.locality}, ${o.city} ${o.pincode}`, `${o.state}, ${o.country}`];
}
