import { useState, type FormEvent } from 'react';
import type { AdminAnswer } from './admin-api';

type Options<T> = {
  /** the status that means done (200, or 201 for something created) */
  okStatus?: number;
  /** what happens once done; the page reloads by default, so it shows the change */
  onDone?: (answer: AdminAnswer<T>) => void;
  /** a refusal the form reads itself (e.g. field errors); the first error's words are shown otherwise */
  onRefused?: (answer: AdminAnswer<T>) => string;
};

/**
 * The console forms' one way to send: busy while waiting, the server's own words on a refusal,
 * and the button back so nothing typed is lost.
 */
export function useAdminSubmit<T = unknown>(send: () => Promise<AdminAnswer<T>>, options: Options<T> = {}) {
  const { okStatus = 200, onDone = () => window.location.reload(), onRefused } = options;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await send();
    if (r.status === okStatus) {
      onDone(r);
      // A reload or a new page leaves anyway; a form that stays (an invite) is ready again.
      setBusy(false);
      return;
    }
    setError(onRefused ? onRefused(r) : (r.errors?.[0]?.message ?? r.message));
    setBusy(false);
  }

  return { error, busy, submit };
}
