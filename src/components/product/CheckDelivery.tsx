import { isPincode } from '#lib/validation/pincode';
import { useId, useState, type FormEvent } from 'react';
import { formatDeliveryDate } from '#lib/delivery/working-days';
import { LOCALE_INFO, type Locale } from '#lib/i18n/locales';
import type { DeliveryKey } from '#lib/i18n/messages/product';
import { IslandWords, useWords } from '../ui/island-words';

type Answer = { kind: 'date'; date: string } | { kind: 'none' } | { kind: 'error'; message: string };

/**
 * The product page's 'Check delivery': a PIN code gives the earliest delivery date, or says the
 * shop does not deliver there yet. Plain fetch, so it adds almost nothing to the page's script.
 */
/** `words`: its texts in the page's language (DELIVERY_KEYS), handed by the product page. */
export default function CheckDelivery({ words, locale }: { words: Record<DeliveryKey, string>; locale?: Locale | undefined }) {
  return (
    <IslandWords words={words} locale={locale}>
      <DeliveryForm />
    </IslandWords>
  );
}

function DeliveryForm() {
  const id = useId();
  const { t, locale } = useWords<DeliveryKey>();
  const [pin, setPin] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // What the box shows is what is checked. A PIN typed in the instant the island woke can be in
    // the box but not yet in React's copy; the shopper sees the box, so the box wins.
    const code = String(new FormData(e.currentTarget).get('pincode') ?? '').replace(/\D/g, '');
    if (code !== pin) setPin(code);
    if (!isPincode(code)) {
      setAnswer({ kind: 'error', message: t('delivery.enterPin') });
      return;
    }
    setBusy(true);
    try {
      const r = await fetch(`/api/web/delivery/${code}`);
      const body = (await r.json()) as { data?: { serviceable: boolean; prepaidDate: string | null }; message?: string };
      if (r.ok && body.data) setAnswer(body.data.serviceable && body.data.prepaidDate ? { kind: 'date', date: body.data.prepaidDate } : { kind: 'none' });
      // The server's message is English: other languages say the general sentence.
      else setAnswer({ kind: 'error', message: (locale === 'en' ? body.message : undefined) ?? t('delivery.failed') });
    } catch {
      setAnswer({ kind: 'error', message: t('delivery.offline') });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={check} noValidate className="rounded-(--radius-card) border border-line p-3">
      <label htmlFor={id} className="block text-sm font-semibold">{t('delivery.check')}</label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('delivery.placeholder')}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          aria-describedby={`${id}-answer`}
          className="w-32 rounded-md border border-gray-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-plum"
        />
        <button type="submit" disabled={busy} className="rounded-md border border-plum px-4 py-2 font-medium text-plum hover:bg-plum hover:text-white disabled:opacity-60">
          {t('delivery.button')}
        </button>
      </div>
      <p id={`${id}-answer`} aria-live="polite" className="mt-2 min-h-5 text-sm">
        {answer?.kind === 'date' && <span className="font-medium text-success">{t('delivery.by', { date: formatDeliveryDate(answer.date, LOCALE_INFO[locale].htmlLang) })}</span>}
        {answer?.kind === 'none' && t('delivery.none')}
        {answer?.kind === 'error' && <span className="text-error">{answer.message}</span>}
      </p>
    </form>
  );
}
