import { Field, Section } from './EditorFields';
import { inputClass } from './form-styles';
import { DECLARATION_FIELDS, type DeclarationField } from '#lib/validation/legal';

export type DeclarationsDraft = Record<DeclarationField, string>;

const HINTS: Partial<Record<DeclarationField, string>> = {
  netQuantity: "A count for clothes: '1 N' for one piece, '3 N' for a pack of three.",
  consumerCare: 'Name, address, phone and email a shopper can complain to.',
};

/**
 * The product's Legal Metrology rule 6(10) declarations. Each may be left empty to take the
 * shop-wide default (Settings › Legal), which the hint shows; with neither, publishing is refused.
 */
export default function DeclarationFields({ value, defaults, errorAt, onChange }: {
  value: DeclarationsDraft;
  defaults: Record<DeclarationField, string | null>;
  errorAt: (path: string) => string | undefined;
  onChange: (next: DeclarationsDraft) => void;
}) {
  return (
    <Section title="Declarations (Legal Metrology)" hint="Shown on the product page under Product details. A product cannot be published while one is missing here and in the shop-wide defaults.">
      <div className="grid gap-4 md:grid-cols-2">
        {DECLARATION_FIELDS.map(([key, label]) => {
          const fallback = defaults[key];
          const hint = [HINTS[key], fallback ? `Empty: the shop default, ${fallback}` : 'No shop default: fill it in to publish.'].filter(Boolean).join(' ');
          const multiline = key === 'makerAddress' || key === 'consumerCare';
          return (
            <Field key={key} path={`declarations.${key}`} label={label} error={errorAt(`declarations.${key}`)} hint={hint}>
              {(p) =>
                multiline ? (
                  <textarea {...p} rows={2} maxLength={500} value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} className={inputClass} />
                ) : (
                  <input {...p} type="text" maxLength={200} value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} className={inputClass} />
                )
              }
            </Field>
          );
        })}
      </div>
    </Section>
  );
}
