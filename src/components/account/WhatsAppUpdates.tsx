import { useEffect, useState } from 'react';
import { apiFetch } from '../../client/api-client';
import { useAccountWords } from './use-account-words';

type Choice = { whatsapp: boolean };

/**
 * My Account's choice of WhatsApp order updates. SMS always comes; this only turns the WhatsApp
 * copy off (and back on). Hidden until the saved choice is known, so it never shows a wrong tick.
 */
export default function WhatsAppUpdates() {
  const { t } = useAccountWords();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    void apiFetch<Choice>('/customer/whatsapp').then((r) => {
      if (live && r.status === 200 && r.data) setChoice(r.data.whatsapp);
    });
    return () => {
      live = false;
    };
  }, []);

  if (choice === null) return null;

  // The tick follows the click at once and goes back if the shop could not save it.
  async function change(next: boolean) {
    const before = choice;
    setChoice(next);
    setSaving(true);
    setNote(null);
    const r = await apiFetch<Choice>('/customer/whatsapp', { body: { whatsapp: next } });
    setSaving(false);
    if (r.status === 200 && r.data) {
      setChoice(r.data.whatsapp);
      setNote({ ok: true, text: t(r.data.whatsapp ? 'account.whatsappOn' : 'account.whatsappOff') });
    } else {
      setChoice(before);
      setNote({ ok: false, text: t('account.whatsappFailed') });
    }
  }

  return (
    <div className="mb-5 rounded-md border border-line p-3 text-sm">
      <div className="flex items-start gap-3">
        <input
          id="whatsapp-updates"
          type="checkbox"
          className="mt-0.5 size-5 accent-[#5b2a86]"
          checked={choice}
          disabled={saving}
          aria-describedby="whatsapp-updates-help"
          onChange={(e) => void change(e.target.checked)}
        />
        <div>
          <label htmlFor="whatsapp-updates" className="font-semibold">
            {t('account.whatsappLabel')}
          </label>
          <p id="whatsapp-updates-help" className="text-muted">
            {t('account.whatsappHelp')}
          </p>
        </div>
      </div>
      <p aria-live="polite" className={note?.ok === false ? 'mt-2 text-error' : 'mt-2'}>
        {note?.text ?? ''}
      </p>
    </div>
  );
}
