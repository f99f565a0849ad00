/**
 * Issue 31, item 7: the language a shopper's messages go out in (SMS, WhatsApp, the one-time
 * code), remembered on the account. Every shopper so far has read the shop in English.
 */
export default /* sql */ `
ALTER TABLE customers ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'ta'));
`;
