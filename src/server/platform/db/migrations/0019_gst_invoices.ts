/**
 * GST tax invoices (issue 17). The seller's registration is one row; each product carries its
 * HSN code. Invoice and credit-note numbers come from a counter row per series and financial
 * year, locked by the issuing transaction, so a rollback never leaves a gap (a sequence would).
 * Issued documents keep their particulars as rendered and refuse every later change.
 */
export default /* sql */ `
ALTER TABLE products ADD COLUMN hsn_code text CHECK (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');
CREATE TABLE gst_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  legal_name text NOT NULL,
  address text NOT NULL,
  state_code text NOT NULL CHECK (state_code ~ '^[0-9]{2}$'),
  gstin text NOT NULL CHECK (gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
  invoice_prefix text NOT NULL CHECK (invoice_prefix ~ '^[A-Za-z0-9]{1,3}$'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE gst_document_counters (
  series text NOT NULL,
  financial_year text NOT NULL,
  last_serial integer NOT NULL DEFAULT 0,
  PRIMARY KEY (series, financial_year)
);
CREATE TABLE invoices (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id),
  number text NOT NULL CHECK (number ~ '^[A-Za-z0-9/-]{1,16}$'),
  series text NOT NULL,
  financial_year text NOT NULL,
  serial integer NOT NULL CHECK (serial > 0),
  issued_at timestamptz NOT NULL,
  place_of_supply text NOT NULL,
  taxable_paise integer NOT NULL,
  cgst_paise integer NOT NULL,
  sgst_paise integer NOT NULL,
  igst_paise integer NOT NULL,
  total_paise integer NOT NULL,
  particulars jsonb NOT NULL,
  CONSTRAINT invoices_order_key UNIQUE (order_id),
  CONSTRAINT invoices_number_key UNIQUE (number),
  CONSTRAINT invoices_serial_key UNIQUE (series, financial_year, serial)
);
CREATE INDEX invoices_issued_idx ON invoices (issued_at);
CREATE TABLE credit_notes (
  id text PRIMARY KEY,
  invoice_id text NOT NULL REFERENCES invoices(id),
  number text NOT NULL CHECK (number ~ '^[A-Za-z0-9/-]{1,16}$'),
  series text NOT NULL,
  financial_year text NOT NULL,
  serial integer NOT NULL CHECK (serial > 0),
  issued_at timestamptz NOT NULL,
  reason text NOT NULL,
  place_of_supply text NOT NULL,
  taxable_paise integer NOT NULL,
  cgst_paise integer NOT NULL,
  sgst_paise integer NOT NULL,
  igst_paise integer NOT NULL,
  total_paise integer NOT NULL,
  particulars jsonb NOT NULL,
  CONSTRAINT credit_notes_number_key UNIQUE (number),
  CONSTRAINT credit_notes_serial_key UNIQUE (series, financial_year, serial)
);
CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id);
CREATE INDEX credit_notes_issued_idx ON credit_notes (issued_at);
-- On one line: the migration runner splits statements at a semicolon that ends a line.
CREATE FUNCTION gst_document_is_final() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'An issued GST document cannot be changed or deleted; issue a credit note instead.'; END; $$;
CREATE TRIGGER invoices_final BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION gst_document_is_final();
CREATE TRIGGER credit_notes_final BEFORE UPDATE OR DELETE ON credit_notes FOR EACH ROW EXECUTE FUNCTION gst_document_is_final();
`;
