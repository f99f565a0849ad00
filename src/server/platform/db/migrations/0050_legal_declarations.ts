/**
 * Issue 32, item 5. The Legal Metrology rule 6(10) declarations of each product (null: the
 * shop-wide default applies), and one row of legal settings (the declarations' defaults and the
 * grievance officer), kept as one validated JSON document like the delivery settings.
 */
export default /* sql */ `
ALTER TABLE products ADD COLUMN maker_name text;
ALTER TABLE products ADD COLUMN maker_address text;
ALTER TABLE products ADD COLUMN net_quantity text;
ALTER TABLE products ADD COLUMN country_of_origin text;
ALTER TABLE products ADD COLUMN consumer_care text;
CREATE TABLE legal_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
