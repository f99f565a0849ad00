/**
 * Staff sign-in, hardened (issue 26). Tries are reserved in counters before the password is
 * hashed, so a burst cannot outrun the budget: one row per network, per account on a network,
 * and per account everywhere (fixed windows that start at their first try). The networks each
 * member signed in from are remembered as keyed hashes, as the shop's OTP does for mobile
 * numbers. The last TOTP time step used makes every code single use. Failures are now audit
 * rows, so the old failure table goes.
 */
export default /* sql */ `
CREATE TABLE staff_sign_in_counts (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  next_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sign_in_counts_window_idx ON staff_sign_in_counts (window_start);
CREATE TABLE staff_own_networks (
  key text PRIMARY KEY,
  verified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_own_networks_verified_idx ON staff_own_networks (verified_at);
ALTER TABLE staff ADD COLUMN totp_last_step bigint;
DROP TABLE staff_sign_in_failures;
`;
