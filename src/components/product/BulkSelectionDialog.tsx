import { useState } from 'react';
import { incompleteCount, type BulkItem } from '#lib/bulk-selection';
import type { PickerKey } from '#lib/i18n/messages/product';
import { useWords } from '../ui/island-words';
import type { ColorVariant } from '#lib/catalog-types';
import Dialog from '../ui/Dialog';

/**
 * Per-unit size and colour (spec sections 4 and 5). Native selects keep it compact and usable
 * with a keyboard and a screen reader. Removing a row lowers the quantity (the picker decides
 * what happens at 1).
 */
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  colors: ColorVariant[];
  items: BulkItem[];
  fill: { colorId: string; sizeId: string; label: string } | null;
  onChange: (items: BulkItem[]) => void;
  onRemove: (index: number) => void;
  onAdd: (mode: 'cart' | 'buy') => void;
  fallbackFocus?: () => HTMLElement | null;
};

export default function BulkSelectionDialog({ open, onOpenChange, colors, items, fill, onChange, onRemove, onAdd, fallbackFocus }: Props) {
  const [error, setError] = useState<string | null>(null);
  const { t } = useWords<PickerKey>();
  const missing = incompleteCount(items);

  function update(index: number, patch: Partial<BulkItem>) {
    setError(null);
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  }

  function submit(mode: 'cart' | 'buy') {
    if (missing > 0) {
      setError(t('picker.incomplete', { count: missing }));
      return;
    }
    setError(null);
    onAdd(mode);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={t('picker.selectSizeColor')}
      closeLabel={t('picker.close')}
      description={t('picker.bulkDescription', { count: items.length })}
      size="lg"
      {...(fallbackFocus ? { fallbackFocus } : {})}
    >
      {fill && (
        <button
          type="button"
          onClick={() => {
            setError(null);
            onChange(items.map(() => ({ colorId: fill.colorId, sizeId: fill.sizeId })));
          }}
          className="mb-3 text-sm font-medium text-plum underline underline-offset-4 hover:text-plum-dark"
        >
          {t('picker.useForAll', { label: fill.label })}
        </button>
      )}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const color = colors.find((c) => c._id === item.colorId);
          const n = index + 1;
          return (
            <li key={index} className="flex flex-wrap items-end gap-3 rounded-[12px] border border-line p-3">
              <span className="w-full text-sm font-semibold sm:w-auto sm:self-center">{t('picker.item', { n })}</span>
              <label className="flex min-w-32 flex-1 flex-col text-xs text-muted">
                {t('picker.colourLabel')}
                <select
                  aria-label={t('picker.colourFor', { n })}
                  aria-invalid={error !== null && !item.colorId}
                  value={item.colorId ?? ''}
                  onChange={(e) => {
                    const next = colors.find((c) => c._id === e.target.value);
                    const keepSize = next?.sizes.some((s) => s._id === item.sizeId);
                    update(index, { colorId: next?._id ?? null, sizeId: keepSize ? item.sizeId : null });
                  }}
                  className="mt-1 h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink"
                >
                  <option value="">{t('picker.selectColour')}</option>
                  {colors.map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex min-w-24 flex-1 flex-col text-xs text-muted">
                {t('picker.sizeLabel')}
                <select
                  aria-label={t('picker.sizeFor', { n })}
                  aria-invalid={error !== null && !item.sizeId}
                  value={item.sizeId ?? ''}
                  disabled={!color}
                  onChange={(e) => update(index, { sizeId: e.target.value || null })}
                  className="mt-1 h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink disabled:bg-paper disabled:text-muted"
                >
                  <option value="">{t('picker.selectSize')}</option>
                  {color?.sizes.map((s) => (
                    <option key={s._id} value={s._id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                aria-label={t('picker.removeItem', { n })}
                onClick={() => {
                  setError(null);
                  onRemove(index);
                }}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-error/10 hover:text-error"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
                  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                </svg>
              </button>
            </li>
          );
        })}
      </ol>
      <p role="alert" className="mt-3 min-h-5 text-sm font-medium text-error">
        {error}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => submit('cart')}
          className="h-11 w-full rounded-full sm:flex-1 bg-plum px-5 font-semibold text-white hover:bg-plum-dark"
        >
          {t('picker.addToCart')}
        </button>
        <button
          type="button"
          onClick={() => submit('buy')}
          className="h-11 w-full rounded-full sm:flex-1 bg-marigold px-5 font-semibold text-ink hover:brightness-95"
        >
          {t('picker.buyNow')}
        </button>
      </div>
    </Dialog>
  );
}
