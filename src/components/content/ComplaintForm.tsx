import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $user, initAuth } from '../../stores/auth';
import { apiFetch } from '../../client/api-client';
import { GRIEVANCE_TOPICS } from '#lib/validation/grievance';
import FormField from '../account/FormField';
import MobileNumberField from '../account/MobileNumberField';
import { errorClass, inputClass, labelClass, primaryButtonClass } from '../account/form-styles';

type Filed = { ticket: string; acknowledgeBy: string; resolveBy: string };

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * The complaint form of the E-Commerce Rules 2020. A signed-in shopper files at once; anyone
 * else proves their mobile number with an OTP first. The ticket number shows the moment the
 * shop answers, with the two dates the shop is held to.
 */
export default function ComplaintForm() {
  const user = useStore($user);
  const base = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [topic, setTopic] = useState('');
  const [description, setDescription] = useState('');
  const [mobile, setMobile] = useState('');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<Filed | null>(null);

  useEffect(() => {
    void initAuth();
  }, []);
  useEffect(() => {
    if (user && !name) setName(user.name);
  }, [user, name]);

  const byPath = (list: { path: string; message: string }[] | undefined) => Object.fromEntries((list ?? []).map((e) => [e.path, e.message]));

  async function sendOtp() {
    setBusy(true);
    setMessage(null);
    const r = await apiFetch<{ session_id: string }>('/grievance/otp', { body: { mobileNumber: mobile } });
    setBusy(false);
    if (r.status === 200 && r.data) {
      setSessionId(r.data.session_id);
      setErrors({});
      setMessage(`OTP sent to ${mobile}. Enter it below, then send the complaint.`);
    } else {
      setErrors(byPath(r.errors));
      setMessage(r.errors?.[0]?.message ?? r.message);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const body = { name, email, orderNumber, topic, description, ...(user ? {} : { mobileNumber: mobile, session_id: sessionId ?? undefined, otp }) };
    const r = await apiFetch<Filed>('/grievance', { body });
    setBusy(false);
    if (r.status === 201 && r.data) {
      setFiled(r.data);
      return;
    }
    setErrors(byPath(r.errors));
    setMessage(r.errors?.length ? `The complaint was not sent: ${r.errors[0]!.message}` : r.message);
  }

  if (filed) {
    return (
      <div role="status" className="rounded-(--radius-card) border border-line bg-white p-5">
        <h2 className="text-xl font-semibold">Complaint received: ticket {filed.ticket}</h2>
        <p className="mt-2">We have sent the ticket number to your mobile by SMS. Keep it for any follow-up.</p>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>We acknowledge it by {when.format(new Date(filed.acknowledgeBy))}.</li>
          <li>We resolve it by {when.format(new Date(filed.resolveBy))}.</li>
        </ul>
      </div>
    );
  }

  const err = (path: string) => errors[path] ?? null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-(--radius-card) border border-line bg-white p-5">
      <FormField label="Your name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={err('name')} maxLength={80} />
      {user ? (
        <p className="text-sm">Filing as {user.name}; we reply to {user.mobileNumber}.</p>
      ) : (
        <div className="space-y-3">
          <MobileNumberField value={mobile} onChange={setMobile} error={err('mobileNumber')} />
          <button type="button" onClick={sendOtp} disabled={busy || mobile.length !== 10} className={`${primaryButtonClass} sm:w-auto`}>
            {sessionId ? 'Send the OTP again' : 'Send OTP'}
          </button>
          {sessionId && <FormField label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))} error={err('otp')} />}
        </div>
      )}
      <FormField label="Email (optional)" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={err('email')} />
      <FormField label="Order number (optional)" value={orderNumber} onChange={(e) => setOrderNumber(e.target.value)} error={err('orderNumber')} maxLength={40} />
      <div>
        <label htmlFor={`${base}-topic`} className={labelClass}>What is it about?</label>
        <select id={`${base}-topic`} value={topic} onChange={(e) => setTopic(e.target.value)} className={inputClass} aria-invalid={err('topic') ? true : undefined} aria-describedby={err('topic') ? `${base}-topic-error` : undefined}>
          <option value="">Choose one</option>
          {Object.entries(GRIEVANCE_TOPICS).map(([key, label]) => (
            <option key={key} value={key}>{label}</option>
          ))}
        </select>
        {err('topic') && <p id={`${base}-topic-error`} className={errorClass}>{err('topic')}</p>}
      </div>
      <div>
        <label htmlFor={`${base}-description`} className={labelClass}>Your complaint</label>
        <textarea id={`${base}-description`} rows={5} maxLength={4000} value={description} onChange={(e) => setDescription(e.target.value)} className={`${inputClass} h-auto py-2`} aria-invalid={err('description') ? true : undefined} aria-describedby={err('description') ? `${base}-description-error` : undefined} />
        {err('description') && <p id={`${base}-description-error`} className={errorClass}>{err('description')}</p>}
      </div>
      <div aria-live="polite" className="min-h-6 text-sm">{message}</div>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`}>{busy ? 'Sending…' : 'Send the complaint'}</button>
    </form>
  );
}
