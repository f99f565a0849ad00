import { PINCODE_PATTERN } from '#lib/validation/pincode';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Everything content staff edit lives in content/ (outside src) and is checked here: a file that
 * does not match its schema fails the build with Astro's error naming the collection, the entry
 * and the file.
 */
const link = z.object({ label: z.string().min(1), href: z.string().startsWith('/') });
const url = z.url({ protocol: /^https?$/ });
const localOrHttp = z.string().regex(/^(\/|https?:\/\/)/, 'must be a root-relative path or an http(s) URL');

/** A content file's words in Hindi or Tamil; whatever is left out shows in English (issue 31 item 4). */
const inLanguages = <T extends z.ZodType>(words: T) => z.object({ hi: words.optional(), ta: words.optional() }).optional();

const SiteWordsSchema = z.object({
  tagline: z.string().min(1).optional(),
  supportHours: z.string().min(1).optional(),
  /** the policy links' labels, in the order of `policyLinks` */
  policyLinks: z.array(z.string().min(1)).optional(),
  copyright: z.string().min(1).optional(),
});

export const SiteSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  supportEmail: z.email(),
  supportPhone: z.string().regex(/^\+?[\d ]{10,16}$/, 'must be a phone number'),
  whatsapp: z.string().optional(),
  supportHours: z.string().min(1),
  headOffice: z.object({
    name: z.string().min(1),
    street: z.string().min(1),
    locality: z.string().min(1),
    city: z.string().min(1),
    state: z.string().min(1),
    pincode: z.string().regex(PINCODE_PATTERN, 'must be a 6-digit PIN code'),
    country: z.string().min(1),
  }),
  social: z.array(z.object({ label: z.string().min(1), url })),
  policyLinks: z.array(link),
  /** `{year}` is replaced with the current year. */
  copyright: z.string().min(1),
  translations: inLanguages(SiteWordsSchema),
  pixels: z.object({
    metaPixelId: z.string().regex(/^(\d{5,20})?$/, 'must be empty or a numeric pixel id'),
    /** Per-product pixel ids keyed by category or product slug (spec section 7). */
    categoryPixelIds: z.record(z.string(), z.string().regex(/^\d{5,20}$/)),
  }),
});

export const HomeSchema = z.object({
  heroBanners: z
    .array(z.object({ alt: z.string().min(1), desktop: localOrHttp, mobile: localOrHttp, href: z.string().startsWith('/') }))
    .length(2),
  reviews: z
    .array(
      z.object({
        name: z.string().min(1),
        review: z.string().min(1),
        date: z.string().min(1),
        stars: z.number().int().min(1).max(5),
        google: z.boolean(),
      }),
    )
    .length(6),
  reviewsLink: url,
  instagram: z.object({
    handle: z.string().min(1),
    followUrl: url,
    videos: z
      .array(z.object({ caption: z.string().min(1), poster: localOrHttp, url, video: localOrHttp.optional() }))
      .length(6),
  }),
  infoCards: z
    .array(
      z.object({
        icon: z.enum(['truck', 'shield', 'phone', 'headset']),
        title: z.string().min(1),
        text: z.string().min(1),
        href: z.string().startsWith('/').optional(),
        translations: inLanguages(z.object({ title: z.string().min(1).optional(), text: z.string().min(1).optional() })),
      }),
    )
    .length(4),
});

export const FaqsSchema = z.object({
  faqs: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});

const site = defineCollection({ loader: glob({ base: './content', pattern: 'site.json' }), schema: SiteSchema });
const home = defineCollection({ loader: glob({ base: './content', pattern: 'home.json' }), schema: HomeSchema });
const faqs = defineCollection({ loader: glob({ base: './content', pattern: 'faqs.json' }), schema: FaqsSchema });

const policies = defineCollection({
  loader: glob({ base: './content/policies', pattern: '*.mdx' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    updated: z.coerce.date(),
  }),
});

/**
 * Hindi and Tamil versions of a policy (issue 31 item 4): content/policies/hi/<slug>.mdx and
 * content/policies/ta/<slug>.mdx, ids 'hi/<slug>' and 'ta/<slug>'. A page without one shows the
 * English text with a note. Their own collection, so the English list (sitemap) stays as it is.
 */
const policyTranslations = defineCollection({
  loader: glob({ base: './content/policies', pattern: '{hi,ta}/*.mdx' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    updated: z.coerce.date(),
  }),
});

const blog = defineCollection({
  loader: glob({ base: './content/blog', pattern: '*.mdx' }),
  schema: z.object({
    title: z.string().min(1),
    excerpt: z.string().min(1),
    date: z.coerce.date(),
    readTime: z.string().regex(/^\d+ min read$/, "must look like '4 min read'"),
  }),
});

/** Hindi and Tamil blog posts (issue 31 item 4): content/blog/<hi|ta>/<slug>.mdx, ids '<lang>/<slug>'; without one the English post shows with a note. */
const blogTranslations = defineCollection({
  loader: glob({ base: './content/blog', pattern: '{hi,ta}/*.mdx' }),
  schema: z.object({
    title: z.string().min(1),
    excerpt: z.string().min(1),
    date: z.coerce.date(),
    readTime: z.string().min(1),
  }),
});

/** The FAQ in Hindi or Tamil: content/faqs/<hi|ta>.json, the English file's shape; without one the English shows with a note. */
const faqTranslations = defineCollection({ loader: glob({ base: './content/faqs', pattern: '{hi,ta}.json' }), schema: FaqsSchema });

export const collections = { site, home, faqs, policies, policyTranslations, blog, blogTranslations, faqTranslations };
