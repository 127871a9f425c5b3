import { type ClipboardEvent, type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../hooks/index.ts';

/** §5: the one-time code is 6 digits on the secure site; anything else typed or pasted is dropped. */
const CODE_LENGTH = 6;
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** The code entry: one field that takes typed or pasted digits and submits once all 6 are there. */
export function CodeForm({ onSubmit, disabled }: { onSubmit(otp: string): void; disabled: boolean }) {
  const { t } = useMessages();
  const id = useId();
  const [code, setCode] = useState('');
  const take = (text: string) => {
    const digits = digitsOf(text);
    setCode(digits);
    if (digits.length === CODE_LENGTH) onSubmit(digits);
  };
  // A pasted code often comes with spaces or a dash ("123 456"): keep its digits only.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    take(event.clipboardData.getData('text'));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length === CODE_LENGTH) onSubmit(code);
  };
  return (
    <form className="portico-email-form" onSubmit={submit}>
      <label className="portico-label" htmlFor={id}>
        {t('connect.code.label')}
      </label>
      <input
        id={id}
        className="portico-input"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        required
        disabled={disabled}
        value={code}
        onChange={(event) => take(event.target.value)}
        onPaste={paste}
      />
      <button type="submit" className="portico-button portico-button--primary" disabled={disabled}>
        {t('common.continue')}
      </button>
    </form>
  );
}
