import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../stores/toast';
import { OTP_LENGTH, OtpSchema } from '#lib/validation/account';
import { OTP_RESEND_SECONDS } from '#lib/ui-timings';
import { rememberSessionId, requestResend, verifyOtp } from '../../stores/auth';
import { closeLoginDialog, showLoginView } from '../../stores/login-dialog';
import OtpCodeInput from './OtpCodeInput';
import { errorClass, linkButtonClass, primaryButtonClass } from './form-styles';
import { useSigninWords } from './use-signin-words';


const empty = () => Array.from({ length: OTP_LENGTH }, () => '');

type Props = { mobileNumber: string; sessionId: string; labelId: string };

/** Verify OTP: a 30-second countdown guards Resend OTP; each resend restarts it. */
export default function OtpView({ mobileNumber, sessionId, labelId }: Props) {
  const { t, rule } = useSigninWords();
  const [digits, setDigits] = useState<string[]>(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [seconds, setSeconds] = useState(OTP_RESEND_SECONDS);
  const [round, setRound] = useState(0);
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setSeconds(OTP_RESEND_SECONDS);
    const timer = window.setInterval(() => {
      setSeconds((s) => {
        if (s <= 1) window.clearInterval(timer);
        return Math.max(0, s - 1);
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [round]);

  const focusFirst = () => group.current?.querySelector<HTMLInputElement>('input')?.focus();
  useEffect(focusFirst, [round]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = OtpSchema.safeParse(digits.join(''));
    if (!parsed.success) {
      setError(rule(parsed.error.issues[0]?.message));
      focusFirst();
      return;
    }
    setBusy(true);
    const r = await verifyOtp(mobileNumber, parsed.data, sessionId);
    setBusy(false);
    if (r.status === 200) {
      toast.success(t('signin.loggedIn'));
      closeLoginDialog();
      return;
    }
    // The server's own reason, in English, unless it only repeats the headline.
    const detail = r.message && r.message !== 'Invalid OTP. Please try again.' ? { description: r.message } : {};
    toast.error(t('signin.invalidOtp'), detail);
    setDigits(empty());
    // Wait for the boxes to re-enable before moving focus back to the first one.
    window.setTimeout(focusFirst, 0);
  }

  async function resend() {
    setBusy(true);
    const r = await requestResend(mobileNumber);
    setBusy(false);
    if (r.status === 200 && r.data) {
      rememberSessionId(r.data.session_id);
      showLoginView('otp', { mobileNumber, sessionId: r.data.session_id });
      setDigits(empty());
      setError(null);
      setRound((n) => n + 1);
      toast.success(t('signin.resent'));
    } else {
      toast.error(t('signin.sendFailed'), r.message ? { description: r.message } : {});
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div ref={group}>
        <OtpCodeInput
          digits={digits}
          onChange={(d) => {
            setDigits(d);
            setError(null);
          }}
          labelledBy={labelId}
          disabled={busy}
          invalid={error !== null}
        />
        {error && (
          <p role="alert" className={`${errorClass} text-center`}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={primaryButtonClass} disabled={busy} aria-busy={busy}>
        {t('signin.otpTitle')}
      </button>
      <p className="text-center text-sm text-muted">
        {seconds > 0 ? (
          t('signin.resendIn', { seconds })
        ) : (
          <button type="button" className={linkButtonClass} onClick={resend} disabled={busy}>
            {t('signin.resend')}
          </button>
        )}
      </p>
    </form>
  );
}
