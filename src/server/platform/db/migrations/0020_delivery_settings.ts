/**
 * One row of delivery and cash-on-delivery rules the merchant edits (zones, holidays, COD
 * limits, fee and blocklists), kept as one validated JSON document: it is read and written
 * whole, and its shape is checked by DeliverySettingsSchema on every write. No row means the
 * demo defaults.
 */
export default /* sql */ `
CREATE TABLE delivery_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
