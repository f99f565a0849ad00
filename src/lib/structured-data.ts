import type { ProductDetail } from './catalog-types';

/**
 * schema.org JSON-LD for the catalog pages (issue 3, SEO): Organization + WebSite with a
 * SearchAction on home, Product with Offer and AggregateRating on product pages, BreadcrumbList
 * on category and product pages. Pure: the caller passes absolute URLs.
 */
type Ld = Record<string, unknown>;

export type Crumb = { name: string; url: string };

export function breadcrumbList(crumbs: Crumb[]): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

export type OrganizationFacts = {
  name: string;
  url: string;
  logo: string;
  email: string;
  phone: string;
  sameAs: string[];
  address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string; addressCountry: string };
};

export function organization(o: OrganizationFacts): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    logo: o.logo,
    email: o.email,
    sameAs: o.sameAs,
    address: { '@type': 'PostalAddress', ...o.address },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: o.phone, email: o.email, areaServed: 'IN' },
  };
}

/** The search box Google may show under the shop's result: it lands on /categories?search=. */
export function webSite(name: string, origin: string): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/categories?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The rating the product page shows is the spec's fixed 4.8 from 600+ reviews. */
export const SHOWN_RATING = { value: 4.8, count: 600 } as const;

export function productLd(p: ProductDetail, pageUrl: string, origin: string, brand: string): Ld {
  const images = (p.colorVariants[0]?.images ?? [p.image]).map((src) => new URL(src, origin).href);
  const inStock = p.colorVariants.some((c) => c.sizes.length > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p._id,
    image: images,
    category: [p.categoryName, p.subCategoryName].filter(Boolean).join(' > '),
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'INR',
      price: p.price.toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: SHOWN_RATING.value,
      bestRating: 5,
      reviewCount: Math.max(SHOWN_RATING.count, p.ratings.length),
    },
  };
}
