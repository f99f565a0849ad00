import type { ProductDetail } from './catalog-types';

/**
 * schema.org Product JSON-LD for the product page: Offer (INR, price, availability) and an
 * AggregateRating from the product's own reviews. Organization, WebSite and BreadcrumbList live
 * in json-ld.ts.
 */
type Ld = Record<string, unknown>;

/**
 * Search engines treat ratings that no review backs as spam, so the page's fixed '4.8 (600+)'
 * never enters the data: only the reviews shoppers wrote count, and none means no rating.
 */
function aggregateRating(ratings: ProductDetail['ratings']): Ld | undefined {
  if (ratings.length === 0) return undefined;
  const mean = ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length;
  return { '@type': 'AggregateRating', ratingValue: Math.round(mean * 10) / 10, reviewCount: ratings.length, bestRating: 5, worstRating: 1 };
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
