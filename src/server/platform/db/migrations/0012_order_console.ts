/**
 * What the merchant console needs for orders: one shipment per shipped order (courier, AWB and
 * tracking link, shipped and delivered times), staff notes on orders (only ever added), and the
 * indexes the order queue filters and sorts by (newest first, optionally within one status,
 * payment method or payment status; search by mobile number, name or the 5-character number).
 */
export default /* sql */ `
CREATE TABLE shipments (
  order_id text PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  courier text NOT NULL,
  awb text NOT NULL CHECK (awb ~ '^[A-Za-z0-9]{8,20}$'),
  tracking_url text NOT NULL CHECK (tracking_url LIKE 'https://%'),
  shipped_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  shipped_by text
);
CREATE TABLE order_notes (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  staff_id text NOT NULL,
  staff_name text NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_notes_order_idx ON order_notes (order_id, id);
CREATE INDEX orders_queue_idx ON orders (created_at DESC, id DESC);
CREATE INDEX orders_queue_status_idx ON orders (status, created_at DESC, id DESC);
CREATE INDEX orders_queue_method_idx ON orders (payment_method, payment_status, created_at DESC, id DESC);
CREATE INDEX orders_queue_payment_idx ON orders (payment_status, created_at DESC, id DESC);
CREATE INDEX orders_mobile_idx ON orders (customer_mobile);
CREATE INDEX orders_number_idx ON orders (right(id, 5));
CREATE INDEX orders_name_idx ON orders USING gin (to_tsvector('simple', customer_name));
`;
