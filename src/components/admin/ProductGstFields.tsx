import { Field, Section } from './EditorFields';
import { inputClass, secondaryButtonClass } from './form-styles';
import { apparelRateText, isGarmentHsn, sizeRatesText } from '#lib/gst/rate-text';
import { toPaise } from '#lib/money';

/**
 * The product's HSN code and the GST rate its invoices apply, saved with the product. The rate
 * is not chosen: the shop taxes garments by the price of a piece, so the section states the rule
 * and what each size's price pays under it.
 */
export default function ProductGstFields({ hsn, categoryDefault, sizes, error, onChange }: {
  hsn: string;
  categoryDefault: string | null;
  sizes: { name: string; price: string }[];
  error: string | undefined;
  onChange: (hsn: string) => void;
}) {
  const now = new Date();
  const priced = sizes.flatMap((s) => {
    const rupees = Number(s.price.trim());
    return s.name.trim() && s.price.trim() !== '' && Number.isFinite(rupees) && rupees > 0 ? [{ name: s.name.trim(), pricePaise: toPaise(rupees) }] : [];
  });
  const typed = hsn.trim();
  return (
    <Section title="GST">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-48">
          <Field path="hsn" label="HSN code" error={error} hint="4, 6 or 8 digits. Needed to publish: every tax invoice line carries it.">
            {(p) => <input {...p} type="text" inputMode="numeric" maxLength={8} value={hsn} onChange={(e) => onChange(e.target.value)} className={`${inputClass} font-mono`} autoComplete="off" spellCheck={false} />}
          </Field>
        </div>
        {categoryDefault && typed !== categoryDefault && (
          <button type="button" className={`${secondaryButtonClass} mb-6`} onClick={() => onChange(categoryDefault)}>
            Use {categoryDefault}<span className="sr-only">, the category's usual HSN heading</span>
          </button>
        )}
      </div>
      <div>
        <p className="text-sm font-medium">GST rate</p>
        <p className="text-sm">{apparelRateText(now)}</p>
        {priced.length > 0 && <p className="text-sm">{sizeRatesText(priced, now)}</p>}
        {/^\d{4,8}$/.test(typed) && !isGarmentHsn(typed) && (
          <p role="status" className="mt-2 rounded-md border border-line bg-paper p-2 text-sm">
            HSN {typed} is not a garment heading (chapters 61 and 62), yet the shop's invoices tax every piece at the garment rates above. Check the code.
          </p>
        )}
      </div>
    </Section>
  );
}
