import { emailCooldown } from '../../headless/index.ts';
import { type EmailUpdateStatus, useEmailUpdate } from '../../hooks/index.ts';
import { CodeForm } from '../components/CodeForm.tsx';
import { EmailForm } from '../components/EmailForm.tsx';
import { Spinner } from '../components/Spinner.tsx';

const PRIMARY: readonly EmailUpdateStatus[] = ['primaryCode', 'resendingPrimary', 'verifyingPrimary'];
const SECONDARY: readonly EmailUpdateStatus[] = ['secondaryCode', 'resendingSecondary', 'verifyingSecondary'];

/**
 * The UpdateEmailWallet view (§2, §4 Email update): the new email, then the code sent to the current
 * email and the code sent to the new one (each with paste, and a resend held by the §5 30 s cooldown,
 * 'Please try again after {n} seconds'), then a wait while the change is confirmed; the errors the
 * embedded wallet answers are shown. Once done, the modal goes back to Account, which shows the new
 * email. Lazily loaded.
 */
export function UpdateEmailWallet() {
  const {
    available,
    email,
    status,
    error,
    newEmail,
    cooldownSeconds,
    submitEmail,
    submitCode,
    resend,
    restart,
  } = useEmailUpdate();
  const errorText = error ? (
    <p className="portico-error-text" role="alert">
      {error}
    </p>
  ) : null;

  // Opened directly (modal.open({ view: 'UpdateEmailWallet' })): a change starts from "Change email"
  // (Account, or useEmailUpdate().start()), which shows this view with the flow running.
  if (status === 'idle')
    return (
      <p className="portico-muted-text">
        {available
          ? 'No email change is under way: choose Change email on your account.'
          : 'Only a wallet you log in to by email has an email to change.'}
      </p>
    );
  if (status === 'editing')
    return (
      <div className="portico-section">
        {email ? (
          <p className="portico-muted-text">
            Your email is <strong>{email}</strong>.
          </p>
        ) : null}
        <EmailForm label="New email" onSubmit={submitEmail} />
        {errorText}
      </div>
    );
  const primary = PRIMARY.includes(status);
  if (primary || SECONDARY.includes(status)) {
    const entering = status === 'primaryCode' || status === 'secondaryCode';
    return (
      <div className="portico-section" aria-live="polite">
        <p className="portico-muted-text">
          {primary
            ? 'To confirm the change, enter the code we sent to your current email '
            : 'Now enter the code we sent to '}
          <strong>{primary ? email : newEmail}</strong>.
        </p>
        {/* A fresh field for each code: the first one's digits must not stay for the second. */}
        <CodeForm key={primary ? 'primary' : 'secondary'} onSubmit={submitCode} disabled={!entering} />
        {status.startsWith('verifying') ? <Spinner label="Checking the code" /> : null}
        {status.startsWith('resending') ? <Spinner label="Sending the code" /> : null}
        {errorText}
        <div className="portico-actions">
          <button
            type="button"
            className="portico-button"
            onClick={resend}
            disabled={!entering || cooldownSeconds > 0}
          >
            Resend code
          </button>
          <button type="button" className="portico-button" onClick={restart}>
            Use another email
          </button>
        </div>
        {cooldownSeconds > 0 ? <p className="portico-muted-text">{emailCooldown(cooldownSeconds)}</p> : null}
      </div>
    );
  }
  // Loading the flow, sending the codes, confirming the change.
  const label =
    status === 'requesting'
      ? 'Sending the codes'
      : status === 'awaitingChange'
        ? 'Saving your new email'
        : 'Loading';
  return (
    <div className="portico-connecting" aria-live="polite">
      <Spinner label={label} />
    </div>
  );
}
