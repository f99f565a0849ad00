import { useState, type FormEvent } from 'react';
import { formatINR } from '#lib/money';
import type { CheckoutKey } from '#lib/i18n/messages/checkout';
import { useWords } from '../ui/island-words';


export type AppliedCode = { code: string; savingPaise: number; freeShipping: boolean };

type Props = {
  applied: AppliedCode | null;
  /** the server's reason the code does not apply, in its own words */
  error: string | null;
  busy: boolean;
  initial: string;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** 'Apply code' in the payment section: the server judges the code and answers its saving or the reason. */
export default function CodeField({ applied, error, busy, initial, onApply, onRemove }: Props) {
  const { t } = useWords<CheckoutKey>();
  const [text, setText] = useState(initial);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (text.trim()) onApply(text.trim());
  }

  if (applied) {
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-[12px] border border-line bg-plum/5 p-3 text-sm" data-testid="code-applied">
        <p>
          <span className="font-semibold">{applied.code}</span> {t('checkout.applied')}{' '}
          {applied.freeShipping ? t('checkout.freeShipping') : t('checkout.amountOff', { amount: formatINR(applied.savingPaise) })}
        </p>
        <button type="button" onClick={onRemove} className="font-semibold text-plum underline">
          {t('checkout.removeCode')}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-4" noValidate>
      <label htmlFor="discount-code" className="block text-sm font-semibold">
        {t('checkout.discountCode')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="discount-code"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={30}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
          className="h-11 min-w-0 flex-1 rounded-md border border-gray-400 px-3 uppercase focus:border-plum focus:outline-2 focus:outline-plum"
        />
        <button type="submit" disabled={busy || text.trim() === ''} className="h-11 shrink-0 rounded-full border border-plum px-5 font-semibold text-plum hover:bg-plum hover:text-white disabled:opacity-60">
          {t('checkout.applyCode')}
        </button>
      </div>
      {error && (
        <p id="discount-code-error" role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
