import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  cancelSignIn,
  type ModalSnapshot,
  type SiwxActor,
  signIn,
  signOut,
  siwxActorOf,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

/** Where sign-in stands (§4): `off` when the host did not configure `siwx` or nothing is connected yet. */
export type SiwxStatus = 'off' | 'idle' | 'checking' | 'prompting' | 'signing' | 'signedIn' | 'dismissed';

const selectSiwx = (root: ModalSnapshot | undefined): SiwxActor | undefined =>
  root ? siwxActorOf(root) : undefined;
const selectStatus = (snapshot: ReturnType<SiwxActor['getSnapshot']> | undefined): SiwxStatus =>
  snapshot ? (snapshot.value as Exclude<SiwxStatus, 'off'>) : 'off';
const selectAccount = (snapshot: ReturnType<SiwxActor['getSnapshot']> | undefined) =>
  snapshot?.context.account;
const selectSession = (snapshot: ReturnType<SiwxActor['getSnapshot']> | undefined) =>
  snapshot?.context.session;

/**
 * Sign in with the wallet, for custom UIs: the status, the account it is about, its live `session`
 * (the signed message and signature) once signed in, `signIn()` (the wallet signs the message; the
 * session is kept), `cancel()` (§4 cancel rules) and `signOut()` (the session revoked, the wallet
 * disconnected).
 */
export function useSiwx() {
  const modal = usePortico();
  const siwx = useSelector(useEngine()?.actor, selectSiwx);
  const status = useSelector(siwx, selectStatus);
  const account = useSelector(siwx, selectAccount);
  const session = useSelector(siwx, selectSession);
  const actions = useMemo(
    () => ({
      signIn: () => signIn(modal),
      cancel: () => cancelSignIn(modal),
      signOut: () => signOut(modal),
    }),
    [modal],
  );
  return { status, account, session, ...actions };
}
