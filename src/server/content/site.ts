import { getEntry } from 'astro:content';
import type { z } from 'astro/zod';
import type { SiteSchema, HomeSchema, FaqsSchema } from '../../content.config';

export type SiteSettings = z.infer<typeof SiteSchema>;
export type HomeContent = z.infer<typeof HomeSchema>;
export type Faq = z.infer<typeof FaqsSchema>['faqs'][number];

async function required<T>(collection: 'site' | 'home' | 'faqs', id: string): Promise<T> {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`content/${id}.json is missing: the ${collection} collection needs it.`);
  return entry.data as T;
}

/** Store name, contacts, head office, social links and pixel ids from content/site.json. */
export const getSiteSettings = () => required<SiteSettings>('site', 'site');
/** Banners, reviews, Instagram videos and info cards from content/home.json. */
export const getHomeContent = () => required<HomeContent>('home', 'home');
export const getFaqs = async () => (await required<z.infer<typeof FaqsSchema>>('faqs', 'faqs')).faqs;

export function copyrightLine(site: SiteSettings, now = new Date()): string {
  return site.copyright.replace('{year}', String(now.getFullYear()));
}

export function headOfficeLines(site: SiteSettings): string[] {
  const o = site.headOffice;
  return [o.name, o.street, `${o.locality}, ${o.city} ${o.pincode}`, `${o.state}, ${o.country}`];
}
