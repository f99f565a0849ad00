/**
 * The merchant side's people: staff accounts (argon2id password hashes, optional TOTP), their
 * cookie sessions and invites (tokens stored only as hashes), wrong-password counting for the
 * lockout, notes staff keep about customers, and the audit log, which is only ever appended to.
 */
export default /* sql */ `
CREATE TABLE staff (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'fulfilment', 'support')),
  password_hash text NOT NULL,
  totp_secret text,
  totp_pending_secret text,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE staff_sessions (
  id text PRIMARY KEY,
  staff_id text NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);
CREATE TABLE staff_invites (
  id text PRIMARY KEY,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'fulfilment', 'support')),
  token_hash text NOT NULL UNIQUE,
  invited_by text NOT NULL REFERENCES staff(id),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE staff_sign_in_failures (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  client_address text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sign_in_failures_email_idx ON staff_sign_in_failures (email, created_at);
CREATE INDEX staff_sign_in_failures_address_idx ON staff_sign_in_failures (client_address, created_at);
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  staff_id text NOT NULL REFERENCES staff(id),
  staff_email text NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb,
  request_id text,
  client_address text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_events_created_idx ON audit_events (created_at DESC, id DESC);
CREATE INDEX audit_events_staff_idx ON audit_events (staff_id, created_at DESC);
-- Append-only in the database itself, so no code path (or hurried SQL) can rewrite history.
-- The body stays on one line: the migration runner splits statements at a semicolon before a line break.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit rows are never changed or deleted'; END $$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
CREATE TABLE customer_notes (
  id bigserial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  staff_id text NOT NULL REFERENCES staff(id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_notes_customer_idx ON customer_notes (customer_id, id);
`;
