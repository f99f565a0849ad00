/**
 * Issue 29, item 5: abandoned-checkout recovery. The signed-in shopper's cart is kept on the
 * server (one row per customer, the browser's lines as they were last synced); each time a
 * shopper reaches /shipping with no sequence running, a recovery row starts one: at most one
 * reminder an hour later and, if the merchant wants, a second with a code a day after that. The
 * row also records what came of it (restored, ordered) for the weekly report. The merchant's
 * choices are one settings row, as the delivery settings are.
 */
export default /* sql */ `
CREATE TABLE saved_carts (
  customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE checkout_recoveries (
  id bigserial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  reached_at timestamptz NOT NULL,
  lines jsonb NOT NULL,
  first_sent_at timestamptz,
  second_sent_at timestamptz,
  channel text,
  restored_at timestamptz,
  order_id text,
  order_paise bigint,
  ordered_at timestamptz,
  ended_at timestamptz,
  end_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX checkout_recoveries_open_key ON checkout_recoveries (customer_id) WHERE ended_at IS NULL;
CREATE INDEX checkout_recoveries_sent_idx ON checkout_recoveries (first_sent_at) WHERE first_sent_at IS NOT NULL;
CREATE TABLE recovery_settings (
  id smallint PRIMARY KEY DEFAULT 1,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
