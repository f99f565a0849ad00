/**
 * The analytics outbox: events wait here until the forwarder has delivered them to the Meta
 * Conversions API. A (name, id) pair is stored once, so a reloaded status page cannot report
 * the same Purchase twice. User data is already normalised and hashed when it lands here.
 */
export default /* sql */ `
CREATE TABLE analytics_events (
  id text PRIMARY KEY,
  event_name text NOT NULL,
  event_id text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_error text,
  gave_up_at timestamptz,
  CONSTRAINT analytics_events_name_id_key UNIQUE (event_name, event_id)
);
CREATE INDEX analytics_events_pending_idx ON analytics_events (next_attempt_at)
  WHERE delivered_at IS NULL AND gave_up_at IS NULL;
`;
