/**
 * Stock per size (issue 16). `size_stock` holds the counts the checkout reserves against; the
 * CHECKs make a negative count, or more reserved than on hand, impossible whatever the code does.
 * Every change writes one `stock_movements` row with the counts after it, so the ledger of a
 * size always adds up to its counts. Existing sizes start at zero on hand: a size is sold only
 * once the merchant says how many are on the shelf.
 */
export default /* sql */ `
CREATE TABLE size_stock (
  size_id text PRIMARY KEY REFERENCES sizes(id) ON DELETE CASCADE,
  on_hand integer NOT NULL DEFAULT 0,
  reserved integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT size_stock_on_hand_check CHECK (on_hand >= 0),
  CONSTRAINT size_stock_reserved_check CHECK (reserved >= 0),
  CONSTRAINT size_stock_sellable_check CHECK (reserved <= on_hand)
);
INSERT INTO size_stock (size_id) SELECT id FROM sizes;

CREATE TABLE stock_movements (
  id bigserial PRIMARY KEY,
  size_id text NOT NULL REFERENCES sizes(id) ON DELETE CASCADE,
  order_id text REFERENCES orders(id) ON DELETE SET NULL,
  reason text NOT NULL,
  on_hand_delta integer NOT NULL,
  reserved_delta integer NOT NULL,
  on_hand_after integer NOT NULL,
  reserved_after integer NOT NULL,
  actor_kind text NOT NULL,
  actor_id text,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_movements_size_idx ON stock_movements (size_id, id);
CREATE INDEX stock_movements_order_idx ON stock_movements (order_id);

CREATE TABLE product_stock_thresholds (
  product_id text PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  low_stock_threshold integer NOT NULL,
  CONSTRAINT product_stock_thresholds_check CHECK (low_stock_threshold >= 0)
);

CREATE TABLE stock_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  hide_sold_out boolean NOT NULL DEFAULT false
);
INSERT INTO stock_settings (id) VALUES (1);
`;
