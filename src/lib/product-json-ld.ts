import type { ProductDetail } from './catalog-types';

/**
 * schema.org Product JSON-LD for the product page: Offer (INR, price, availability) and the
 * AggregateRating the page shows. Organization, WebSite and BreadcrumbList live in json-ld.ts.
 */
type Ld = Record<string, unknown>;

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
