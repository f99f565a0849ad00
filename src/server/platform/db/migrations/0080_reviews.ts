/**
 * Issue 30: reviews from real buyers. A review belongs to one delivered order line (so to the
 * buyer, the product and the size bought), at most once; its photos are review media; a review
 * with text or photos waits for moderation, a star-only one publishes at once. The request
 * message sent after delivery is one row per order.
 */
export default /* sql */ `
CREATE TABLE reviews (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_item_id text NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
  customer_id text REFERENCES customers(id) ON DELETE SET NULL,
  reviewer_name text NOT NULL,
  size_name text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text,
  body text,
  fit text NOT NULL CHECK (fit IN ('small', 'true', 'large')),
  status text NOT NULL CHECK (status IN ('pending', 'published', 'rejected', 'hidden')),
  reject_reason text,
  decided_by text,
  decided_at timestamptz,
  reply text,
  reply_by text,
  replied_at timestamptz,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reviews_one_per_line UNIQUE (order_item_id)
);
CREATE INDEX reviews_product_idx ON reviews (product_id, status, created_at DESC);
CREATE INDEX reviews_pending_idx ON reviews (created_at) WHERE status = 'pending';
CREATE INDEX reviews_customer_idx ON reviews (customer_id);
CREATE TABLE review_media (
  id text PRIMARY KEY,
  review_id text NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  photo text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  position smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_media_review_idx ON review_media (review_id, position);
CREATE TABLE review_requests (
  order_id text PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  delivered_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  sent_at timestamptz,
  channel text,
  skipped_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
