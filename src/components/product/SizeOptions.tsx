import { useId } from 'react';
import type { Size } from '../../lib/catalog-types';

/** Size buttons as native radios styled as pills. */
type Props = { sizes: Size[]; selected: number; onSelect: (index: number) => void; chart?: React.ReactNode };

export default function SizeOptions({ sizes, selected, onSelect, chart }: Props) {
  const uid = useId();
  return (
    <div className="relative">
      {chart && <div className="absolute right-0 top-0">{chart}</div>}
      <fieldset>
      <legend className="mb-2 text-sm">
        <span className="font-semibold">Size:</span> {sizes[selected]?.name ?? 'Not available'}
      </legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size, index) => (
          <label key={size._id} className="cursor-pointer">
            <input
              type="radio"
              name={`${uid}-size`}
              value={size._id}
              checked={index === selected}
              onChange={() => onSelect(index)}
              className="peer sr-only"
            />
            <span className="inline-flex h-10 min-w-12 items-center justify-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink peer-checked:border-plum peer-checked:bg-plum peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum">
              {size.name}
            </span>
          </label>
        ))}
      </div>
      </fieldset>
    </div>
  );
}
