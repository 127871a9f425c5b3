import { emailCooldown } from '../../headless/index.ts';
import { useEmailLogin } from '../../hooks/index.ts';
import { CodeForm } from '../components/CodeForm.tsx';
import { EmailForm } from '../components/EmailForm.tsx';
import { Spinner } from '../components/Spinner.tsx';

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
