import { useId, useRef, useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from './form-styles';

type Status = 'pending' | 'published' | 'rejected' | 'hidden';

/**
 * A review's decisions (issue 30): approve, reject with the reason its reviewer sees, hide a
 * published one, publish a hidden or rejected one again, and the shop's public reply. There is
 * no way to change the stars or the words. The page reloads to show the new state.
 */
export default function ReviewDecision({ id, status, reply, label }: { id: string; status: Status; reply: string | null; label: string }) {
  const base = useId();
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState(reply ?? '');
  const step = useRef<'approve' | 'reject' | 'hide'>(status === 'published' ? 'hide' : 'approve');
  const decide = useAdminSubmit(() => adminCall('POST', `/api/admin/reviews/${id}/${step.current}`, step.current === 'reject' ? { reason } : {}));
  const replying = useAdminSubmit(() => adminCall('POST', `/api/admin/reviews/${id}/reply`, { reply: answer }));
  return (
    <div className="space-y-3">
      <form method="post" onSubmit={decide.submit} className="space-y-2" noValidate aria-label={`Decide on ${label}`}>
        {status === 'pending' && (
          <div>
            <label htmlFor={`${base}-reason`} className={labelClass}>Reason if rejected (the reviewer sees it)</label>
            <textarea id={`${base}-reason`} rows={2} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
          </div>
        )}
        <FormMessage error={decide.error} />
        <div className="flex flex-wrap gap-2">
          {status !== 'published' && (
            <button type="submit" disabled={decide.busy} onClick={() => (step.current = 'approve')} className={buttonClass}>
              {status === 'pending' ? 'Approve' : 'Publish again'}
            </button>
          )}
          {status === 'pending' && (
            <button type="submit" disabled={decide.busy} onClick={() => (step.current = 'reject')} className={secondaryButtonClass}>Reject</button>
          )}
          {status === 'published' && (
            <button type="submit" disabled={decide.busy} onClick={() => (step.current = 'hide')} className={secondaryButtonClass}>Hide</button>
          )}
        </div>
      </form>
      {status !== 'rejected' && (
        <form method="post" onSubmit={replying.submit} className="space-y-2" noValidate aria-label={`Reply to ${label}`}>
          <div>
            <label htmlFor={`${base}-reply`} className={labelClass}>Public reply</label>
            <textarea id={`${base}-reply`} rows={2} maxLength={1000} value={answer} onChange={(e) => setAnswer(e.target.value)} className={inputClass} />
          </div>
          <FormMessage error={replying.error} />
          <button type="submit" disabled={replying.busy} className={secondaryButtonClass}>Save reply</button>
        </form>
      )}
    </div>
  );
}
