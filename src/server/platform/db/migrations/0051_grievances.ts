/**
 * Issue 32, item 6: complaints under the Consumer Protection (E-Commerce) Rules 2020. The id is
 * the ticket number (GR-000001), given at once. Each carries its two clocks, fixed when it is
 * received: acknowledge within 48 hours, resolve within one month. `ack_sms_*`: the SMS
 * acknowledgement, claimed by one sender at a time (sent_at set before sending, cleared on a
 * failure so the job tries again).
 */
export default /* sql */ `
CREATE TABLE grievances (
  id serial PRIMARY KEY,
  customer_id text REFERENCES customers(id) ON DELETE SET NULL,
  name text NOT NULL,
  mobile_number text NOT NULL,
  email text,
  order_number text,
  topic text NOT NULL,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'acknowledged', 'resolved')),
  created_at timestamptz NOT NULL DEFAULT now(),
  acknowledge_by timestamptz NOT NULL,
  resolve_by timestamptz NOT NULL,
  acknowledged_at timestamptz,
  acknowledgement_note text,
  resolved_at timestamptz,
  resolution_note text,
  ack_sms_sent_at timestamptz,
  ack_sms_error text
);
CREATE INDEX grievances_status_idx ON grievances (status, created_at);
CREATE INDEX grievances_customer_idx ON grievances (customer_id);
`;
