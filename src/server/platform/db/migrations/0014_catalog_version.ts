/**
 * One row counting catalog writes. Every write to the catalog bumps it in the same transaction;
 * each instance reads it at most twice a second and keys its catalog caches by it, so an edit on
 * one instance shows on every other within a second without a message bus.
 */
export default /* sql */ `
CREATE TABLE catalog_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 1,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);
`;
