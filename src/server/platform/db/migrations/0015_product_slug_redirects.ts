/**
 * Old product slugs that still lead somewhere: when the merchant renames a product's slug the
 * old address answers 301 to the new one, so shared links, search results and bookmarks keep
 * working. A slug taken by another product later stops redirecting (the product owns it now).
 */
export default /* sql */ `
CREATE TABLE product_slug_redirects (
  old_slug text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_slug_redirects_product_idx ON product_slug_redirects (product_id);
`;
