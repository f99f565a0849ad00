import { useEffect, useState } from 'react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '#lib/line-quantity';

/** − / number / + control. The typed value is committed on blur or Enter, clamped to min..max. */
type Props = {
  value: number;
  onChange: (value: number) => void;
  label: string;
  min?: number;
  max?: number;
  size?: 'sm' | 'md';
  /** The buttons' names in the page's language; English 'Decrease …'/'Increase …' by default. */
  decreaseLabel?: string;
  increaseLabel?: string;
};

export default function QuantityStepper({ value, onChange, label, min = MIN_LINE_QUANTITY, max = MAX_LINE_QUANTITY, size = 'md', decreaseLabel, increaseLabel }: Props) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const n = Number.parseInt(raw, 10);
    const next = Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const box = size === 'sm' ? 'h-9 w-9' : 'h-11 w-11';
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-full border border-line bg-white">
      <button
        type="button"
        aria-label={decreaseLabel ?? `Decrease ${label.toLowerCase()}`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
        className={`${box} inline-flex items-center justify-center rounded-full text-lg text-ink hover:bg-plum/10 disabled:cursor-not-allowed disabled:text-muted/60`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit(e.currentTarget.value);
          }
        }}
        className="tabular w-12 appearance-none bg-transparent text-center text-base font-semibold [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={increaseLabel ?? `Increase ${label.toLowerCase()}`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        className={`${box} inline-flex items-center justify-center rounded-full text-lg text-ink hover:bg-plum/10 disabled:cursor-not-allowed disabled:text-muted/60`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
