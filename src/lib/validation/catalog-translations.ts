import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';

/**
 * Hindi and Tamil texts of catalog data (issue 31, item 3), shared by the console forms, the
 * admin API, the catalog file and the storefront. Every text is optional: an empty one is left
 * out, and the shop then shows the English text in its place.
 */
export const TRANSLATED_LOCALES = ['hi', 'ta'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
export const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { hi: 'Hindi', ta: 'Tamil' };

/** Blank means 'no translation': the key is dropped, so stored rows never hold empty strings. */
const optional = (label: string, max: number) =>
  labelled(
    label,
    z.preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
      z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).optional(),
    ),
  );

/** A name of a category, subcategory, collection tile or menu entry, in Hindi and Tamil. */
export type NameTranslations = Partial<Record<TranslatedLocale, string>>;

export const nameTranslationsSchema = (what: string, max = 80) =>
  z
    .object({ hi: optional(`${what} in Hindi`, max), ta: optional(`${what} in Tamil`, max) })
    .strict()
    .default({})
    .transform((t): NameTranslations => withoutEmpty(t));

export type SpecificationText = { key: string; value: string };
/** A product's own texts in one language; a missing one falls back to English. */
export type ProductText = { name?: string; description?: string; specifications?: SpecificationText[] };
export type ProductTranslations = Partial<Record<TranslatedLocale, ProductText>>;

const productText = (language: string) =>
  z
    .object({
      name: optional(`Name in ${language}`, 120),
      description: optional(`Description in ${language}`, 5000),
      specifications: labelled(
        `Specifications in ${language}`,
        z
          .array(z.object({ key: optional(`Specification name in ${language}`, 60), value: optional(`Specification value in ${language}`, 300) }))
          .max(30, `Specifications in ${language} must be at most 30 rows`)
          .superRefine((rows, ctx) => {
            rows.forEach((r, i) => {
              if (Boolean(r.key) !== Boolean(r.value))
                ctx.addIssue({ code: 'custom', path: [i], message: `Specifications in ${language}: line ${i + 1} needs a name and a value, written Name: Value` });
            });
          }),
      ).optional(),
    })
    .strict()
    .transform((t): ProductText => {
      const specs = (t.specifications ?? []).flatMap((s) => (s.key && s.value ? [{ key: s.key, value: s.value }] : []));
      return withoutEmpty({ name: t.name, description: t.description, specifications: specs.length > 0 ? specs : undefined });
    });

export const ProductTranslationsSchema = labelled(
  'Translations',
  z
    .object({ hi: productText('Hindi').optional(), ta: productText('Tamil').optional() })
    .strict()
    .default({})
    .transform((t): ProductTranslations => {
      const out: ProductTranslations = {};
      for (const l of TRANSLATED_LOCALES) if (t[l] && Object.keys(t[l]).length > 0) out[l] = t[l];
      return out;
    }),
);

function withoutEmpty<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** What the database may hold: read back through the same rules, so a hand-edited row cannot break a page. */
export function storedNames(value: unknown): NameTranslations {
  const parsed = nameTranslationsSchema('Name').safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

export function storedProductTexts(value: unknown): ProductTranslations {
  const parsed = ProductTranslationsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}
