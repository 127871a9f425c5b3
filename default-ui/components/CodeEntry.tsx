import type { ReactNode } from 'react';
import { useMessages } from '../../hooks/index.ts';
import { CodeForm } from './CodeForm.tsx';
import { ErrorText } from './ErrorText.tsx';
import { Spinner } from './Spinner.tsx';

/** Where the code entry stands (the views map their flow's status onto it). */
export type CodeEntryState = 'entering' | 'submitting' | 'resending';

/** Props of the code entry. */
export interface CodeEntryProps {
  /** What to enter and where the code went. */
  prompt: ReactNode;
  state: CodeEntryState;
  /** The text under the field: a wrong code, a cooldown, a failed resend (§5, §8). */
  error: string | undefined;
  /** Seconds before a resend is allowed (§5: 30 s), from the code entry statechart; 0 when allowed. */
  cooldownSeconds: number;
  onSubmit(otp: string): void;
  onResend(): void;
  /** The way back to the email entry ("Change email", "Use another email"), its label translated. */
  back: { label: string; onClick(): void };
}

/**
 * The one-time-code step both email views share (EmailLogin, UpdateEmailWallet; §2, §4): the code
 * boxes (typed or pasted), a spinner while the code is checked or mailed again, the error text, and
 * the resend held by the §5 30 s cooldown, its countdown on the button. A view gives it a `key` per code, so that a second code's
 * field starts empty.
 */
export function CodeEntry({
  prompt,
  state,
  error,
  cooldownSeconds,
  onSubmit,
  onResend,
  back,
}: CodeEntryProps) {
  const { t, tError } = useMessages();
  return (
    <div className="portico-section" aria-live="polite">
      <p className="portico-muted-text">{prompt}</p>
      <CodeForm onSubmit={onSubmit} disabled={state !== 'entering'} />
      {state === 'submitting' ? <Spinner label={t('connect.code.checking')} /> : null}
      {state === 'resending' ? <Spinner label={t('connect.code.sending')} /> : null}
      <ErrorText error={error && tError(error)} />
      <div className="portico-actions">
        <ResendCode disabled={state !== 'entering'} cooldownSeconds={cooldownSeconds} onResend={onResend} />
        <button type="button" className="portico-button" onClick={back.onClick}>
          {back.label}
        </button>
      </div>
    </div>
  );
}

/**
 * "Resend code", held while `disabled`, and while the §5 cooldown runs, counting it down ("Resend
 * code in 27s") to the end the code entry statechart holds.
 */
export function ResendCode({
  disabled,
  cooldownSeconds,
  onResend,
}: {
  disabled: boolean;
  cooldownSeconds: number;
  onResend(): void;
}) {
  const { t } = useMessages();
  return (
    <button
      type="button"
      className="portico-button"
      onClick={onResend}
      disabled={disabled || cooldownSeconds > 0}
    >
      {cooldownSeconds > 0 ? (
        // Volatile: it counts down each second, so the screenshot tests hide it (e2e/support/screenshots.ts).
        <span data-portico-volatile="">{t('connect.code.resendIn', { seconds: cooldownSeconds })}</span>
      ) : (
        t('connect.code.resend')
      )}
    </button>
  );
}
