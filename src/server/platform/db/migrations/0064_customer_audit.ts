/**
 * Issue 28, item 8: a shopper cancels their own order from My Account, and that cancellation
 * is audited like a staff member's. An audit row now names exactly one actor: a staff member
 * (staff_id, staff_email) or a customer (customer_id). Customers are never deleted (an erasure
 * keeps the row), so the plain reference never has to touch an append-only audit row.
 */
export default /* sql */ `
ALTER TABLE audit_events ALTER COLUMN staff_id DROP NOT NULL;
ALTER TABLE audit_events ALTER COLUMN staff_email DROP NOT NULL;
ALTER TABLE audit_events ADD COLUMN customer_id text REFERENCES customers(id);
ALTER TABLE audit_events ADD CONSTRAINT audit_events_one_actor
  CHECK ((staff_id IS NOT NULL AND staff_email IS NOT NULL AND customer_id IS NULL) OR (staff_id IS NULL AND staff_email IS NULL AND customer_id IS NOT NULL));
CREATE INDEX audit_events_customer_idx ON audit_events (customer_id, created_at DESC) WHERE customer_id IS NOT NULL;
`;
