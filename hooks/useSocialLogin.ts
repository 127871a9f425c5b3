import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  cancelSocialLogin,
  connectSocial,
  type ModalSnapshot,
  type SocialLoginActor,
  type SocialProvider,
  socialLoginActorOf,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

/**
 * Where the social login stands: `idle` before a provider was picked (and after its user connected),
 * `gettingRedirect` (the provider's page is asked for), `awaitingProvider` (the visitor is in the
 * provider's window), `redirecting` (redirect mode: the page goes there), `connecting` (retrieving the
 * user's data), `connected`, `failed` (see `error`).
 */
export type SocialLoginStatus =
  | 'idle'
  | 'gettingRedirect'
  | 'awaitingProvider'
  | 'redirecting'
  | 'connecting'
  | 'connected'
  | 'failed';

type SocialLoginSnapshot = ReturnType<SocialLoginActor['getSnapshot']>;

const selectActor = (root: ModalSnapshot | undefined) => (root ? socialLoginActorOf(root) : undefined);
const selectStatus = (snapshot: SocialLoginSnapshot | undefined): SocialLoginStatus => {
  if (!snapshot) return 'idle';
  const { value } = snapshot;
  if (typeof value === 'object') return value.withPopup;
  // The transient states are left in the same step: never seen here.
  return value === 'starting' || value === 'receivedResult' ? 'idle' : value;
};
const selectError = (snapshot: SocialLoginSnapshot | undefined) => snapshot?.context.error;
const selectProvider = (snapshot: SocialLoginSnapshot | undefined) => snapshot?.context.provider;

/**
 * Social login with the embedded wallet (google, github, apple, facebook, x, discord), for custom
 * UIs: the `provider`, the `status`, the `error` text to show ('Popup closed', 'Failed to initiate
 * social connection', 'No auth connector found', the provider's own), and `connect(provider)` (call
 * it straight from the click: the popup opens in it) and `cancel()`. Once connected, the embedded
 * wallet is the account like any other wallet (useAccount shows its `user.username`).
 */
export function useSocialLogin() {
  const modal = usePortico();
  const root = useEngine()?.actor;
  const actor = useSelector(root, selectActor);
  const status: SocialLoginStatus = useSelector(actor, selectStatus);
  const error = useSelector(actor, selectError);
  const provider = useSelector(actor, selectProvider);
  const actions = useMemo(
    () => ({
      connect: (chosen: SocialProvider) => connectSocial(modal, chosen),
      cancel: () => cancelSocialLogin(modal),
    }),
    [modal],
  );
  return { provider, status, error, ...actions };
}
