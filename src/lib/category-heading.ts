/**
 * The category page heading (spec section 2): the category name, or 'category - subcategory'
 * when a subcategory is chosen, falling back to 'Category' when the name is unknown.
 */
export function categoryHeading(categoryName?: string | null, subcategoryName?: string | null): string {
  const name = categoryName?.trim() || 'Category';
  const sub = subcategoryName?.trim();
  return sub ? `${name} - ${sub}` : name;
}
