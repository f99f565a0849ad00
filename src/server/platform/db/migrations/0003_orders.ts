/**
 * Addresses, orders and their items, and payment attempts with the gateway messages about them.
 * Money in paise, weights in grams. Orders keep snapshots (customer, address, item display data)
 * so an order still reads as bought after the catalog or the address book changes.
 */
export default /* sql */ `
CREATE TABLE addresses (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  contact_person text NOT NULL,
  door_no text NOT NULL,
  address text NOT NULL,
  landmark text,
  city text NOT NULL,
  district text NOT NULL,
  state text NOT NULL,
  pincode text NOT NULL CHECK (pincode ~ '^[0-9]{6}$'),
  country text NOT NULL DEFAULT 'India',
  mobile text CHECK (mobile IS NULL OR mobile ~ '^[0-9]{10}$'),
  is_current boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_customer_idx ON addresses (customer_id, created_at);
CREATE TABLE orders (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers(id),
  idempotency_key text,
  status smallint NOT NULL DEFAULT 1,
  payment_method smallint NOT NULL CHECK (payment_method IN (1, 2)),
  payment_status smallint NOT NULL,
  subtotal_paise integer NOT NULL CHECK (subtotal_paise >= 0),
  shipping_paise integer NOT NULL CHECK (shipping_paise >= 0),
  total_paise integer NOT NULL CHECK (total_paise >= 0),
  total_weight_grams integer NOT NULL CHECK (total_weight_grams >= 0),
  customer_name text NOT NULL,
  customer_mobile text NOT NULL,
  address_id text REFERENCES addresses(id) ON DELETE SET NULL,
  shipping_address jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_idempotency_unique UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX orders_customer_idx ON orders (customer_id, created_at);
CREATE TABLE order_items (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id text NOT NULL,
  color_variant_id text NOT NULL,
  size_name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_paise integer NOT NULL CHECK (unit_price_paise >= 0),
  line_total_paise integer NOT NULL CHECK (line_total_paise >= 0),
  product_name text NOT NULL,
  product_slug text NOT NULL,
  category_name text NOT NULL,
  image text NOT NULL,
  color_name text NOT NULL,
  color_code text NOT NULL,
  weight_grams integer NOT NULL CHECK (weight_grams >= 0)
);
CREATE INDEX order_items_order_idx ON order_items (order_id, position);
CREATE TABLE payments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  gateway text NOT NULL,
  merchant_order_id text NOT NULL UNIQUE,
  gateway_order_id text,
  transaction_id text,
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED')),
  redirect_url text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_attempt_unique UNIQUE (order_id, attempt)
);
CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  payment_id text NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('callback', 'status')),
  state text NOT NULL,
  payload_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_events_once UNIQUE (payment_id, source, payload_hash)
);
`;
