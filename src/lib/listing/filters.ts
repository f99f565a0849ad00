import type { ProductSummary } from '../catalog-types';

/**
 * What a listing knows about each product beyond its card: every size and colour it is sold in,
 * when it was added, and how many units were sold. Built on the server from the catalog.
 */
export type ListingItem = {
  summary: ProductSummary;
  sizes: string[];
  /** colour name and its swatch code, one per colour variant */
  colours: { name: string; code: string }[];
  /** ms since the epoch */
  createdAt: number;
  unitsSold: number;
  /** some size has a unit to sell now (read from stock at request time, never the catalog cache) */
  inStock: boolean;
};

/**
 * The listing filters, data-driven: the form, the URL and the counts all come from this list.
 * A new filter is one more entry here: its URL parameter, its legend, and the values a product has.
 */
export type FilterDefinition = {
  param: string;
  legend: string;
  valuesOf: (item: ListingItem) => string[];
  /** the shopper-facing text of a value */
  labelOf: (value: string) => string;
  /** the order values are offered in */
  compare: (a: string, b: string) => number;
  /** a swatch colour for a value, if the filter has swatches */
  swatchOf?: (value: string, items: readonly ListingItem[]) => string | undefined;
};

/** Price bands in rupees, on the card's price (the lowest size price). */
export const PRICE_BANDS: readonly { id: string; label: string; min: number; max: number }[] = [
  { id: 'under-400', label: 'Under ₹400', min: 0, max: 399.99 },
  { id: '400-599', label: '₹400 to ₹599', min: 400, max: 599.99 },
  { id: '600-799', label: '₹600 to ₹799', min: 600, max: 799.99 },
  { id: '800-up', label: '₹800 and above', min: 800, max: Number.POSITIVE_INFINITY },
];

/** Clothing sizes in their natural order; anything unknown (kids' ages, free size) follows by its digits. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', '3XL', '4XL', '5XL'];

export function compareSizes(a: string, b: string): number {
  const ia = SIZE_ORDER.indexOf(a.toUpperCase());
  const ib = SIZE_ORDER.indexOf(b.toUpperCase());
  if (ia >= 0 && ib >= 0) return ia - ib;
  if (ia >= 0) return -1;
  if (ib >= 0) return 1;
  const na = Number.parseInt(a, 10);
  const nb = Number.parseInt(b, 10);
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a.localeCompare(b, 'en');
}

const unique = (values: string[]) => [...new Set(values)];

export const LISTING_FILTERS: readonly FilterDefinition[] = [
  {
    param: 'size',
    legend: 'Size',
    valuesOf: (item) => unique(item.sizes),
    labelOf: (v) => v,
    compare: compareSizes,
  },
  {
    param: 'colour',
    legend: 'Colour',
    valuesOf: (item) => unique(item.colours.map((c) => c.name)),
    labelOf: (v) => v,
    compare: (a, b) => a.localeCompare(b, 'en'),
    swatchOf: (value, items) => {
      for (const item of items) {
        const found = item.colours.find((c) => c.name === value);
        if (found) return found.code;
      }
      return undefined;
    },
  },
  {
    param: 'price',
    legend: 'Price',
    valuesOf: (item) => PRICE_BANDS.filter((b) => item.summary.price >= b.min && item.summary.price <= b.max).map((b) => b.id),
    labelOf: (v) => PRICE_BANDS.find((b) => b.id === v)?.label ?? v,
    compare: (a, b) => PRICE_BANDS.findIndex((x) => x.id === a) - PRICE_BANDS.findIndex((x) => x.id === b),
  },
  {
    param: 'stock',
    legend: 'Availability',
    valuesOf: (item) => (item.inStock ? ['in-stock'] : []),
    labelOf: (v) => (v === 'in-stock' ? 'In stock' : v),
    compare: (a, b) => a.localeCompare(b, 'en'),
  },
];
