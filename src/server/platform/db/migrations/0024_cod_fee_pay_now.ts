/**
 * Issue 20, items 3 and 5. `cod_fee_paise`: the merchant's cash-on-delivery charge, its own
 * figure on the order (0 for online orders and for orders placed before it existed), inside
 * `total_paise`. `prepaid_discount_paise`: what a COD order switched to online payment ('Pay now
 * and save') was given off its goods. `payments.pay_now`: the figures an attempt that switches a
 * COD order to online payment applies once it is paid (null on ordinary attempts).
 */
export default /* sql */ `
ALTER TABLE orders ADD COLUMN cod_fee_paise integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN prepaid_discount_paise integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD CONSTRAINT orders_cod_fee_check CHECK (cod_fee_paise >= 0);
ALTER TABLE orders ADD CONSTRAINT orders_prepaid_discount_check CHECK (prepaid_discount_paise >= 0);
ALTER TABLE payments ADD COLUMN pay_now jsonb;
`;
