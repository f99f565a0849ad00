import { Field, Section } from './EditorFields';
import { inputClass } from './form-styles';
import { LANGUAGE_NAMES, TRANSLATED_LOCALES, type TranslatedLocale } from '#lib/validation/catalog-translations';

/** One language's product texts as typed; specifications one per line, 'Name: Value'. */
export type ProductTextDraft = { name: string; description: string; specifications: string };
export type TranslationsDraft = Record<TranslatedLocale, ProductTextDraft>;

type Props = {
  value: TranslationsDraft;
  onChange: (next: TranslationsDraft) => void;
  errorAt: (path: string) => string | undefined;
};

/** The first specification error of a language: the server names the row ('translations.hi.specifications.1'). */
const specError = (errorAt: Props['errorAt'], l: TranslatedLocale) => {
  for (let i = 0; i < 30; i++) {
    const e = errorAt(`translations.${l}.specifications.${i}`);
    if (e) return e;
  }
  return errorAt(`translations.${l}.specifications`);
};

/**
 * The product's name, description and specifications in Hindi and Tamil, all optional: what is
 * left empty shows in English on that language's shop.
 */
export default function ProductTranslationFields({ value, onChange, errorAt }: Props) {
  const edit = (l: TranslatedLocale, patch: Partial<ProductTextDraft>) => onChange({ ...value, [l]: { ...value[l], ...patch } });
  return (
    <Section title="Hindi and Tamil (optional)" hint="The Hindi shop (/hi/) and the Tamil shop (/ta/) show these. Anything left empty shows in English there.">
      {TRANSLATED_LOCALES.map((l) => {
        const language = LANGUAGE_NAMES[l];
        return (
          <fieldset key={l} className="space-y-3 rounded-md border border-line p-3">
            <legend className="px-1 font-semibold">{language}</legend>
            <Field path={`translations.${l}.name`} label={`Name in ${language}`} error={errorAt(`translations.${l}.name`)}>
              {(p) => <input {...p} type="text" lang={l} maxLength={120} value={value[l].name} onChange={(e) => edit(l, { name: e.target.value })} className={inputClass} />}
            </Field>
            <Field path={`translations.${l}.description`} label={`Description in ${language}`} error={errorAt(`translations.${l}.description`)}>
              {(p) => <textarea {...p} lang={l} rows={3} maxLength={5000} value={value[l].description} onChange={(e) => edit(l, { description: e.target.value })} className={inputClass} />}
            </Field>
            <Field
              path={`translations.${l}.specifications`}
              label={`Specifications in ${language}`}
              hint="One per line, written Name: Value. Empty: the English specifications show."
              error={specError(errorAt, l)}
            >
              {(p) => <textarea {...p} lang={l} rows={3} value={value[l].specifications} onChange={(e) => edit(l, { specifications: e.target.value })} className={inputClass} />}
            </Field>
          </fieldset>
        );
      })}
    </Section>
  );
}
