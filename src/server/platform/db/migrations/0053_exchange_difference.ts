/**
 * Issue 35, item 5: an exchange for a cheaper size pays the difference back. Each line keeps
 * what it gives back, worked out when the shopper asked (from what was paid and both list
 * prices then), so a later price change cannot alter the refund or its credit note.
 */
export default /* sql */ `
ALTER TABLE return_lines ADD COLUMN difference_paise integer NOT NULL DEFAULT 0 CHECK (difference_paise >= 0);
`;
