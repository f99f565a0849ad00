import { inputClass, labelClass } from './form-styles';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'number';
  list?: string;
  inputMode?: 'numeric' | 'decimal';
  /** the language of what is typed, for screen readers and spell checks (a Hindi or Tamil name) */
  lang?: string;
};

/** A labelled console input with its own error, tied to it for screen readers. */
export default function TextField({ id, label, value, onChange, error, hint, type = 'text', list, inputMode, lang }: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        list={list}
        inputMode={inputMode}
        lang={lang}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-muted">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-error">{error}</p>}
    </div>
  );
}
