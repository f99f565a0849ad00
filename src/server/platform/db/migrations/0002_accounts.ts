/** Customers, their sign-in sessions and the one-time codes. Codes and tokens are stored only as hashes. */
export default /* sql */ `
CREATE TABLE customers (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text,
  mobile_number text NOT NULL UNIQUE CHECK (mobile_number ~ '^[0-9]{10}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sessions (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_customer_idx ON sessions (customer_id);
CREATE TABLE otp_challenges (
  id text PRIMARY KEY,
  mobile_number text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_challenges_mobile_idx ON otp_challenges (mobile_number, created_at);
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  to_number text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE rate_limit_hits (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_bucket_idx ON rate_limit_hits (bucket, created_at);
`;
