import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '#lib/validation/account';
import { useSigninWords } from './use-signin-words';

type Props = {
  digits: string[];
  onChange: (digits: string[]) => void;
  labelledBy: string;
  disabled?: boolean;
  invalid?: boolean;
};

/**
 * Four one-digit boxes that behave like one field: typing moves on, Backspace moves back,
 * arrows move, and pasting or SMS autofill of the whole code fills every box.
 */
export default function OtpCodeInput({ digits, onChange, labelledBy, disabled, invalid }: Props) {
  const { t } = useSigninWords();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  const fill = (from: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH);
    const next = [...digits];
    if (incoming === '') {
      next[from] = '';
      onChange(next);
      return;
    }
    // A whole code lands from the first box, wherever it was pasted.
    const start = incoming.length === OTP_LENGTH ? 0 : from;
    [...incoming].forEach((d, k) => {
      if (start + k < OTP_LENGTH) next[start + k] = d;
    });
    onChange(next);
    focus(start + incoming.length);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      const next = [...digits];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(i, e.clipboardData.getData('text'));
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex justify-center gap-3">
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          aria-label={t('signin.digit', { n: i + 1, total: OTP_LENGTH })}
          aria-invalid={invalid ? true : undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          value={digits[i] ?? ''}
          disabled={disabled}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => fill(i, typedText(e.currentTarget.value, digits[i] ?? ''))}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          className="h-14 w-12 rounded-lg border border-line bg-white text-center text-2xl font-semibold tabular-nums text-ink focus:border-[#5b2a86] focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[#5b2a86] aria-[invalid=true]:border-[#b42318]"
        />
      ))}
    </div>
  );
}

/** What was just entered in a box that may still hold its old digit (when select-on-focus lost). */
function typedText(value: string, old: string): string {
  const raw = value.replace(/\D/g, '');
  if (raw.length >= OTP_LENGTH || !old) return raw;
  return raw.replace(old, '') || raw;
}
