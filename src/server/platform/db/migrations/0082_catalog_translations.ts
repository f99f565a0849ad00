/**
 * Issue 31, item 3: the catalog in Hindi and Tamil. Each catalog table that holds words a shopper
 * reads gets one jsonb of translations ({"hi": ..., "ta": ...}), checked by zod on every write
 * (lib/validation/catalog-translations.ts). Empty means English everywhere, so every existing
 * row keeps showing exactly what it showed.
 */
export default /* sql */ `
ALTER TABLE categories ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE subcategories ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE products ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE collections ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE menu_items ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE menu_sub_items ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
`;
