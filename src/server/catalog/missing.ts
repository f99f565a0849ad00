import { notFound, type DomainError } from '#server/platform/errors';

/** What the catalog API answers (404) when a shopper asks for something the shop does not have. */
export const missing = {
  category: (slug: string): DomainError => notFound(`No category is called "${slug}". See /api/web/category/list for the categories we have.`),
  subcategory: (categoryName: string, sub: string): DomainError => notFound(`The category "${categoryName}" has no subcategory "${sub}".`),
  productSlug: (slug: string): DomainError => notFound(`No product has the slug "${slug}". It may have been removed; try searching the shop.`),
  productId: (id: string): DomainError => notFound(`No product has the id "${id}". It may have been removed; try searching the shop.`),
};
