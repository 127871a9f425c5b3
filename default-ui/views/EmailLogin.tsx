import { type ClipboardEvent, type FormEvent, useId, useState } from 'react';
import { emailCooldown } from '../../headless/index.ts';
import { useEmailLogin } from '../../hooks/index.ts';
import { EmailForm } from '../components/EmailForm.tsx';
import { Spinner } from '../components/Spinner.tsx';

/** §5: the one-time code is 6 digits on the secure site; anything else typed or pasted is dropped. */
const CODE_LENGTH = 6;
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** The code entry: one field that takes typed or pasted digits and submits once all 6 are there. */
function CodeForm({ onSubmit, disabled }: { onSubmit(otp: string): void; disabled: boolean }) {
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
        Code
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
        Continue
      </button>
    </form>
  );
}

/**
 * The EmailLogin view (§2, §4 Email connect): the email the Connect view's field sent (or typed here),
 * then, as the embedded wallet's frame asks, the device approval notice (open the link in the mailbox)
 * and the one-time code entry with paste and a resend held by the §5 30 s cooldown ('Please try again
 * after {n} seconds'). Once the code is taken, the wallet connects and the modal closes. Lazily loaded.
 */
export function EmailLogin() {
  const { status, error, email, cooldownSeconds, submitEmail, submitCode, resend, changeEmail } =
    useEmailLogin();
  const errorText = error ? (
    <p className="portico-error-text" role="alert">
      {error}
    </p>
  ) : null;

  if (status === 'idle' || status === 'enteringEmail')
    return (
      <div className="portico-section">
        <EmailForm onSubmit={(address) => void submitEmail(address)} />
        {errorText}
      </div>
    );
  if (status === 'verifyingDevice')
    return (
      <div className="portico-connecting" aria-live="polite">
        <p className="portico-connecting-title">Approve this device</p>
        <p className="portico-muted-text">
          We sent an email to <strong>{email}</strong>. Open the approval link in it to approve this device; a
          code follows.
        </p>
        <Spinner label="Waiting for the approval" />
      </div>
    );
  if (status === 'enteringCode' || status === 'resending' || status === 'verifyingCode')
    return (
      <div className="portico-section" aria-live="polite">
        <p className="portico-muted-text">
          Enter the code we sent to <strong>{email}</strong>.
        </p>
        <CodeForm onSubmit={submitCode} disabled={status !== 'enteringCode'} />
        {status === 'verifyingCode' ? <Spinner label="Checking the code" /> : null}
        {errorText}
        <div className="portico-actions">
          <button
            type="button"
            className="portico-button"
            onClick={resend}
            disabled={status !== 'enteringCode' || cooldownSeconds > 0}
          >
            Resend code
          </button>
          <button type="button" className="portico-button" onClick={changeEmail}>
            Change email
          </button>
        </div>
        {cooldownSeconds > 0 ? <p className="portico-muted-text">{emailCooldown(cooldownSeconds)}</p> : null}
      </div>
    );
  // Sending the email, connecting, connected: the frame is working.
  return (
    <div className="portico-connecting" aria-live="polite">
      <Spinner label={status === 'sendingEmail' ? 'Sending the code' : 'Connecting'} />
    </div>
  );
}
