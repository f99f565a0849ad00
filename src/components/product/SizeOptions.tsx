import { useId } from 'react';
import type { Size } from '#lib/catalog-types';
import { isSoldOut, leftText, type ShelfLeft } from '#lib/stock-display';
import type { PickerAdvice } from './ProductPicker';
import type { PickerKey } from '#lib/i18n/messages/product';
import { useWords } from '../ui/island-words';

/** Size buttons as native radios styled as pills; a sold-out size shows, struck through, but cannot be chosen. */
type Props = {
  sizes: Size[];
  selected: number;
  onSelect: (index: number) => void;
  chart?: React.ReactNode;
  left: Record<string, ShelfLeft>;
  /** what most buyers say of the fit, when enough of them agree (issue 30) */
  advice?: PickerAdvice | null;
};

export default function SizeOptions({ sizes, selected, onSelect, chart, left, advice }: Props) {
  const uid = useId();
  const { t } = useWords<PickerKey>();
  const chosen = sizes[selected];
  const shelf = chosen ? left[chosen._id] : undefined;
  // leftText's English, in the page's language.
  const hint = leftText(shelf) === null ? null : shelf === 0 ? t('picker.soldOut') : t('picker.onlyLeft', { count: shelf ?? 0 });
  return (
    <div className="relative">
      {chart && <div className="absolute right-0 top-0">{chart}</div>}
      <fieldset>
      <legend className="mb-2 text-sm">
        <span className="font-semibold">{t('picker.size')}</span> {sizes[selected]?.name ?? t('picker.notAvailable')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size, index) => {
          const soldOut = isSoldOut(left[size._id]);
          return (
            <label key={size._id} data-early-tap={`size-${size._id}`} className={soldOut ? 'cursor-not-allowed' : 'cursor-pointer'}>
              <input
                type="radio"
                name={`${uid}-size`}
                value={size._id}
                checked={index === selected}
                disabled={soldOut}
                onChange={() => onSelect(index)}
                aria-label={soldOut ? t('picker.nameSoldOut', { name: size.name }) : size.name}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`inline-flex h-10 min-w-12 items-center justify-center rounded-full border px-4 text-sm font-medium peer-checked:border-plum peer-checked:bg-plum peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum ${
                  soldOut ? 'border-dashed border-line bg-paper text-muted line-through' : 'border-line bg-white text-ink'
                }`}
              >
                {size.name}
              </span>
            </label>
          );
        })}
      </div>
      {advice && (
        <p data-fit-advice className="mt-2 text-sm">
          <span className="font-medium">{t(`picker.advice_${advice.fit}`)}</span>{' '}
          <span className="tabular text-muted">{t('picker.adviceFigures', { count: advice.count, total: advice.total })}</span>
        </p>
      )}
      {hint && (
        <p role="status" className="mt-2 text-sm font-semibold text-error">
          {hint}
        </p>
      )}
      </fieldset>
    </div>
  );
}
