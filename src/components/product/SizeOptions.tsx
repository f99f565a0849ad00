import { useId } from 'react';
import type { Size } from '../../lib/catalog-types';

/** Size buttons as native radios styled as pills. */
type Props = { sizes: Size[]; selected: number; onSelect: (index: number) => void; chart?: React.ReactNode };

export default function SizeOptions({ sizes, selected, onSelect, chart }: Props) {
  const uid = useId();
  return (
    <fieldset>
      <div className="mb-2 flex items-center justify-between gap-4">
        <legend className="float-left text-sm">
          <span className="font-semibold">Size:</span> {sizes[selected]?.name ?? 'Not available'}
        </legend>
        {chart}
      </div>
      <div className="clear-both flex flex-wrap gap-2">
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
  );
}
