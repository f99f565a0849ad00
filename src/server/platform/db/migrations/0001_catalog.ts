/** The catalog: what the shop sells and how it is shown. Money in paise, weights in grams. */
export default /* sql */ `
CREATE TABLE categories (
  id text PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  image text NOT NULL,
  product_slug text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE subcategories (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES categories(id),
  name text NOT NULL,
  slug text NOT NULL,
  image text NOT NULL,
  product_slug text,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (category_id, slug)
);
CREATE TABLE products (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  type smallint NOT NULL CHECK (type IN (1, 2)),
  badge text,
  category_id text NOT NULL REFERENCES categories(id),
  subcategory_id text REFERENCES subcategories(id),
  description text NOT NULL,
  size_chart_image text,
  youtube_url text,
  youtube_thumb text,
  specifications jsonb NOT NULL DEFAULT '[]',
  weight_grams integer NOT NULL CHECK (weight_grams >= 0),
  search_text text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX products_subcategory_idx ON products (subcategory_id);
CREATE TABLE product_offers (
  id serial PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  offer_price_paise integer NOT NULL CHECK (offer_price_paise >= 0),
  is_visible boolean NOT NULL DEFAULT true
);
CREATE INDEX product_offers_product_idx ON product_offers (product_id);
CREATE TABLE color_variants (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name text NOT NULL,
  color_code text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX color_variants_product_idx ON color_variants (product_id);
CREATE TABLE sizes (
  id text PRIMARY KEY,
  color_variant_id text NOT NULL REFERENCES color_variants(id) ON DELETE CASCADE,
  name text NOT NULL,
  price_paise integer NOT NULL CHECK (price_paise >= 0),
  striked_price_paise integer NOT NULL CHECK (striked_price_paise >= 0),
  weight_grams integer NOT NULL CHECK (weight_grams >= 0),
  offers jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX sizes_variant_idx ON sizes (color_variant_id);
CREATE TABLE ratings (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_name text NOT NULL DEFAULT 'Anonymous',
  rating smallint NOT NULL DEFAULT 5 CHECK (rating BETWEEN 1 AND 5),
  review text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ratings_product_idx ON ratings (product_id);
CREATE TABLE collections (
  id text PRIMARY KEY,
  label text NOT NULL,
  img text NOT NULL,
  slug text NOT NULL,
  product_id text REFERENCES products(id),
  style text,
  hover text,
  object_pos text,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE menu_items (
  id text PRIMARY KEY,
  menu text NOT NULL,
  path text NOT NULL,
  slug text,
  category_id text REFERENCES categories(id),
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE menu_sub_items (
  id text PRIMARY KEY,
  menu_item_id text NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
  name text NOT NULL,
  product_id text NOT NULL REFERENCES products(id),
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE shipping_rate_tiers (
  id serial PRIMARY KEY,
  weight_in_grams integer NOT NULL UNIQUE CHECK (weight_in_grams > 0),
  online_payment_rate_paise integer NOT NULL CHECK (online_payment_rate_paise >= 0),
  cod_rate_paise integer NOT NULL CHECK (cod_rate_paise >= 0)
);
`;
