/**
 * Issue 32, item 7 (DPDP Act 2023): when a shopper's personal data was erased at their request.
 * The row stays, because their orders and tax invoices (kept as tax law requires) name it.
 */
export default /* sql */ `
ALTER TABLE customers ADD COLUMN erased_at timestamptz;
`;
