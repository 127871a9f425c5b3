import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../hooks/index.ts';
import { StrokeIcon } from './icons.tsx';

/** Props of the email form. */
export interface EmailFormProps {
  /** Called with the trimmed address when the form is submitted. */
  onSubmit(email: string): void;
  /** The field's label; default 'Email'. */
  label?: string;
}

/**
 * The email method of the Connect view (and the email steps of EmailLogin and UpdateEmailWallet): one
 * field with a mail icon and its Continue button inside it, so the embedded wallet takes one row on
 * Connect. The label is for assistive technology (the icon and the example address say it to the
 * eye). The browser checks the address format (type="email", required) before submit is called.
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
      <label className="portico-visually-hidden" htmlFor={id}>
        {label ?? t('common.email')}
      </label>
      <div className="portico-input-group">
        <MailIcon />
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
        <button
          type="submit"
          className="portico-input-submit"
          aria-label={t('common.continue')}
          title={t('common.continue')}
        >
          <ArrowIcon />
        </button>
      </div>
    </form>
  );
}

/** An envelope, at the start of the email field. */
function MailIcon() {
  return (
    <StrokeIcon className="portico-input-icon" strokeWidth="1.8">
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M4 7l8 6 8-6" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

/** An arrow forward (mirrored in a right-to-left language), the field's Continue. */
function ArrowIcon() {
  return (
    <StrokeIcon className="portico-icon-directional">
      <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}
