import { fromPaise } from './money';
import type { CsvOffer, CsvProduct, CsvProblem } from './catalog-csv';
import { ProductInputSchema, type ProductInput } from './validation/product-input';
import { EMPTY_DECLARATIONS } from './validation/legal';
import type { ProductTranslations, TranslatedLocale } from './validation/catalog-translations';

/**
 * A product of the catalog file as the product editor would send it, so an import is checked
 * by the editor's own rules and written by its own service. What the file does not carry
 * (specifications, size chart, video, declarations) comes from the stored product; colours and sizes keep
 * their ids when their names match, because carts and stock name them.
 */
export type StoredProduct = {
  specifications: ProductInput['specifications'];
  sizeChart: string | null;
  videoUrl: string | null;
  declarations?: ProductInput['declarations'];
  translations?: ProductTranslations;
  colorVariants: { id: string; name: string; sizes: { id: string; name: string }[] }[];
};

export type InputIds = { categoryId: string; subcategoryId: string | null; photo: (name: string) => string };

const offer = (o: CsvOffer) => ({ quantity: o.quantity, offerPrice: fromPaise(o.offerPricePaise), isVisible: o.isVisible });
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function csvProductInput(p: CsvProduct, ids: InputIds, stored: StoredProduct | undefined): { input: ProductInput } | { problems: CsvProblem[] } {
  const raw = {
    name: p.name,
    slug: p.slug,
    type: p.type,
    badge: p.badge,
    categoryId: ids.categoryId,
    subcategoryId: ids.subcategoryId,
    description: p.description,
    specifications: stored?.specifications ?? [],
    sizeChart: stored?.sizeChart ?? null,
    videoUrl: stored?.videoUrl ?? null,
    // The file has no declarations column: an import keeps the product's own.
    declarations: stored?.declarations ?? EMPTY_DECLARATIONS,
    defaultOffers: p.defaultOffers.map(offer),
    // An empty hsn cell keeps the stored code (left out, the write leaves the column alone).
    ...(p.hsn ? { hsn: p.hsn } : {}),
    published: p.published,
    translations: translationsOf(p, stored?.translations ?? {}),
    colorVariants: p.colours.map((c) => {
      const kept = stored?.colorVariants.find((v) => same(v.name, c.name));
      return {
        ...(kept ? { id: kept.id } : {}),
        name: c.name,
        colorCode: c.colorCode,
        images: c.photos.map((f) => (f.startsWith('/') ? f : ids.photo(f))),
        sizes: c.sizes.map((s) => {
          const keptSize = kept?.sizes.find((k) => same(k.name, s.name));
          return {
            ...(keptSize ? { id: keptSize.id } : {}),
            name: s.name,
            price: fromPaise(s.pricePaise),
            strikedPrice: fromPaise(s.strikedPricePaise),
            weight: s.weightGrams,
            offers: s.offers.map(offer),
          };
        }),
      };
    }),
  };
  const parsed = ProductInputSchema.safeParse(raw);
  if (parsed.success) return { input: parsed.data };
  return { problems: parsed.error.issues.map((i) => problemAt(p, i.path, i.message)) };
}

/**
 * The file's Hindi and Tamil names and descriptions over the stored ones: a column the file has
 * sets its text (an empty cell clears it, so English shows); one it lacks keeps the stored text.
 * Specifications have no column, so their translations stay as stored.
 */
function translationsOf(p: CsvProduct, stored: ProductTranslations): ProductTranslations {
  const out: ProductTranslations = {};
  for (const l of ['hi', 'ta'] as const satisfies readonly TranslatedLocale[]) {
    const name = p.texts[`product_name_${l}`];
    const description = p.texts[`description_${l}`];
    out[l] = {
      ...stored[l],
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
    };
  }
  return out;
}

const PRODUCT_COLUMNS: Record<string, string> = {
  name: 'product_name',
  slug: 'product_slug',
  badge: 'badge',
  description: 'description',
  defaultOffers: 'default_offers',
  hsn: 'hsn',
  colorVariants: 'colour',
};
const COLOUR_COLUMNS: Record<string, string> = { name: 'colour', colorCode: 'colour_code', images: 'photos', sizes: 'size' };
const SIZE_COLUMNS: Record<string, string> = { name: 'size', price: 'price', strikedPrice: 'struck_price', weight: 'weight_grams', offers: 'offers' };

/** An editor rule's complaint, placed at the file's line and column it is about. */
function problemAt(p: CsvProduct, path: readonly PropertyKey[], message: string): CsvProblem {
  const [top, ci, field, si, sizeField] = path;
  if (top === 'translations' && (ci === 'hi' || ci === 'ta')) return { line: p.line, column: field === 'description' ? `description_${ci}` : `product_name_${ci}`, message };
  if (top === 'colorVariants' && typeof ci === 'number' && p.colours[ci]) {
    const colour = p.colours[ci];
    if (field === 'sizes' && typeof si === 'number' && colour.sizes[si]) {
      return { line: colour.sizes[si].line, column: SIZE_COLUMNS[String(sizeField)] ?? 'size', message };
    }
    return { line: colour.line, column: COLOUR_COLUMNS[String(field)] ?? 'colour', message };
  }
  return { line: p.line, column: PRODUCT_COLUMNS[String(top)] ?? 'product_slug', message };
}
