/**
 * Guards against one customer's concurrent writes. Concurrent saves could leave several current
 * addresses, so the newest current one of each customer is kept before the partial unique index
 * makes a second one impossible. Orders remember a hash of the body their Idempotency-Key came
 * with (old orders have none and replay as before), and open cash-on-delivery orders are
 * counted per customer through a small partial index.
 */
export default /* sql */ `
UPDATE addresses SET is_current = false
WHERE is_current AND id NOT IN (
  SELECT DISTINCT ON (customer_id) id FROM addresses WHERE is_current ORDER BY customer_id, created_at DESC, id DESC
);
CREATE UNIQUE INDEX addresses_one_current ON addresses (customer_id) WHERE is_current;
ALTER TABLE orders ADD COLUMN request_hash text;
CREATE INDEX orders_open_cod_idx ON orders (customer_id) WHERE payment_method = 1 AND status = 1;
`;
