import { useId, useState } from 'react';
import type { ColorVariant } from '#lib/catalog-types';
import type { PickerKey } from '#lib/i18n/messages/product';
import { useWords } from '../ui/island-words';

export const VISIBLE_COLOURS = 16;

/**
 * Colour choice as native radios (arrow keys for free); the first 16 show, the rest behind
 * More/Less. A colour with nothing left can still be chosen, to see it, and says it is sold out.
 */
type Props = { colors: ColorVariant[]; selected: number; onSelect: (index: number) => void; soldOut?: (colorId: string) => boolean };

export default function ColorSwatches({ colors, selected, onSelect, soldOut = () => false }: Props) {
  const uid = useId();
  const { t } = useWords<PickerKey>();
  const [showAll, setShowAll] = useState(false);
  const hidden = colors.length - VISIBLE_COLOURS;
  const shown = colors
    .map((color, index) => ({ color, index }))
    .filter(({ index }) => showAll || index < VISIBLE_COLOURS || index === selected);
  return (
    <fieldset>
      <legend className="mb-2 text-sm">
        <span className="font-semibold">{t('picker.colour')}</span> {colors[selected]?.name}
        {colors[selected] && soldOut(colors[selected]._id) && <span className="font-semibold text-error"> {t('picker.colourSoldOutMark')}</span>}
      </legend>
      <div id={`${uid}-swatches`} className="flex flex-wrap items-center gap-2">
        {shown.map(({ color, index }) => (
          <label key={color._id} title={color.name} data-early-tap={`colour-${color._id}`} className="relative cursor-pointer">
            <input
              type="radio"
              name={`${uid}-colour`}
              value={color._id}
              checked={index === selected}
              onChange={() => onSelect(index)}
              className="peer sr-only"
            />
            <span className="sr-only">{soldOut(color._id) ? t('picker.nameSoldOut', { name: color.name }) : color.name}</span>
            <span
              aria-hidden="true"
              style={{ backgroundColor: color.colorCode }}
              className="block h-9 w-9 rounded-full border border-black/20 ring-offset-2 peer-checked:ring-2 peer-checked:ring-plum peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-plum"
            />
            {soldOut(color._id) && (
              <span aria-hidden="true" className="pointer-events-none absolute left-1/2 top-1/2 h-0.5 w-10 -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-ink/70" />
            )}
          </label>
        ))}
        {hidden > 0 && (
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls={`${uid}-swatches`}
            onClick={() => setShowAll((v) => !v)}
            className="h-9 rounded-full border border-plum px-3 text-sm font-medium text-plum hover:bg-plum/10"
          >
            {showAll ? t('picker.less') : t('picker.more', { count: hidden })}
            <span className="sr-only"> {t('picker.colours')}</span>
          </button>
        )}
      </div>
    </fieldset>
  );
}
