import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import {
  choosePairingWallet,
  type PairingSessionState,
  type PairingSnapshot,
  type PairingState,
  type PairingWallet,
  pairingActorOf,
  pairingMessageOf,
  pairingStateOf,
  pairingWalletLink,
  startPairing,
  WALLET_CONNECT_ID,
  type WalletLink,
  type WalletLinkFields,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

const IDLE: PairingState = { status: 'idle' };
const selectState = (snapshot: PairingSnapshot | undefined): PairingState =>
  snapshot ? pairingStateOf(snapshot) : IDLE;
const selectWallet = (snapshot: PairingSnapshot | undefined): PairingWallet | undefined =>
  snapshot?.context.wallet;
const selectSession = (session: PairingSessionState | undefined): PairingSessionState => session ?? null;

/** Options of {@link useWalletConnect}. */
export interface UseWalletConnectOptions {
  /**
   * Call `pair()` once when the component mounts (StrictMode's second mount included): what a pairing
   * view wants. The pairing statechart decides whether that starts anything (not while one is under way).
   */
  autoPair?: boolean;
}

/**
 * Pairing a mobile or remote wallet over the signing protocol (§1 WALLET_CONNECT): `pair()` starts a
 * connect (the action `startPairing`) and `state` follows the pairing statechart: 'checkingRelay', then
 * 'waiting' with the pairing `uri` and its `qrSvg` (a fresh one when ≤ 10 s of its 4 minutes remain), or
 * 'relayUnreachable' within 5 s when the relay cannot be reached; `message` is what to say meanwhile
 * (checking, unreachable), else null. The outcome shows in `useAccount` (connected, or 'Connection
 * rejected', 'Modal closed').
 *
 * `pickWallet(wallet)` tells the statechart which directory wallet the visitor chose in a wallet list
 * (the action `choosePairingWallet`; call it before showing the pairing view), and `chosenWallet` is that
 * wallet, if any; `walletLink(wallet)` is the link that opens a directory wallet with the waiting URI on
 * this device (its mobile, desktop or web app link), or null. `session` is the paired session as its
 * statechart sees it (settling, acknowledged, deleted, with the §8 text of what ended or refused it)
 * and, after a one-click sign-in (the `siwx` option with eip155 networks only), the signed messages:
 * `proofs`.
 */
export function useWalletConnect(options: UseWalletConnectOptions = {}) {
  const modal = usePortico();
  const engine = useEngine();
  const pairing = useSelector(engine?.actor, (root) => (root ? pairingActorOf(root) : undefined));
  const state = useSelector(pairing, selectState);
  const chosenWallet = useSelector(pairing, selectWallet);
  const session = useSelector(engine?.pairingSession, selectSession);

  // The outcome shows in useAccount (status, error): the promise's rejection is not the UI's to handle.
  const pair = useCallback(() => void startPairing(modal).catch(() => {}), [modal]);
  const pickWallet = useCallback(
    (wallet: PairingWallet | undefined) => void choosePairingWallet(modal, { wallet }),
    [modal],
  );
  const uri = state.status === 'waiting' ? state.uri : undefined;
  const walletLink = useCallback(
    (wallet: WalletLinkFields): WalletLink | null => (uri ? pairingWalletLink(wallet, uri) : null),
    [uri],
  );

  // A ref, not state: StrictMode mounts twice and the second mount must not ask again.
  const asked = useRef(false);
  const { autoPair = false } = options;
  useEffect(() => {
    if (!autoPair || asked.current) return;
    asked.current = true;
    pair();
  }, [autoPair, pair]);

  return {
    state,
    message: pairingMessageOf(state),
    session,
    pair,
    pickWallet,
    chosenWallet,
    walletLink,
    connectorId: WALLET_CONNECT_ID,
  };
}
