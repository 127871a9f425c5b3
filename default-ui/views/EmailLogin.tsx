import { type EmailLoginStatus, useEmailLogin, useMessages } from '../../hooks/index.ts';
import { CodeEntry, type CodeEntryState } from '../components/CodeEntry.tsx';
import { EmailForm } from '../components/EmailForm.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { VALUE_MARK, WithValue } from '../components/WithValue.tsx';

/** The code entry's state in each status of the code step. */
const CODE_STEP: Partial<Record<EmailLoginStatus, CodeEntryState>> = {
  enteringCode: 'entering',
  verifyingCode: 'submitting',
  resending: 'resending',
};

/**
 * The EmailLogin view (§2, §4 Email connect): the email the Connect view's field sent (or typed here),
 * then, as the embedded wallet's frame asks, the device approval notice (open the link in the mailbox)
 * and the one-time code entry with paste and a resend held by the §5 30 s cooldown ('Please try again
 * after {n} seconds'). Once the code is taken, the wallet connects and the modal closes. Lazily loaded.
 */
export function EmailLogin() {
  const { status, error, email, cooldownSeconds, submitEmail, submitCode, resend, changeEmail } =
    useEmailLogin();
  const { t, tError } = useMessages();

  if (status === 'idle' || status === 'enteringEmail')
    return (
      <div className="portico-section">
        <EmailForm onSubmit={(address) => void submitEmail(address)} />
        <ErrorText error={error && tError(error)} />
      </div>
    );
  if (status === 'verifyingDevice')
    return (
      <div className="portico-connecting" aria-live="polite">
        <p className="portico-connecting-title">{t('connect.email.approveDevice')}</p>
        <p className="portico-muted-text">
          <WithValue text={t('connect.email.approveDeviceHint', { email: VALUE_MARK })}>
            <strong>{email}</strong>
          </WithValue>
        </p>
        <Spinner label={t('connect.email.waitingForApproval')} />
      </div>
    );
  const codeStep = CODE_STEP[status];
  if (codeStep)
    return (
      <CodeEntry
        prompt={
          <WithValue text={t('connect.email.enterCode', { email: VALUE_MARK })}>
            <strong>{email}</strong>
          </WithValue>
        }
        state={codeStep}
        error={error}
        cooldownSeconds={cooldownSeconds}
        onSubmit={submitCode}
        onResend={resend}
        back={{ label: t('connect.email.changeEmail'), onClick: changeEmail }}
      />
    );
  // Sending the email, connecting, connected: the frame is working.
  return (
    <div className="portico-connecting" aria-live="polite">
      <Spinner label={t(status === 'sendingEmail' ? 'connect.code.sending' : 'connect.email.connecting')} />
    </div>
  );
}
