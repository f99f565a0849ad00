/**
 * Offers were stored twice: a size's own in `sizes.offers` (jsonb) and the product's defaults in
 * `product_offers`. They now all live in `product_offers`, a size's own rows carrying its id, so
 * one query and one rule read them. Order lines also keep the id of the size they bought; lines
 * of earlier orders get it where the colour still has exactly one size of that name.
 */
export default /* sql */ `
ALTER TABLE product_offers ADD COLUMN size_id text REFERENCES sizes(id) ON DELETE CASCADE;
CREATE INDEX product_offers_size_idx ON product_offers (size_id);
INSERT INTO product_offers (product_id, size_id, quantity, offer_price_paise, is_visible)
  SELECT v.product_id, s.id, (o.offer ->> 'quantity')::integer, (o.offer ->> 'offerPricePaise')::integer,
         coalesce((o.offer ->> 'isVisible')::boolean, true)
  FROM sizes s
  JOIN color_variants v ON v.id = s.color_variant_id
  CROSS JOIN LATERAL jsonb_array_elements(s.offers) WITH ORDINALITY AS o(offer, n)
  ORDER BY s.id, o.n;
ALTER TABLE sizes DROP COLUMN offers;
ALTER TABLE order_items ADD COLUMN size_id text;
UPDATE order_items i SET size_id = s.id
  FROM sizes s
  WHERE s.color_variant_id = i.color_variant_id AND s.name = i.size_name
    AND (SELECT count(*) FROM sizes t WHERE t.color_variant_id = i.color_variant_id AND t.name = i.size_name) = 1;
`;
