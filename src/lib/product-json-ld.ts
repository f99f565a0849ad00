import type { ProductDetail } from './catalog-types';

/**
 * schema.org Product JSON-LD for the product page: Offer (INR, price, availability), an
 * AggregateRating and a few Review items from the product's own published reviews. Organization, WebSite and BreadcrumbList live
 * in json-ld.ts.
 */
type Ld = Record<string, unknown>;

/** The most Review items the page describes: a sample, the AggregateRating carries the figures. */
export const LD_REVIEWS = 3;

/** Only the published reviews count, the same figures the page and the cards show; none means no rating. */
function aggregateRating(p: ProductDetail): Ld | undefined {
  if (p.averageRating === null || p.reviewCount === 0) return undefined;
  return { '@type': 'AggregateRating', ratingValue: p.averageRating, reviewCount: p.reviewCount, bestRating: 5, worstRating: 1 };
}

function reviewItems(p: ProductDetail): Ld[] {
  return p.ratings.slice(0, LD_REVIEWS).map((r) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: r.customerName },
    datePublished: r.createdAt.slice(0, 10),
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    ...(r.review ? { reviewBody: r.review } : {}),
  }));
}

export function productLd(p: ProductDetail, pageUrl: string, origin: string, brand: string): Ld {
  const images = (p.colorVariants[0]?.images ?? [p.image]).map((src) => new URL(src, origin).href);
  const inStock = p.colorVariants.some((c) => c.sizes.length > 0);
  const rating = aggregateRating(p);
  const reviews = rating ? reviewItems(p) : [];
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
    ...(reviews.length > 0 ? { review: reviews } : {}),
  };
}
