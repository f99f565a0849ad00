import { SLUG_PATTERN } from './validation/slug';
import { csvLine } from './csv';
import { parseCsv } from './csv-parse';

/**
 * The catalog as a CSV file: one row per size. Product fields repeat on every row of the product
 * and colour fields on every row of the colour; an import checks that they agree. Money is in
 * rupees, weights in grams. Fields the file does not carry (specifications, size chart, video,
 * reviews) stay as they are on an existing product.
 */
export const CATALOG_CSV_COLUMNS = [
  { name: 'product_slug', meaning: 'The product’s address in the shop (lowercase words joined by hyphens). Rows with the same slug are one product.' },
  { name: 'product_name', meaning: 'The product’s name.' },
  { name: 'category', meaning: 'The category’s slug, e.g. leggings.' },
  { name: 'subcategory', meaning: 'The subcategory’s slug within that category; empty for none.' },
  { name: 'type', meaning: 'Best Seller or Featured.' },
  { name: 'badge', meaning: 'The badge on the product tile, e.g. New; empty for none.' },
  { name: 'published', meaning: 'yes to show the product in the shop, no to keep it as a draft.' },
  { name: 'description', meaning: 'The product’s description.' },
  { name: 'default_offers', meaning: 'The product’s offers, e.g. 2 @ 799; 3 @ 1099; 5 @ 1699 hidden (Buy N @ ₹X; hidden keeps it off the tiles).' },
  { name: 'colour', meaning: 'The colour’s name, e.g. Maroon.' },
  { name: 'colour_code', meaning: 'The colour as #rrggbb, e.g. #7a1f2b.' },
  { name: 'photos', meaning: 'The colour’s photos in order, separated by ;. A path already in the shop (/img/…, /media/…) or a file name from the uploaded zip. Photos by URL are not fetched.' },
  { name: 'size', meaning: 'The size’s name, e.g. M or 4-5Y.' },
  { name: 'price', meaning: 'The size’s price in rupees, above 0.' },
  { name: 'struck_price', meaning: 'The struck-through price in rupees, at least the price.' },
  { name: 'weight_grams', meaning: 'The size’s weight in whole grams.' },
  { name: 'offers', meaning: 'This size’s own offers in the default_offers format; empty to use the product’s.' },
  { name: 'on_hand', meaning: 'How many of this size are on the shelf, a whole number; empty to leave the count as it is. A change is kept in the stock ledger as a catalog import.' },
  { name: 'hsn', meaning: 'The product’s HSN code for GST invoices, 4, 6 or 8 digits, e.g. 6104; empty to leave the code as it is. A published product needs one.' },
  { name: 'product_name_hi', meaning: 'The product’s name in Hindi; empty to show the English name on the Hindi shop.' },
  { name: 'product_name_ta', meaning: 'The product’s name in Tamil; empty to show the English name on the Tamil shop.' },
  { name: 'description_hi', meaning: 'The product’s description in Hindi; empty to show the English one.' },
  { name: 'description_ta', meaning: 'The product’s description in Tamil; empty to show the English one.' },
] as const;

export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number]['name'];
const NAMES: readonly string[] = CATALOG_CSV_COLUMNS.map((c) => c.name);
/**
 * Files exported before stock counts, HSN codes or translations joined the catalog lack those
 * columns; they still import, leaving what the columns would say as it is.
 */
const TEXT_COLUMNS = ['product_name_hi', 'product_name_ta', 'description_hi', 'description_ta'] as const;
export type CsvTextColumn = (typeof TEXT_COLUMNS)[number];
const OPTIONAL: readonly string[] = ['on_hand', 'hsn', ...TEXT_COLUMNS];

export type CsvOffer = { quantity: number; offerPricePaise: number; isVisible: boolean };
/** onHand null: the file leaves the stock count as it is. */
export type CsvSize = { line: number; name: string; pricePaise: number; strikedPricePaise: number; weightGrams: number; offers: CsvOffer[]; onHand: number | null };
export type CsvColour = { line: number; name: string; colorCode: string; photos: string[]; sizes: CsvSize[] };
export type CsvProduct = {
  line: number;
  slug: string;
  name: string;
  categorySlug: string;
  subcategorySlug: string | null;
  type: 1 | 2;
  badge: string | null;
  published: boolean;
  description: string;
  defaultOffers: CsvOffer[];
  /** null: the file leaves the product's HSN code as it is. */
  hsn: string | null;
  /** Hindi and Tamil texts, only of the columns the file has ('' clears one); a column the file lacks leaves the stored text as it is. */
  texts: Partial<Record<CsvTextColumn, string>>;
  colours: CsvColour[];
};
export type CsvProblem = { line: number; column: string; message: string };
export type CatalogCsvCheck = { rows: number; products: CsvProduct[]; problems: CsvProblem[] };

/** An offer list as the file writes it: '2 @ 799; 3 @ 1099; 5 @ 1699 hidden'. */
export function offersText(offers: readonly CsvOffer[]): string {
  return offers.map((o) => `${o.quantity} @ ${rupeesText(o.offerPricePaise)}${o.isVisible ? '' : ' hidden'}`).join('; ');
}

const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** One size as a CSV line, in the column order above. */
export function catalogCsvLine(p: Omit<CsvProduct, 'colours' | 'line'>, c: Omit<CsvColour, 'sizes' | 'line'>, s: Omit<CsvSize, 'line'>): string {
  return csvLine([
    p.slug,
    p.name,
    p.categorySlug,
    p.subcategorySlug ?? '',
    p.type === 1 ? 'Best Seller' : 'Featured',
    p.badge ?? '',
    p.published ? 'yes' : 'no',
    p.description,
    offersText(p.defaultOffers),
    c.name,
    c.colorCode,
    c.photos.join('; '),
    s.name,
    rupeesText(s.pricePaise),
    rupeesText(s.strikedPricePaise),
    s.weightGrams,
    offersText(s.offers),
    s.onHand ?? '',
    p.hsn ?? '',
    ...TEXT_COLUMNS.map((c) => p.texts[c] ?? ''),
  ]);
}

export const catalogCsvHeader = () => csvLine(NAMES);

const SLUG = SLUG_PATTERN;
const MONEY = /^(?:₹\s*)?(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?$/;

/** Rupees as a spreadsheet may write them (799, 1,099, ₹1,099.50) to paise; null when not money. */
export function parseRupees(text: string): number | null {
  const m = MONEY.exec(text.trim());
  if (!m) return null;
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** '2 @ 799; Buy 3 @ ₹1,099 hidden' to offers, or the reason it cannot be read. */
export function parseOffers(text: string): CsvOffer[] | string {
  const out: CsvOffer[] = [];
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(?:buy\s+)?(\d+)\s*@\s*(.+?)(\s+hidden)?$/i.exec(part);
    const price = m ? parseRupees(m[2]!) : null;
    if (!m || price === null) return `'${part}' is not an offer: write offers like 2 @ 799; 3 @ 1099 hidden.`;
    const quantity = Number(m[1]);
    if (quantity < 2 || quantity > 99) return `'${part}': an offer is for 2 to 99 pieces.`;
    if (price <= 0) return `'${part}': an offer's price must be above ₹0.`;
    if (out.some((o) => o.quantity === quantity)) return `Two offers are for ${quantity} pieces: keep one.`;
    out.push({ quantity, offerPricePaise: price, isVisible: !m[3] });
  }
  return out;
}

const PHOTO_PATH = /^\/(?:img|media)\/(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9._\-/]+\.(?:svg|avif|webp|jpe?g|png)$/;
const PHOTO_FILE = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,150}\.(?:avif|webp|jpe?g|png)$/i;

function parsePhotos(text: string): string[] | string {
  const photos = text.split(';').map((p) => p.trim()).filter(Boolean);
  for (const p of photos) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(p)) return `Photos by URL are not fetched: put '${p.split('/').pop()}' in the zip and write its file name.`;
    if (!PHOTO_PATH.test(p) && !PHOTO_FILE.test(p)) return `'${p}' is neither a photo path of the shop (/img/…, /media/…) nor a photo file name (.jpg, .png, .webp, .avif).`;
  }
  return photos;
}

type Row = Record<CatalogCsvColumn, string>;

/**
 * Checks a whole catalog file and gathers its rows into products, colours and sizes. Every
 * problem is reported by file line and column; a file with any problem must not be applied.
 * What needs the database (do the categories exist?) is checked by the caller.
 */
export function checkCatalogCsv(text: string): CatalogCsvCheck {
  const parsed = parseCsv(text);
  const problems: CsvProblem[] = [];
  if (parsed.error) return { rows: 0, products: [], problems: [{ line: parsed.error.line, column: '(file)', message: parsed.error.message }] };
  const [header, ...records] = parsed.records;
  if (!header) return { rows: 0, products: [], problems: [{ line: 1, column: '(file)', message: 'The file is empty: export the catalog for a file to start from.' }] };
  const heads = header.cells.map((h) => h.trim().toLowerCase());
  const missing = NAMES.filter((n) => !heads.includes(n) && !OPTIONAL.includes(n));
  const unknown = heads.filter((h) => !NAMES.includes(h));
  if (missing.length > 0 || unknown.length > 0) {
    for (const m of missing) problems.push({ line: header.line, column: m, message: `The column ${m} is missing from the header row.` });
    for (const u of unknown) problems.push({ line: header.line, column: u || '(empty)', message: `The column '${u}' is not one of the catalog's: ${NAMES.join(', ')}.` });
    return { rows: records.length, products: [], problems };
  }

  const bySlug = new Map<string, CsvProduct>();
  const firstOf = new Map<string, { line: number; row: Row }>();
  for (const rec of records) {
    const row = Object.fromEntries(NAMES.map((n) => [n, heads.includes(n) ? (rec.cells[heads.indexOf(n)] ?? '').trim() : ''])) as Row;
    const at = (column: CatalogCsvColumn, message: string) => problems.push({ line: rec.line, column, message });
    const before = problems.length;
    if (rec.cells.length !== heads.length) at('product_slug', `This row has ${rec.cells.length} cells; the header has ${heads.length}. Check for a stray comma or a missing quote.`);

    if (!SLUG.test(row.product_slug)) at('product_slug', row.product_slug ? 'Use lowercase letters, digits and single hyphens, like ankle-leggings.' : 'Enter the product slug.');
    if (!row.product_name) at('product_name', 'Enter the product name.');
    else if (row.product_name.length > 120) at('product_name', 'Use a product name under 120 characters.');
    if (!SLUG.test(row.category)) at('category', row.category ? 'Write the category as its slug, like leggings.' : 'Enter the category slug.');
    if (row.subcategory && !SLUG.test(row.subcategory)) at('subcategory', 'Write the subcategory as its slug, like ankle-length, or leave it empty.');
    const type = /^(best seller|1)$/i.test(row.type) ? 1 : /^(featured|2)$/i.test(row.type) ? 2 : null;
    if (type === null) at('type', 'Write Best Seller or Featured.');
    const published = /^(yes|true|1)$/i.test(row.published) ? true : /^(no|false|0)$/i.test(row.published) ? false : null;
    if (published === null) at('published', 'Write yes to publish or no to keep it a draft.');
    if (!row.description) at('description', 'Enter the description.');
    const defaultOffers = parseOffers(row.default_offers);
    if (typeof defaultOffers === 'string') at('default_offers', defaultOffers);
    if (!row.colour) at('colour', 'Enter the colour name.');
    if (!/^#[0-9a-f]{6}$/i.test(row.colour_code)) at('colour_code', 'Write the colour code as # and 6 hex digits, like #7a1f2b.');
    const photos = parsePhotos(row.photos);
    if (typeof photos === 'string') at('photos', photos);
    if (!row.size) at('size', 'Enter the size name.');
    const price = parseRupees(row.price);
    if (price === null || price <= 0) at('price', row.price ? 'The price must be a rupee amount above 0, like 449 or 449.50.' : 'Enter the price in rupees.');
    const struck = parseRupees(row.struck_price);
    if (struck === null) at('struck_price', 'Enter the struck price in rupees, like 699.');
    else if (price !== null && struck < price) at('struck_price', `The struck price (₹${rupeesText(struck)}) must be at least the price (₹${rupeesText(price)}).`);
    const weight = /^\d+$/.test(row.weight_grams) ? Number(row.weight_grams) : null;
    if (weight === null || weight < 1 || weight > 100_000) at('weight_grams', 'Write the weight in whole grams, from 1 to 100000.');
    const offers = parseOffers(row.offers);
    if (typeof offers === 'string') at('offers', offers);
    const onHand = row.on_hand === '' ? null : /^\d{1,6}$/.test(row.on_hand) ? Number(row.on_hand) : undefined;
    if (row.hsn !== '' && !/^(?:\d{4}|\d{6}|\d{8})$/.test(row.hsn)) at('hsn', 'Write the HSN code as 4, 6 or 8 digits, like 6104, or leave it empty to keep the product’s code.');
    if (row.product_name_hi.length > 120) at('product_name_hi', 'Use a Hindi name under 120 characters, or leave it empty.');
    if (row.product_name_ta.length > 120) at('product_name_ta', 'Use a Tamil name under 120 characters, or leave it empty.');
    if (row.description_hi.length > 5000) at('description_hi', 'Use a Hindi description under 5000 characters, or leave it empty.');
    if (row.description_ta.length > 5000) at('description_ta', 'Use a Tamil description under 5000 characters, or leave it empty.');
    if (onHand === undefined) at('on_hand', 'Write how many are on the shelf as a whole number from 0 to 999999, or leave it empty to keep the count.');
    if (problems.length > before) continue;

    const size: CsvSize = { line: rec.line, name: row.size, pricePaise: price!, strikedPricePaise: struck!, weightGrams: weight!, offers: offers as CsvOffer[], onHand: onHand as number | null };
    const existing = bySlug.get(row.product_slug);
    if (!existing) {
      bySlug.set(row.product_slug, {
        line: rec.line,
        slug: row.product_slug,
        name: row.product_name,
        categorySlug: row.category,
        subcategorySlug: row.subcategory || null,
        type: type!,
        badge: row.badge || null,
        published: published!,
        description: row.description,
        defaultOffers: defaultOffers as CsvOffer[],
        hsn: row.hsn || null,
        texts: Object.fromEntries(TEXT_COLUMNS.filter((c) => heads.includes(c)).map((c) => [c, row[c]])),
        colours: [{ line: rec.line, name: row.colour, colorCode: row.colour_code.toLowerCase(), photos: photos as string[], sizes: [size] }],
      });
      firstOf.set(row.product_slug, { line: rec.line, row });
      continue;
    }
    const first = firstOf.get(row.product_slug)!;
    const productColumns: CatalogCsvColumn[] = ['product_name', 'category', 'subcategory', 'type', 'badge', 'published', 'description', 'default_offers', 'hsn', ...TEXT_COLUMNS];
    for (const c of productColumns)
      if (row[c] !== first.row[c]) at(c, `Differs from line ${first.line} of the same product: a product's ${c} is the same on all its rows.`);
    const colour = existing.colours.find((c) => c.name.toLowerCase() === row.colour.toLowerCase());
    if (!colour) {
      existing.colours.push({ line: rec.line, name: row.colour, colorCode: row.colour_code.toLowerCase(), photos: photos as string[], sizes: [size] });
      continue;
    }
    if (colour.colorCode !== row.colour_code.toLowerCase()) at('colour_code', `Differs from line ${colour.line} of the same colour: a colour's code is the same on all its rows.`);
    if (colour.photos.join(';') !== (photos as string[]).join(';')) at('photos', `Differs from line ${colour.line} of the same colour: a colour's photos are the same on all its rows.`);
    const twin = colour.sizes.find((s) => s.name.toLowerCase() === row.size.toLowerCase());
    if (twin) at('size', `The size ${row.size} of ${row.colour} is already on line ${twin.line}: keep one row per size.`);
    if (problems.length === before) colour.sizes.push(size);
  }
  if (records.length === 0) problems.push({ line: header.line, column: '(file)', message: 'The file has a header row but no products.' });
  return { rows: records.length, products: [...bySlug.values()], problems };
}
