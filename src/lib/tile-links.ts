import type { CategoryTile, Collection, Subcategory } from './catalog-types';

/**
 * The spec's tile link rules (section 2), in one place so the home page, the category strip and
 * the pickers agree.
 */

/** Category tile: with sub-categories -> its category page, else the product it stands for. */
export function categoryTileHref(tile: CategoryTile): string {
  if (tile.isSubcategoryPresent || !tile.productSlug) return `/categories/${tile.categorySlug}`;
  return `/product/${tile.productSlug}`;
}

/**
 * Subcategory: the spec sends the shopper to the product the entry stands for; an entry without
 * one falls back to its product grid rather than a dead link.
 */
export function subcategoryHref(categorySlug: string, sub: Subcategory): string {
  return sub.productSlug ? `/product/${sub.productSlug}` : `/categories/${categorySlug}/${sub.slug}`;
}

/** Collection tile: with productId -> /product/{slug}, else /categories/{slug}. */
export function collectionHref(c: Collection): string {
  return c.productId ? `/product/${c.slug}` : `/categories/${c.slug}`;
}
