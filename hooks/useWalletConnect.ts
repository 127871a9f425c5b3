import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  PAIRING_MESSAGES,
  type PairingSessionState,
  type PairingSnapshot,
  type PairingState,
  pairingActorOf,
  pairingStateOf,
  pairingWalletLink,
  WALLET_CONNECT_ID,
  type WalletLink,
  type WalletLinkFields,
} from '../headless/index.ts';
import { useAccount } from './useAccount.ts';
import { useConnect } from './useConnect.ts';
import { useEngine } from './useEngine.ts';
import { useModal } from './useModal.ts';
import { useWalletList, type WalletEntry } from './useWalletList.ts';

const IDLE: PairingState = { status: 'idle' };
const selectState = (snapshot: PairingSnapshot | undefined): PairingState =>
  snapshot ? pairingStateOf(snapshot) : IDLE;
const selectSession = (session: PairingSessionState | undefined): PairingSessionState => session ?? null;

// The views whose wallet lists open the pairing view for a chosen directory wallet (recording it as
// the first recent wallet just before).
const WALLET_LISTS: ReadonlySet<string> = new Set(['Connect', 'AllWallets']);

/** Options of {@link useWalletConnect}. */
export interface UseWalletConnectOptions {
  /**
   * Start a pairing when the component mounts, unless one is waiting or a connect is under way: what a
   * pairing view wants. Once per mount, StrictMode included.
   */
  autoPair?: boolean;
}

/**
 * Pairing a mobile or remote wallet over the signing protocol (§1 WALLET_CONNECT): `pair()` starts a
 * connect and `state` follows it: 'checkingRelay', then 'waiting' with the pairing `uri` and its
 * `qrSvg` (a fresh one when ≤ 10 s of its 4 minutes remain), or 'relayUnreachable' within 5 s when the
 * relay cannot be reached; `message` is what to say meanwhile (checking, unreachable), else null. The
 * outcome shows in `useAccount` (connected, or 'Connection rejected', 'Modal closed').
 *
 * `chosenWallet` is the directory wallet the pairing view was opened for from a wallet list (if any),
 * and `walletLink(wallet)` the link that opens a directory wallet with the waiting URI on this device
 * (its mobile, desktop or web app link), or null. `session` is the paired session as its statechart
 * sees it (settling, acknowledged, deleted, with the §8 text of what ended or refused it) and, after a
 * one-click sign-in (the `siwx` option with eip155 networks only), the signed messages: `proofs`.
 */
export function useWalletConnect(options: UseWalletConnectOptions = {}) {
  const { connect } = useConnect();
  const { status } = useAccount();
  const { history } = useModal();
  const { recent } = useWalletList();
  const engine = useEngine();
  // The pairing statechart runs in the modal (its root spawns it with the connections).
  const pairing = useSelector(engine?.actor, (root) => (root ? pairingActorOf(root) : undefined));
  const state = useSelector(pairing, selectState);
  const session = useSelector(engine?.pairingSession, selectSession);
  const pair = useMemo(() => () => connect(WALLET_CONNECT_ID), [connect]);
  const uri = state.status === 'waiting' ? state.uri : undefined;
  const linkFor = useCallback(
    (wallet: WalletLinkFields): WalletLink | null => (uri ? pairingWalletLink(wallet, uri) : null),
    [uri],
  );
  const chosenWallet: WalletEntry | undefined = WALLET_LISTS.has(history.at(-1)?.view ?? '')
    ? recent[0]
    : undefined;
  const message =
    state.status === 'checkingRelay'
      ? PAIRING_MESSAGES.checkingRelay
      : state.status === 'relayUnreachable'
        ? PAIRING_MESSAGES.relayUnreachable
        : null;

  const started = useRef(false);
  const { autoPair = false } = options;
  useEffect(() => {
    if (!autoPair || started.current) return;
    started.current = true;
    if (state.status === 'waiting' || state.status === 'checkingRelay' || status === 'connecting') return;
    pair();
  }, [autoPair, pair, state.status, status]);

  return { state, message, session, pair, chosenWallet, walletLink: linkFor, connectorId: WALLET_CONNECT_ID };
}
