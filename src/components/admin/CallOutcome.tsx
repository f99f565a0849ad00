import { useState } from 'react';
import { adminCall } from './admin-api';
import { errorsByField } from './field-errors';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

type Outcome = 'confirmed' | 'cancelled' | 'noAnswer' | 'wrongNumber';

const CHOICES: { value: Outcome; label: string; hint: string }[] = [
  { value: 'confirmed', label: 'Confirmed', hint: 'The order moves to Confirmed, ready to pack.' },
  { value: 'cancelled', label: 'Cancelled at their request', hint: 'The order is cancelled and its stock comes back. Write the reason in the note.' },
  { value: 'noAnswer', label: 'No answer: call again', hint: 'The order stays on the list, due again after the hours you choose.' },
  { value: 'wrongNumber', label: 'Wrong number', hint: 'The order stays on the list, flagged, for someone to decide.' },
];

type Props = { orderId: string; number: string };

/**
 * What staff record after calling the shopper of an unconfirmed COD order: one outcome, a note,
 * and for 'no answer' when to call again (1 to 48 hours). The page reloads to show the list in
 * its new order; the server's messages appear beside the field they are about.
 */
export default function CallOutcome({ orderId, number }: Props) {
  const [outcome, setOutcome] = useState<Outcome>('confirmed');
  const [note, setNote] = useState('');
  const [hours, setHours] = useState('2');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const id = (name: string) => `call-${orderId}-${name}`;

  const { error, busy, submit } = useAdminSubmit(
    () => adminCall('POST', `/api/admin/orders/${orderId}/call`, { outcome, note, ...(outcome === 'noAnswer' ? { hours } : {}) }),
    {
      onRefused: (r) => {
        const byField = errorsByField(r);
        setFieldErrors(byField);
        return Object.keys(byField).length ? 'Check the call details above.' : r.message;
      },
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`Record the call for order #${number}`} className="space-y-3">
      <fieldset>
        <legend className={labelClass}>What the customer said (#{number})</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {CHOICES.map((c) => (
            <label key={c.value} className="flex min-h-11 items-start gap-2 rounded-md border border-line px-3 py-2 text-sm">
              <input
                type="radio"
                name={id('outcome')}
                value={c.value}
                checked={outcome === c.value}
                onChange={() => setOutcome(c.value)}
                className="mt-0.5 h-5 w-5 shrink-0"
              />
              <span>
                <span className="font-medium">{c.label}</span>
                <span className="block text-muted">{c.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor={id('note')} className={labelClass}>
            Note{outcome === 'cancelled' ? ' (the reason for cancelling)' : ''}
          </label>
          <input
            id={id('note')}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={fieldErrors.note ? true : undefined}
            aria-describedby={fieldErrors.note ? id('note-error') : undefined}
            className={inputClass}
          />
          {fieldErrors.note && (
            <p id={id('note-error')} className="mt-1 text-sm text-error">
              {fieldErrors.note}
            </p>
          )}
        </div>
        {outcome === 'noAnswer' && (
          <div>
            <label htmlFor={id('hours')} className={labelClass}>
              Call again in (hours)
            </label>
            <input
              id={id('hours')}
              type="number"
              inputMode="numeric"
              min={1}
              max={48}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              aria-invalid={fieldErrors.hours ? true : undefined}
              aria-describedby={id('hours-hint')}
              className={inputClass}
            />
            <p id={id('hours-hint')} className={fieldErrors.hours ? 'mt-1 text-sm text-error' : 'mt-1 text-sm text-muted'}>
              {fieldErrors.hours ?? '1 to 48 hours.'}
            </p>
          </div>
        )}
      </div>
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Saving…' : `Record the call for #${number}`}
      </button>
    </form>
  );
}
