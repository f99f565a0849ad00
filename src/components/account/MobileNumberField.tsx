import { mobileDigits } from '../../lib/validation/account';
import FormField from './FormField';

type Props = {
  value: string;
  onChange: (digits: string) => void;
  error?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
};

/** Keeps only digits, at most ten; a pasted number keeps its last ten digits without the +91. */
export default function MobileNumberField({ value, onChange, error, autoFocus, disabled }: Props) {
  return (
    <FormField
      label="Mobile Number"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="10-digit mobile number"
      maxLength={10}
      value={value}
      onChange={(e) => onChange(mobileDigits(e.currentTarget.value))}
      onPaste={(e) => {
        // maxLength would cut "+91 98765 43210" before we could strip it; take the digits ourselves.
        e.preventDefault();
        const pasted = e.clipboardData.getData('text').replace(/\D/g, '');
        onChange(mobileDigits(pasted.length > 10 && pasted.startsWith('91') ? pasted.slice(2) : pasted));
      }}
      error={error ?? null}
      required
      {...(autoFocus ? { autoFocus: true } : {})}
      {...(disabled ? { disabled: true } : {})}
    />
  );
}
