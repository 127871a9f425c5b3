import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../hooks/index.ts';

/** Props of the email form. */
export interface EmailFormProps {
  /** Called with the trimmed address when the form is submitted. */
  onSubmit(email: string): void;
  /** The field's label; default 'Email'. */
  label?: string;
}

/**
 * The email method of the Connect view: a labelled email field and a Continue button. The browser
 * checks the address format (type="email", required) before submit is called.
 */
export function EmailForm({ onSubmit, label }: EmailFormProps) {
  const { t } = useMessages();
  const id = useId();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(email.trim());
  };
  return (
    <form className="portico-email-form" onSubmit={submit}>
      <label className="portico-label" htmlFor={id}>
        {label ?? t('common.email')}
      </label>
      <input
        id={id}
        className="portico-input"
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('connect.email.placeholder')}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="portico-button portico-button--primary">
        {t('common.continue')}
      </button>
    </form>
  );
}
