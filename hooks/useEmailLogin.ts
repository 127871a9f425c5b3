import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  changeEmail,
  type EmailLoginActor,
  emailLoginActorOf,
  type ModalSnapshot,
  resendEmailCode,
  submitEmail,
  submitEmailCode,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { type CodeEntryStatus, selectCodeEntry, useCodeEntry } from './useCodeEntry.ts';
import { useEngine } from './useEngine.ts';

/**
 * Where the email login stands (§4 Email connect): `idle` before an email was submitted (and after its
 * user connected), then the email login statechart's states, its code step told apart by the code
 * entry's (`enteringCode`, `verifyingCode`, `resending`).
 */
export type EmailLoginStatus =
  | 'idle'
  | 'enteringEmail'
  | 'sendingEmail'
  | 'verifyingDevice'
  | 'enteringCode'
  | 'resending'
  | 'verifyingCode'
  | 'connecting'
  | 'connected';

type EmailLoginSnapshot = ReturnType<EmailLoginActor['getSnapshot']>;

/** The code step's status for each state of its code entry. */
const CODE_STATUS: Record<CodeEntryStatus, EmailLoginStatus> = {
  entering: 'enteringCode',
  submitting: 'verifyingCode',
  resending: 'resending',
};

const selectActor = (root: ModalSnapshot | undefined) => (root ? emailLoginActorOf(root) : undefined);
// While the email login's code loads, the email is on its way.
const selectLoading = (root: ModalSnapshot | undefined) => !!root?.matches({ emailLogin: 'loading' });
const selectState = (snapshot: EmailLoginSnapshot | undefined) => snapshot?.value;
const selectError = (snapshot: EmailLoginSnapshot | undefined) => snapshot?.context.error;
const selectEmail = (snapshot: EmailLoginSnapshot | undefined) => snapshot?.context.email;

/**
 * Email login with the embedded wallet (§4 Email connect), for custom UIs: the `status`, the §5/§8
 * `error` text to show, the `email` being logged in with, `cooldownSeconds` before `resend()` is
 * allowed (§5: 30 s), and `submitEmail(email)`, `submitCode(otp)`, `resend()`, `changeEmail()`. Once
 * the code is taken, the embedded wallet connects like any other wallet (useAccount, useProvider).
 */
export function useEmailLogin() {
  const modal = usePortico();
  const root = useEngine()?.actor;
  const actor = useSelector(root, selectActor);
  const loading = useSelector(root, selectLoading);
  const state = useSelector(actor, selectState);
  const flowError = useSelector(actor, selectError);
  const email = useSelector(actor, selectEmail);
  const code = useCodeEntry(useSelector(actor, selectCodeEntry));
  const actions = useMemo(
    () => ({
      submitEmail: (address: string) => submitEmail(modal, address),
      submitCode: (otp: string) => submitEmailCode(modal, otp),
      resend: () => resendEmailCode(modal),
      changeEmail: () => changeEmail(modal),
    }),
    [modal],
  );
  const status: EmailLoginStatus = loading
    ? 'sendingEmail'
    : state === 'enteringCode' && code.status
      ? CODE_STATUS[code.status]
      : (state ?? 'idle');
  return { status, error: code.error ?? flowError, email, cooldownSeconds: code.cooldownSeconds, ...actions };
}
