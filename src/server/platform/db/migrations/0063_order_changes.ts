/**
 * Issue 28, item 7: changing an order before it ships and goodwill refunds. An order may now be
 * refunded more than once the same amount (a quantity cut twice, two goodwill refunds of ₹100),
 * so a refund's idempotency rests on its merchant refund id alone (still unique), no longer on
 * the payment and amount. A goodwill refund keeps its amount, reason, credit note and how the
 * money went back: the gateway refund of an online order, or the transfer reference of a
 * cash-on-delivery one (the money ledger counts these for COD orders).
 */
export default /* sql */ `
ALTER TABLE refunds DROP CONSTRAINT refunds_once;
CREATE TABLE goodwill_refunds (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  reason text NOT NULL,
  credit_note_id text REFERENCES credit_notes(id),
  refund_id text REFERENCES refunds(id),
  payout_reference text,
  staff_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX goodwill_refunds_order_idx ON goodwill_refunds (order_id, created_at);
`;
