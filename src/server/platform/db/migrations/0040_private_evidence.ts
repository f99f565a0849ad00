/**
 * Return evidence belongs to the order it is sent for (uploads are only taken for an order
 * delivered within its return window, 5 files and 200 MB at most per order), and files no
 * request claims are removed after a day: the index finds those quickly.
 */
export default /* sql */ `
ALTER TABLE return_evidence ADD COLUMN order_id text REFERENCES orders(id) ON DELETE CASCADE;
CREATE INDEX return_evidence_order_idx ON return_evidence (order_id);
CREATE INDEX return_evidence_unclaimed_idx ON return_evidence (created_at) WHERE return_id IS NULL;
`;
