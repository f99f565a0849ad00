import TextField from './TextField';
import { LANGUAGE_NAMES, TRANSLATED_LOCALES, type NameTranslations } from '#lib/validation/catalog-translations';

type Props = {
  /** the id prefix of the form, so each input has its own id */
  id: string;
  /** what is named, as its English field is labelled: 'Category name', 'Label' */
  what: string;
  value: NameTranslations;
  onChange: (next: NameTranslations) => void;
  /** the form's errors by field path ('translations.hi') */
  errors: Record<string, string | undefined>;
  /** where the errors of these fields sit: 'translations' or 'items.0.translations' */
  path?: string;
};

/**
 * The optional Hindi and Tamil spellings of a console name. Left empty, the Hindi or Tamil shop
 * shows the English name, which the hint says, so staff know an empty field is fine.
 */
export default function NameTranslationFields({ id, what, value, onChange, errors, path = 'translations' }: Props) {
  return (
    <>
      {TRANSLATED_LOCALES.map((l) => (
        <TextField
          key={l}
          id={`${id}-${l}`}
          label={`${what} in ${LANGUAGE_NAMES[l]} (optional)`}
          hint={`Empty: the ${LANGUAGE_NAMES[l]} shop shows the English one.`}
          lang={l}
          value={value[l] ?? ''}
          onChange={(text) => onChange({ ...value, [l]: text })}
          error={errors[`${path}.${l}`]}
        />
      ))}
    </>
  );
}
