/**
 * Live courier bookings (Shiprocket, issue 20 item 2). `courier_bookings` keeps what the courier
 * answered for an order (its order and shipment ids, AWB, label) as each step succeeds, so a ship
 * that failed half way is resumed, never booked twice: Shiprocket refuses a seller order id it
 * has seen. It also holds the open failed-delivery report (NDR) and what staff asked about it.
 * `courier_events` is every tracking update received once: a repeat of the same AWB, status and
 * courier time is recognised by the unique key and changes nothing. Shipments gain the label link.
 */
export default /* sql */ `
CREATE TABLE courier_bookings (
  order_id text PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  courier text NOT NULL,
  courier_order_id text NOT NULL,
  shipment_id text NOT NULL,
  awb text CHECK (awb ~ '^[A-Za-z0-9]{8,20}$'),
  courier_name text,
  label_url text,
  ndr_reason text,
  ndr_at timestamptz,
  ndr_action text CHECK (ndr_action IN ('re-attempt', 'return')),
  ndr_action_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX courier_bookings_awb_idx ON courier_bookings (awb);

CREATE TABLE courier_events (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  awb text NOT NULL,
  status_id integer NOT NULL,
  status text NOT NULL,
  happened_at text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX courier_events_once_idx ON courier_events (awb, status_id, happened_at);
CREATE INDEX courier_events_order_idx ON courier_events (order_id, id);

ALTER TABLE shipments ADD COLUMN label_url text;
`;
