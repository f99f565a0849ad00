/**
 * Issue 29, items 1 to 3: discount codes. A code is kept in capitals, so the unique constraint
 * refuses 'first100' beside 'FIRST100' and a lookup of the upper-cased text finds either. Money in
 * paise; a percentage's value is whole percent. `used_count` is what the order transaction raises
 * with a conditional update, so a limited code never admits one use too many; discount_uses keeps
 * each use (which order, which customer) for the per-customer limit and the report. An order
 * keeps the code and the goods discount it was priced with, and each line its share of it.
 */
export default /* sql */ `
CREATE TABLE discount_codes (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code = upper(code) AND length(code) BETWEEN 3 AND 30),
  kind text NOT NULL CHECK (kind IN ('percent', 'flat', 'freeShipping')),
  value integer NOT NULL DEFAULT 0 CHECK (value >= 0),
  cap_paise integer CHECK (cap_paise > 0),
  min_order_paise integer NOT NULL DEFAULT 0 CHECK (min_order_paise >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  total_uses integer CHECK (total_uses > 0),
  uses_per_customer integer CHECK (uses_per_customer > 0),
  used_count integer NOT NULL DEFAULT 0,
  first_order_only boolean NOT NULL DEFAULT false,
  product_ids jsonb NOT NULL DEFAULT '[]',
  category_ids jsonb NOT NULL DEFAULT '[]',
  combines_with_offers boolean NOT NULL DEFAULT true,
  paused boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT discount_codes_window CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at),
  CONSTRAINT discount_codes_uses CHECK (total_uses IS NULL OR used_count <= total_uses)
);
CREATE TABLE discount_uses (
  id text PRIMARY KEY,
  code_id text NOT NULL REFERENCES discount_codes(id),
  order_id text NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customers(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discount_uses_customer_idx ON discount_uses (code_id, customer_id);
ALTER TABLE orders ADD COLUMN discount_code text;
ALTER TABLE orders ADD COLUMN discount_paise integer NOT NULL DEFAULT 0 CHECK (discount_paise >= 0);
ALTER TABLE order_items ADD COLUMN discount_paise integer NOT NULL DEFAULT 0 CHECK (discount_paise >= 0);
`;
