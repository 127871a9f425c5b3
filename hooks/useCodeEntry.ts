import { useSelector } from '@xstate/react';
import type { EmailLoginActor } from '../headless/index.ts';
import { useCooldownSeconds } from './useCooldownSeconds.ts';

/** The code entry both email flows run as their child `otp` (machines/embedded/otpEntry). */
export type CodeEntryActor = NonNullable<ReturnType<EmailLoginActor['getSnapshot']>['children']['otp']>;
type CodeEntrySnapshot = ReturnType<CodeEntryActor['getSnapshot']>;

/** Where a code entry stands: the code field waits, the code is being checked, or it is mailed again. */
export type CodeEntryStatus = 'entering' | 'submitting' | 'resending';

/** The code entry of an email flow's snapshot, while a code is asked. */
export const selectCodeEntry = (snapshot: { children: { otp?: CodeEntryActor | undefined } } | undefined) =>
  snapshot?.children.otp;

const selectStatus = (snapshot: CodeEntrySnapshot | undefined): CodeEntryStatus | undefined => {
  if (!snapshot) return undefined;
  if (snapshot.matches('resending')) return 'resending';
  // Accepted: the flow moves on at once; until it has, the code is still being checked.
  return snapshot.matches('submitting') || snapshot.matches('accepted') ? 'submitting' : 'entering';
};
const selectError = (snapshot: CodeEntrySnapshot | undefined) => snapshot?.context.error;
const selectResendAllowedAt = (snapshot: CodeEntrySnapshot | undefined) => snapshot?.context.resendAllowedAt;

/**
 * The code entry an email flow runs (the part useEmailLogin and useEmailUpdate share): its `status`
 * (undefined when no code is asked), the `error` text under the code field, and `cooldownSeconds`
 * before a resend is allowed (§5: 30 s from the last send), counted down to the end the entry's
 * statechart holds, 0 once its EMAIL_LOGIN_COOLDOWN_MS delay has passed.
 */
export function useCodeEntry(entry: CodeEntryActor | undefined) {
  const status = useSelector(entry, selectStatus);
  const error = useSelector(entry, selectError);
  const cooldownSeconds = useCooldownSeconds(useSelector(entry, selectResendAllowedAt));
  return { status, error, cooldownSeconds };
}
