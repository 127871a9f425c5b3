import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { PairingSessionState, PairingState } from '../headless/walletConnectBridge.ts';
import { WALLET_CONNECT_ID } from '../headless/walletConnectIds.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useConnect } from './useConnect.ts';

const IDLE: PairingState = { status: 'idle' };

/**
 * Pairing a mobile or remote wallet over the signing protocol (§1 WALLET_CONNECT): `pair()` starts a
 * connect and `state` follows it: 'checkingRelay', then 'waiting' with the pairing `uri` and its
 * `qrSvg` (a fresh one when ≤ 10 s of its 4 minutes remain), or 'relayUnreachable' within 5 s when the
 * relay cannot be reached. The outcome shows in `useAccount` (connected, or 'Connection rejected',
 * 'Modal closed'). `session` is the paired session as its statechart sees it (settling, acknowledged,
 * deleted, with the §8 text of what ended or refused it) and, after a one-click sign-in (the `siwx`
 * option with eip155 networks only), the signed messages: `proofs`.
 */
export function useWalletConnect() {
  const modal = usePortico();
  const { connect } = useConnect();
  const subscribe = useCallback(
    (onChange: () => void) => {
      let stop: (() => void) | undefined;
      const stopWaiting = modal.onReady((engine) => {
        stop = engine.pairing.subscribe(onChange);
        onChange();
      });
      return () => {
        stopWaiting();
        stop?.();
      };
    },
    [modal],
  );
  const subscribeSession = useCallback(
    (onChange: () => void) => {
      let stop: (() => void) | undefined;
      const stopWaiting = modal.onReady((engine) => {
        stop = engine.pairingSession.subscribe(onChange);
        onChange();
      });
      return () => {
        stopWaiting();
        stop?.();
      };
    },
    [modal],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => modal.engine?.pairing.getSnapshot() ?? IDLE,
    () => IDLE,
  );
  const session = useSyncExternalStore<PairingSessionState>(
    subscribeSession,
    () => modal.engine?.pairingSession.getSnapshot() ?? null,
    () => null,
  );
  const pair = useMemo(() => () => connect(WALLET_CONNECT_ID), [connect]);
  return { state, session, pair, connectorId: WALLET_CONNECT_ID };
}
