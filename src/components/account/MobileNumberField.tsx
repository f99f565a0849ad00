import { useState } from 'react';
import { MOBILE_DIGITS_MESSAGE, readMobileInput } from '#lib/validation/account';
import FormField from './FormField';
import { useSigninWords } from './use-signin-words';


type Props = {
  value: string;
  onChange: (digits: string) => void;
  error?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
};

/**
 * Keeps only the ten digits of the number; a typed or pasted +91 or leading 0 is dropped. A
 * letter or an eleventh digit is left out with the spec's 'Only 10-digit numbers allowed'.
 */
export default function MobileNumberField({ value, onChange, error, autoFocus, disabled }: Props) {
  const { t, rule } = useSigninWords();
  const [prefix, setPrefix] = useState('');
  const [refused, setRefused] = useState(false);
  return (
    <FormField
      label={t('signin.mobile')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={t('signin.mobilePlaceholder')}
      maxLength={20}
      value={prefix || value}
      onChange={(e) => {
        // The field holds at most ten digits, so a typed character is read against what it shows.
        const read = readMobileInput(e.currentTarget.value);
        setPrefix(read.digits ? '' : read.shown);
        setRefused(read.refused);
        onChange(read.digits);
      }}
      error={error ?? (refused ? rule(MOBILE_DIGITS_MESSAGE) : null)}
      required
      {...(autoFocus ? { autoFocus: true } : {})}
      {...(disabled ? { disabled: true } : {})}
    />
  );
}
