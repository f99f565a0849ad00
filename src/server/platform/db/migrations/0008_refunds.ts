/**
 * One charge per order: an attempt can be CLOSED when a newer one opens (at most one attempt of
 * an order is PENDING; older open ones are closed here first), and an attempt that a
 * gateway completes after the order was paid by another one is marked `duplicate` and refunded.
 * Refunds are kept one row per attempt and amount: the merchant refund id sent to the gateway is
 * derived from both, so a repeated request changes nothing.
 */
export default /* sql */ `
ALTER TABLE payments DROP CONSTRAINT payments_state_check;
ALTER TABLE payments ADD CONSTRAINT payments_state_check CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED', 'CLOSED'));
ALTER TABLE payments ADD COLUMN duplicate boolean NOT NULL DEFAULT false;
ALTER TABLE payments ADD COLUMN closed_at timestamptz;
UPDATE payments p SET state = 'CLOSED', closed_at = now()
  WHERE p.state = 'PENDING'
    AND EXISTS (SELECT 1 FROM payments q WHERE q.order_id = p.order_id AND q.attempt > p.attempt AND q.state = 'PENDING');
CREATE UNIQUE INDEX payments_one_open_attempt ON payments (order_id) WHERE state = 'PENDING';
CREATE TABLE refunds (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  payment_id text NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  gateway text NOT NULL,
  merchant_refund_id text NOT NULL UNIQUE,
  gateway_refund_id text,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  reason text NOT NULL CHECK (reason IN ('duplicatePayment', 'order')),
  state text NOT NULL DEFAULT 'NEW' CHECK (state IN ('NEW', 'PENDING', 'COMPLETED', 'FAILED')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT refunds_once UNIQUE (payment_id, amount_paise)
);
CREATE INDEX refunds_order_idx ON refunds (order_id, created_at);
`;
