import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  cancelFarcaster,
  connectFarcaster,
  type FarcasterActor,
  farcasterActorOf,
  type ModalSnapshot,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

/**
 * Where the Farcaster login stands (§4 connect Farcaster): `idle` before a start (and after its user
 * connected), `loading` while its code loads, then the Farcaster statechart's states.
 */
export type FarcasterLoginStatus =
  | 'idle'
  | 'loading'
  | 'gettingUrl'
  | 'awaitingApproval'
  | 'retrievingUser'
  | 'connected'
  | 'failed';

/** Options of {@link useFarcasterLogin}. */
export interface UseFarcasterLoginOptions {
  /** Start a login when the component mounts, and end a waiting one when it unmounts (the view's way). */
  autoStart?: boolean;
}

type FarcasterSnapshot = ReturnType<FarcasterActor['getSnapshot']>;

const selectActor = (root: ModalSnapshot | undefined) => (root ? farcasterActorOf(root) : undefined);
const selectLoading = (root: ModalSnapshot | undefined) => !!root?.matches({ farcaster: 'loading' });
const selectState = (snapshot: FarcasterSnapshot | undefined) => snapshot?.value;
const selectUrl = (snapshot: FarcasterSnapshot | undefined) => snapshot?.context.farcasterUrl;
const selectQrSvg = (snapshot: FarcasterSnapshot | undefined) => snapshot?.context.qrSvg;
const selectError = (snapshot: FarcasterSnapshot | undefined) => snapshot?.context.error;

/** Write `text` to the clipboard; false where there is none (outside a secure context) or it refused. */
async function writeToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Log in with Farcaster (§4 connect Farcaster), for custom UIs: the `status`, the sign-in `url` (§3
 * `farcasterUrl`) and its `qrSvg` while the visitor is asked to approve it, the §8 `error` text
 * ('Failed to connect to farcaster'), and `start()`, `retry()` (a fresh URL), `cancel()` and `copy()`
 * (the URL to the clipboard; resolves false when it could not). Once approved, the embedded wallet
 * connects like any other wallet (useAccount, useProvider).
 */
export function useFarcasterLogin(options: UseFarcasterLoginOptions = {}) {
  const modal = usePortico();
  const root = useEngine()?.actor;
  const actor = useSelector(root, selectActor);
  const loading = useSelector(root, selectLoading);
  const state = useSelector(actor, selectState);
  const url = useSelector(actor, selectUrl);
  const qrSvg = useSelector(actor, selectQrSvg);
  const error = useSelector(actor, selectError);
  const actions = useMemo(
    () => ({
      start: () => connectFarcaster(modal),
      retry: () => connectFarcaster(modal),
      cancel: () => cancelFarcaster(modal),
    }),
    [modal],
  );
  const { autoStart = false } = options;
  useEffect(() => {
    if (!autoStart) return;
    void actions.start();
    return actions.cancel;
  }, [autoStart, actions]);
  const status: FarcasterLoginStatus = loading ? 'loading' : (state ?? 'idle');
  return {
    status,
    url,
    qrSvg,
    error,
    copy: () => (url ? writeToClipboard(url) : Promise.resolve(false)),
    ...actions,
  };
}
