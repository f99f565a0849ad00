/**
 * HSN codes on invoice lines (Rule 46(g)). A seller with turnover up to ₹5 crore may print the
 * 4-digit heading; above it, 6 digits (Notification 78/2020-Central Tax). 8 digits is the full
 * ITC-HS tariff item.
 */
export type HsnResult = { ok: true; hsn: string } | { ok: false; message: string };

export function checkHsn(input: string): HsnResult {
  const hsn = input.trim();
  if (/^(?:\d{4}|\d{6}|\d{8})$/.test(hsn)) return { ok: true, hsn };
  return { ok: false, message: 'The HSN code must be 4, 6 or 8 digits, such as 6104; find it in the GST rate list for the garment.' };
}

/**
 * A starting HSN heading per demo category (by slug), at 4 digits because the 6-digit
 * subheading depends on the fibre (cotton, synthetic), which only the product knows. The
 * merchant sets each product's own code; a category without a default has none to offer.
 */
export const DEFAULT_HSN_BY_CATEGORY: Readonly<Record<string, string>> = {
  // 6104: women's or girls' trousers, knitted or crocheted; leggings are knitted trousers.
  leggings: '6104',
  // 6104 again for knitted palazzos, joggers and track pants; woven pants belong in 6204.
  pants: '6104',
  // 6212: girdles, corsets and similar articles, knitted or not (a chapter 62 heading used for
  // knitted goods too); tummy tuckers and body shapers are shaping girdles.
  shapewear: '6212',
  // 6108: women's slips, petticoats, briefs and panties, knitted; bras are 6212 and are set on
  // the product.
  'inner-wear': '6108',
  // 6104: women's shorts, knitted (boxer and sleep shorts worn by women).
  'boxer-shorts': '6104',
  // 6104: girls' knitted trousers and shorts; boys' items are 6103 and babies' (up to 86 cm) 6111.
  kids: '6104',
};

export function defaultHsnFor(categorySlug: string): string | undefined {
  return Object.hasOwn(DEFAULT_HSN_BY_CATEGORY, categorySlug) ? DEFAULT_HSN_BY_CATEGORY[categorySlug] : undefined;
}
