/**
 * Returns and exchanges (issue 18). One request per order (the policy's "one exchange or refund
 * per order" as a unique key), its lines with quantities and, for an exchange, the size wanted
 * instead. Refund details for a cash-on-delivery order are kept encrypted (AES-256-GCM) beside a
 * masked copy for display. Evidence files live in the media store under a key no public route
 * serves. The return window is one merchant setting row (no row: 7 days).
 */
export default /* sql */ `
CREATE TABLE return_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  window_days integer NOT NULL DEFAULT 7 CHECK (window_days BETWEEN 1 AND 90),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE return_requests (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('exchange', 'refund')),
  reason text NOT NULL CHECK (reason IN ('sizeTooSmall', 'sizeTooBig', 'damaged', 'wrongItem', 'other')),
  note text,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'rejected', 'pickupScheduled', 'received', 'exchangeShipped', 'refunded')),
  refund_method text CHECK (refund_method IN ('original', 'upi', 'bank')),
  payout_sealed text,
  payout_masked text,
  rejection_reason text,
  courier text,
  awb text,
  tracking_url text,
  exchange_order_id text REFERENCES orders(id),
  refund_paise integer CHECK (refund_paise >= 0),
  payout_reference text,
  credit_note_id text REFERENCES credit_notes(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT return_requests_order_key UNIQUE (order_id)
);
CREATE INDEX return_requests_queue_idx ON return_requests (status, created_at DESC);
CREATE TABLE return_lines (
  return_id text NOT NULL REFERENCES return_requests(id) ON DELETE CASCADE,
  order_item_id text NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  exchange_size_id text REFERENCES sizes(id) ON DELETE SET NULL,
  exchange_label text,
  outcome text CHECK (outcome IN ('restock', 'writeOff')),
  PRIMARY KEY (return_id, order_item_id)
);
CREATE TABLE return_evidence (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  return_id text REFERENCES return_requests(id) ON DELETE CASCADE,
  media_key text NOT NULL,
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX return_evidence_return_idx ON return_evidence (return_id);
`;
