import { type EmailUpdateStatus, useEmailUpdate, useMessages } from '../../hooks/index.ts';
import { CodeEntry, type CodeEntryState } from '../components/CodeEntry.tsx';
import { EmailForm } from '../components/EmailForm.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { VALUE_MARK, WithValue } from '../components/WithValue.tsx';

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
  const { t, tError } = useMessages();

  // Opened directly (modal.open({ view: 'UpdateEmailWallet' })): a change starts from "Change email"
  // (Account, or useEmailUpdate().start()), which shows this view with the flow running.
  if (status === 'idle')
    return (
      <p className="portico-muted-text">
        {t(available ? 'account.updateEmail.notStarted' : 'account.updateEmail.unavailable')}
      </p>
    );
  if (status === 'editing')
    return (
      <div className="portico-section">
        {email ? (
          <p className="portico-muted-text">
            <WithValue text={t('account.updateEmail.current', { email: VALUE_MARK })}>
              <strong>{email}</strong>
            </WithValue>
          </p>
        ) : null}
        <EmailForm label={t('account.updateEmail.newEmail')} onSubmit={submitEmail} />
        <ErrorText error={error && tError(error)} />
      </div>
    );
  const codeStep = CODE_STEP[status];
  if (codeStep)
    return (
      <CodeEntry
        // A fresh field for each code: the first one's digits must not stay for the second.
        key={codeStep.primary ? 'primary' : 'secondary'}
        prompt={
          <WithValue
            text={t(
              codeStep.primary ? 'account.updateEmail.primaryCode' : 'account.updateEmail.secondaryCode',
              {
                email: VALUE_MARK,
              },
            )}
          >
            <strong>{codeStep.primary ? email : newEmail}</strong>
          </WithValue>
        }
        state={codeStep.state}
        error={error}
        cooldownSeconds={cooldownSeconds}
        onSubmit={submitCode}
        onResend={resend}
        back={{ label: t('account.updateEmail.useAnother'), onClick: restart }}
      />
    );
  // Loading the flow, sending the codes, confirming the change.
  const label = t(
    status === 'requesting'
      ? 'account.updateEmail.sendingCodes'
      : status === 'awaitingChange'
        ? 'account.updateEmail.saving'
        : 'common.loading',
  );
  return (
    <div className="portico-connecting" aria-live="polite">
      <Spinner label={label} />
    </div>
  );
}
