/**
 * The life of an order: one row per change of its status or payment status (written by the
 * transition module in the same transaction as the change), and rows for things staff must
 * see that change no status, such as a duplicate payment refunded. Rows are only ever added.
 */
export default /* sql */ `
CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind text NOT NULL,
  from_status smallint,
  to_status smallint,
  from_payment_status smallint,
  to_payment_status smallint,
  actor_kind text NOT NULL CHECK (actor_kind IN ('customer', 'staff', 'system', 'gateway')),
  actor_id text,
  note text,
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);
`;
