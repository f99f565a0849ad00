/**
 * The networks from which each mobile number has entered a right one-time code. A send from one
 * of them is not held by the number's shared cap, and a code sent there is not closed by a
 * request from elsewhere, so a stranger cannot lock the owner out. The key is a keyed hash of
 * number and network, so the table lists neither.
 */
export default /* sql */ `
CREATE TABLE otp_own_networks (
  key text PRIMARY KEY,
  verified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_own_networks_verified_idx ON otp_own_networks (verified_at);
ALTER TABLE otp_challenges ADD COLUMN on_own_network boolean NOT NULL DEFAULT false;
`;
