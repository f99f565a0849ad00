/**
 * Order messages (issue 20 item 6) and the shopper's WhatsApp choice. One row per order event
 * and channel: the unique key is what keeps a message single when two workers, two instances
 * or a repeated job reach the same event. `not_before` is both the sending lease and the time
 * of the next try after a retryable failure. `delivery` is the furthest status WhatsApp's
 * webhook has reported (sent, delivered, read, failed).
 */
export default /* sql */ `
CREATE TABLE order_messages (
  id bigserial PRIMARY KEY,
  order_event_id bigint NOT NULL REFERENCES order_events(id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  channel text NOT NULL,
  template text NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  not_before timestamptz,
  provider_message_id text,
  reason text,
  delivery text,
  delivery_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_messages_event_channel_key UNIQUE (order_event_id, channel),
  CONSTRAINT order_messages_channel_check CHECK (channel IN ('sms', 'whatsapp')),
  CONSTRAINT order_messages_status_check CHECK (status IN ('sending', 'retrying', 'sent', 'failed', 'skipped'))
);
CREATE INDEX order_messages_order_idx ON order_messages (order_id, id);
CREATE INDEX order_messages_provider_idx ON order_messages (provider_message_id);

CREATE TABLE notification_preferences (
  customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  whatsapp_opt_out boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
