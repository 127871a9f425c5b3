import { useMemo } from 'react';
import type { PorticoEngine } from '../headless/engine.ts';
import type { PairingSessionState, PairingState } from '../headless/walletConnectBridge.ts';
import { WALLET_CONNECT_ID } from '../headless/walletConnectIds.ts';
import { useConnect } from './useConnect.ts';
import { useEngineStore } from './useEngineStore.ts';

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
const pairingStore = (engine: PorticoEngine) => engine.pairing;
const pairingSessionStore = (engine: PorticoEngine) => engine.pairingSession;

export function useWalletConnect() {
  const { connect } = useConnect();
  const state = useEngineStore<PairingState>(pairingStore, IDLE);
  const session = useEngineStore<PairingSessionState>(pairingSessionStore, null);
  const pair = useMemo(() => () => connect(WALLET_CONNECT_ID), [connect]);
  return { state, session, pair, connectorId: WALLET_CONNECT_ID };
}
