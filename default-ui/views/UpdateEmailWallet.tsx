import { type EmailUpdateStatus, useEmailUpdate } from '../../hooks/index.ts';
import { CodeEntry, type CodeEntryState } from '../components/CodeEntry.tsx';
import { EmailForm } from '../components/EmailForm.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { Spinner } from '../components/Spinner.tsx';

/** The code step (primary: the code sent to the current email) and its entry's state, per status. */
const CODE_STEP: Partial<Record<EmailUpdateStatus, { primary: boolean; state: CodeEntryState }>> = {
  primaryCode: { primary: true, state: 'entering' },
  verifyingPrimary: { primary: true, state: 'submitting' },
  resendingPrimary: { primary: true, state: 'resending' },
  secondaryCode: { primary: false, state: 'entering' },
  verifyingSecondary: { primary: false, state: 'submitting' },
  resendingSecondary: { primary: false, state: 'resending' },
};

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
        <ErrorText error={error} />
      </div>
    );
  const codeStep = CODE_STEP[status];
  if (codeStep)
    return (
      <CodeEntry
        // A fresh field for each code: the first one's digits must not stay for the second.
        key={codeStep.primary ? 'primary' : 'secondary'}
        prompt={
          <>
            {codeStep.primary
              ? 'To confirm the change, enter the code we sent to your current email '
              : 'Now enter the code we sent to '}
            <strong>{codeStep.primary ? email : newEmail}</strong>.
          </>
        }
        state={codeStep.state}
        error={error}
        cooldownSeconds={cooldownSeconds}
        onSubmit={submitCode}
        onResend={resend}
        back={{ label: 'Use another email', onClick: restart }}
      />
    );
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
