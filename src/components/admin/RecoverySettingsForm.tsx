import { useState } from 'react';
import type { RecoverySettings } from '#lib/validation/recovery';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** The merchant's cart reminders: on or off, a second one a day later, and the code it carries. */
export default function RecoverySettingsForm({ initial }: { initial: RecoverySettings }) {
  const [enabled, setEnabled] = useState(initial.enabled);
  const [second, setSecond] = useState(initial.secondReminder);
  const [code, setCode] = useState(initial.secondReminderCode ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  const { error, busy, submit } = useAdminSubmit(
    () => {
      setSaved(null);
      return adminCall('POST', '/api/admin/settings/recovery', { enabled, secondReminder: second, secondReminderCode: code.trim() === '' ? null : code });
    },
    { onDone: (answer) => setSaved(answer.message) },
  );
  return (
    <form method="post" onSubmit={submit} className="max-w-2xl space-y-4 rounded-(--radius-card) border border-line bg-white p-4" noValidate>
      <div className="flex items-start gap-3">
        <input id="recovery-on" type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} className="mt-1 h-4 w-4" aria-describedby="recovery-on-help" />
        <div>
          <label htmlFor="recovery-on" className="font-medium">Send a reminder</label>
          <p id="recovery-on-help" className="text-sm text-muted">
            A signed-in shopper who reached checkout and has not ordered an hour later gets one message (WhatsApp, or SMS) with a link that restores the cart.
            Never between 21:00 and 09:00; never to a shopper who turned WhatsApp off in My Account.
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <input id="recovery-second" type="checkbox" checked={second} onChange={(e) => setSecond(e.target.checked)} className="mt-1 h-4 w-4" aria-describedby="recovery-second-help" />
        <div>
          <label htmlFor="recovery-second" className="font-medium">Send a second reminder after 24 hours</label>
          <p id="recovery-second-help" className="text-sm text-muted">An order, an emptied cart or turning WhatsApp off stops it.</p>
        </div>
      </div>
      <div>
        <label htmlFor="recovery-code" className={labelClass}>Code in the second reminder</label>
        <input id="recovery-code" value={code} onChange={(e) => setCode(e.target.value)} className={inputClass} maxLength={20} autoComplete="off" aria-describedby="recovery-code-help" />
        <p id="recovery-code-help" className="mt-1 text-sm text-muted">Optional. The message prints it as written here; create the code under discount codes first.</p>
      </div>
      <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Saving…' : 'Save cart reminders'}</button>
      <FormMessage error={error} success={saved} />
    </form>
  );
}
