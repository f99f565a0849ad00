/**
 * Passwords staff can change (issue 26): an owner's one-time reset link for a member (stored as
 * a hash, good for 1 hour, used once), and invites an owner can revoke before they are used.
 */
export default /* sql */ `
CREATE TABLE staff_password_resets (
  id text PRIMARY KEY,
  staff_id text NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_by text NOT NULL REFERENCES staff(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_password_resets_staff_idx ON staff_password_resets (staff_id);
ALTER TABLE staff_invites ADD COLUMN revoked_at timestamptz;
`;
