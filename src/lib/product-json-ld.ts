import type { ProductDetail } from './catalog-types';
import { reviewSummary } from './review-summary';

/**
 * schema.org Product JSON-LD for the product page: Offer (INR, price, availability) and an
 * AggregateRating from the product's own reviews. Organization, WebSite and BreadcrumbList live
 * in json-ld.ts.
 */
type Ld = Record<string, unknown>;

/** Only the published reviews count, the same figures the page shows; none means no rating. */
function aggregateRating(ratings: ProductDetail['ratings']): Ld | undefined {
  const summary = reviewSummary(ratings);
  if (!summary) return undefined;
  return { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1 };
}

export function productLd(p: ProductDetail, pageUrl: string, origin: string, brand: string): Ld {
  const images = (p.colorVariants[0]?.images ?? [p.image]).map((src) => new URL(src, origin).href);
  const inStock = p.colorVariants.some((c) => c.sizes.length > 0);
  const rating = aggregateRating(p.ratings);
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
    ...(rating ? { aggregateRating: rating } : {}),
  };
}
