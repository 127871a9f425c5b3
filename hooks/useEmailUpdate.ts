import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type AccountSessionSnapshot,
  accountSessionOf,
  type ConnectionSnapshot,
  connectionActorOf,
  type EmailUpdateActor,
  type ModalSnapshot,
  resendEmailUpdateCode,
  restartEmailUpdate,
  startEmailUpdate,
  submitEmailUpdate,
  submitEmailUpdateCode,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { type CodeEntryStatus, selectCodeEntry, useCodeEntry } from './useCodeEntry.ts';
import { useEngine } from './useEngine.ts';

/**
 * Where the email update stands (§4 Email update): `idle` when none runs, `loading` while its code
 * loads, then the email update statechart's states (`awaitingChange` while the change is polled), each
 * code step told apart by its code entry's (`primaryCode`, `verifyingPrimary`, `resendingPrimary`, and
 * the same for the secondary code).
 */
export type EmailUpdateStatus =
  | 'idle'
  | 'loading'
  | 'editing'
  | 'requesting'
  | 'primaryCode'
  | 'resendingPrimary'
  | 'verifyingPrimary'
  | 'secondaryCode'
  | 'resendingSecondary'
  | 'verifyingSecondary'
  | 'awaitingChange'
  | 'updated';

type EmailUpdateSnapshot = ReturnType<EmailUpdateActor['getSnapshot']>;
type FlowState = Exclude<EmailUpdateStatus, 'idle' | 'loading'>;

/** Each code step's status for each state of its code entry. */
const CODE_STATUS: Partial<Record<FlowState, Record<CodeEntryStatus, EmailUpdateStatus>>> = {
  primaryCode: { entering: 'primaryCode', submitting: 'verifyingPrimary', resending: 'resendingPrimary' },
  secondaryCode: {
    entering: 'secondaryCode',
    submitting: 'verifyingSecondary',
    resending: 'resendingSecondary',
  },
};

const selectSession = (root: ModalSnapshot | undefined) => (root ? accountSessionOf(root) : undefined);
// The email update runs in the account session: its snapshot says when it loads and which actor runs.
const selectActor = (session: AccountSessionSnapshot | undefined) =>
  session?.children.emailUpdate as EmailUpdateActor | undefined;
const selectLoading = (session: AccountSessionSnapshot | undefined) =>
  !!session?.matches({ emailUpdate: 'loading' });
// The session's own rule (its `modal.emailUpdate` guard: the embedded wallet is connected), not a copy.
const selectAvailable = (session: AccountSessionSnapshot | undefined) =>
  !!session?.can({ type: 'modal.emailUpdate' });
const selectConnection = (root: ModalSnapshot | undefined) =>
  root ? connectionActorOf(root, 'eip155') : undefined;
const selectEmail = (snapshot: ConnectionSnapshot | undefined) => snapshot?.context.user?.email ?? undefined;
const selectState = (snapshot: EmailUpdateSnapshot | undefined) => {
  const value = snapshot?.value;
  return (typeof value === 'object' ? Object.keys(value)[0] : value) as FlowState | undefined;
};
const selectError = (snapshot: EmailUpdateSnapshot | undefined) => snapshot?.context.error;
const selectNewEmail = (snapshot: EmailUpdateSnapshot | undefined) => snapshot?.context.newEmail || undefined;

/**
 * Change the embedded wallet's email (§4 Email update), for custom UIs: `available` while a change may
 * start (the embedded wallet, AUTH connector, is connected), its current `email`, `start()` (shows
 * UpdateEmailWallet and starts the change), then the `status`, the `error` text to show, the
 * `newEmail`, `cooldownSeconds` before `resend()` is allowed (§5: 30 s), and `submitEmail(email)`,
 * `submitCode(otp)` (the code sent to the current email, then the one sent to the new email),
 * `resend()`, `restart()`. Once done, `email` is the new one.
 */
export function useEmailUpdate() {
  const modal = usePortico();
  const root = useEngine()?.actor;
  const session = useSelector(root, selectSession);
  const actor = useSelector(session, selectActor);
  const loading = useSelector(session, selectLoading);
  const available = useSelector(session, selectAvailable);
  const email = useSelector(useSelector(root, selectConnection), selectEmail);
  const state = useSelector(actor, selectState);
  const flowError = useSelector(actor, selectError);
  const newEmail = useSelector(actor, selectNewEmail);
  const code = useCodeEntry(useSelector(actor, selectCodeEntry));
  const actions = useMemo(
    () => ({
      start: () => startEmailUpdate(modal),
      submitEmail: (address: string) => submitEmailUpdate(modal, address),
      submitCode: (otp: string) => submitEmailUpdateCode(modal, otp),
      resend: () => resendEmailUpdateCode(modal),
      restart: () => restartEmailUpdate(modal),
    }),
    [modal],
  );
  const codeStatus = state && code.status ? CODE_STATUS[state]?.[code.status] : undefined;
  const status: EmailUpdateStatus = loading ? 'loading' : (codeStatus ?? state ?? 'idle');
  return {
    available,
    email,
    status,
    error: code.error ?? flowError,
    newEmail,
    cooldownSeconds: code.cooldownSeconds,
    ...actions,
  };
}
