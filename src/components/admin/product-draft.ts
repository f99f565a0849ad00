import type { OfferDraft } from './EditorFields';
import type { DeclarationsDraft } from './DeclarationFields';
import type { DeclarationField } from '#lib/validation/legal';
import type { ProductInputDraft } from '#lib/validation/product-input';
import type { ProductTranslations } from '#lib/validation/catalog-translations';
import type { TranslationsDraft } from './ProductTranslationFields';

/**
 * The product editor's form state: a product as typed (numbers kept as strings), made from what
 * the page hands the editor and turned back into the body the product API takes.
 */
export type CategoryOption = { id: string; name: string; hsnDefault?: string | null; subcategories: { id: string; name: string }[] };

export type SizeDraft = { id?: string; name: string; price: string; strikedPrice: string; weight: string; offers: OfferDraft[] };
export type ColourDraft = { id?: string; key: string; name: string; colorCode: string; photos: number; sizes: SizeDraft[] };
export type Draft = {
  name: string;
  slug: string;
  type: '1' | '2';
  badge: string;
  categoryId: string;
  subcategoryId: string;
  description: string;
  specifications: { key: string; value: string }[];
  sizeChart: string;
  videoUrl: string;
  defaultOffers: OfferDraft[];
  declarations: DeclarationsDraft;
  hsn: string;
  colorVariants: ColourDraft[];
  published: boolean;
  translations: TranslationsDraft;
};

/** What the page hands the editor: a saved product (with ids), or nothing for a new one. */
export type EditorProduct = {
  id: string;
  name: string;
  slug: string;
  type: 1 | 2;
  badge: string | null;
  categoryId: string;
  subcategoryId: string | null;
  description: string;
  specifications: { key: string; value: string }[];
  sizeChart: string | null;
  videoUrl: string | null;
  defaultOffers: { quantity: number; offerPrice: number; isVisible: boolean }[];
  declarations: Record<DeclarationField, string | null>;
  hsn?: string | null | undefined;
  colorVariants: {
    id: string;
    name: string;
    colorCode: string;
    images?: string[];
    sizes: { id: string; name: string; price: number; strikedPrice: number; weight: number; offers: { quantity: number; offerPrice: number; isVisible: boolean }[] }[];
  }[];
  published: boolean;
  translations?: ProductTranslations;
};

let keys = 0;
const nextKey = () => `c${++keys}`;

const offerDraft = (o: { quantity: number; offerPrice: number; isVisible: boolean }): OfferDraft => ({ quantity: String(o.quantity), offerPrice: String(o.offerPrice), isVisible: o.isVisible });
export const emptySize = (): SizeDraft => ({ name: '', price: '', strikedPrice: '', weight: '', offers: [] });
export const emptyColour = (): ColourDraft => ({ key: nextKey(), name: '', colorCode: '#000000', photos: 0, sizes: [emptySize()] });

export function draftOf(p: EditorProduct | null, categories: CategoryOption[]): Draft {
  if (!p) {
    return {
      name: '',
      slug: '',
      type: '2',
      badge: '',
      categoryId: categories[0]?.id ?? '',
      subcategoryId: '',
      description: '',
      specifications: [],
      sizeChart: '',
      videoUrl: '',
      defaultOffers: [],
      declarations: { makerName: '', makerAddress: '', netQuantity: '', countryOfOrigin: '', consumerCare: '' },
      hsn: '',
      colorVariants: [emptyColour()],
      published: false,
      translations: translationsDraft({}),
    };
  }
  return {
    name: p.name,
    slug: p.slug,
    type: String(p.type) as '1' | '2',
    badge: p.badge ?? '',
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId ?? '',
    description: p.description,
    specifications: p.specifications,
    sizeChart: p.sizeChart ?? '',
    videoUrl: p.videoUrl ?? '',
    defaultOffers: p.defaultOffers.map(offerDraft),
    declarations: Object.fromEntries(Object.entries(p.declarations).map(([k, v]) => [k, v ?? ''])) as DeclarationsDraft,
    hsn: p.hsn ?? '',
    colorVariants: p.colorVariants.map((c) => ({
      id: c.id,
      key: c.id,
      name: c.name,
      colorCode: c.colorCode,
      photos: c.images?.length ?? 0,
      sizes: c.sizes.map((s) => ({ id: s.id, name: s.name, price: String(s.price), strikedPrice: String(s.strikedPrice), weight: String(s.weight), offers: s.offers.map(offerDraft) })),
    })),
    published: p.published,
    translations: translationsDraft(p.translations ?? {}),
  };
}

function translationsDraft(t: ProductTranslations): TranslationsDraft {
  const one = (l: 'hi' | 'ta') => ({
    name: t[l]?.name ?? '',
    description: t[l]?.description ?? '',
    specifications: (t[l]?.specifications ?? []).map((s) => `${s.key}: ${s.value}`).join('\n'),
  });
  return { hi: one('hi'), ta: one('ta') };
}

/** 'Fabric: Cotton' lines to rows; a line without a colon is sent as a name alone, which the server names. */
const specRows = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0 ? { key: line, value: '' } : { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });

/** A typed number, or undefined when blank so the server says the field is missing. */
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const offersOut = (list: OfferDraft[]) => list.map((o) => ({ quantity: num(o.quantity), offerPrice: num(o.offerPrice), isVisible: o.isVisible }));

export function bodyOf(d: Draft): ProductInputDraft {
  return {
    name: d.name,
    slug: d.slug,
    type: Number(d.type) as 1 | 2,
    badge: d.badge,
    categoryId: d.categoryId,
    subcategoryId: d.subcategoryId || null,
    description: d.description,
    specifications: d.specifications,
    sizeChart: d.sizeChart,
    videoUrl: d.videoUrl,
    defaultOffers: offersOut(d.defaultOffers) as ProductInputDraft['defaultOffers'],
    declarations: d.declarations,
    hsn: d.hsn,
    colorVariants: d.colorVariants.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      name: c.name,
      colorCode: c.colorCode,
      sizes: c.sizes.map((s) => ({
        ...(s.id ? { id: s.id } : {}),
        name: s.name,
        price: num(s.price),
        strikedPrice: num(s.strikedPrice),
        weight: num(s.weight),
        offers: offersOut(s.offers),
      })),
    })) as ProductInputDraft['colorVariants'],
    published: d.published,
    translations: {
      hi: { name: d.translations.hi.name, description: d.translations.hi.description, specifications: specRows(d.translations.hi.specifications) },
      ta: { name: d.translations.ta.name, description: d.translations.ta.description, specifications: specRows(d.translations.ta.specifications) },
    },
  };
}
