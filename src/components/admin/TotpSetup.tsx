import { useState, type FormEvent } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/** Turns on two-step sign-in: shows a new key and its otpauth link, then checks one code. */
export default function TotpSetup({ enabled }: { enabled: boolean }) {
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(enabled);

  async function start() {
    setError(null);
    const r = await adminCall<{ secret: string; uri: string }>('POST', '/api/admin/me/totp', {});
    if (r.status === 200) setSetup(r.data);
    else setError(r.message);
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const r = await adminCall('POST', '/api/admin/me/totp-confirm', { code });
    if (r.status === 200) {
      setDone(true);
      setSetup(null);
    } else setError(r.errors?.[0]?.message ?? r.message);
  }

  if (done) return <p className="text-success">Two-step sign-in is on. Sign-in asks for your authenticator code.</p>;
  if (!setup)
    return (
      <div className="space-y-2">
        <button type="button" onClick={start} className={buttonClass}>Set up an authenticator app</button>
        <FormMessage error={error} />
      </div>
    );
  return (
    <form method="post" onSubmit={confirm} className="space-y-3" noValidate>
      <p>Add this key to your authenticator app (or open the link on your phone):</p>
      <p className="break-all font-mono text-lg" aria-label="Authenticator key">{setup.secret}</p>
      <p className="break-all text-sm"><a className="underline" href={setup.uri}>{setup.uri}</a></p>
      <div>
        <label htmlFor="totp-code" className={labelClass}>The 6-digit code your app shows</label>
        <input id="totp-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} className={inputClass} />
      </div>
      <FormMessage error={error} />
      <button type="submit" className={buttonClass}>Turn on two-step sign-in</button>
    </form>
  );
}
