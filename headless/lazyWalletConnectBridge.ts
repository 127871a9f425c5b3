/**
 * The pairing connector's bridge, loaded on first use: the engine holds this facade from its start
 * (the pairing store for the hooks, the provider getter), and the bridge's own code comes with the
 * first pairing or restore, so a visitor who only opens the modal downloads none of it.
 */
import type { ConnectWalletInput } from '../machines/connection/connection.types.ts';
import { watchWhenLoaded } from './connectors/connector.ts';
import { loadOnDemand } from './loadOnDemand.ts';
import type { PairingState, WalletConnectBridge, WalletConnectBridgeOptions } from './walletConnectBridge.ts';
import { PAIRING_CONNECTOR } from './walletConnectIds.ts';

const IDLE: PairingState = { status: 'idle' };

/** A bridge with the same surface as `createWalletConnectBridge`'s, loading it on the first call. */
export function createLazyWalletConnectBridge(options: WalletConnectBridgeOptions): WalletConnectBridge {
  let bridge: WalletConnectBridge | undefined;
  let loading: Promise<WalletConnectBridge> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const load = () => {
    loading ??= loadOnDemand((code) => code.walletConnectBridge()).then(({ createWalletConnectBridge }) => {
      bridge = createWalletConnectBridge(options);
      bridge.state.subscribe(notify);
      bridge.session.subscribe(notify);
      notify();
      return bridge;
    });
    return loading;
  };

  return {
    connector: PAIRING_CONNECTOR,
    // Both stores share the listeners: a change of either re-reads both (snapshots are stable).
    state: { getSnapshot: () => bridge?.state.getSnapshot() ?? IDLE, subscribe },
    session: { getSnapshot: () => bridge?.session.getSnapshot() ?? null, subscribe },
    // The pairing statechart's effects load the bridge first (the modal's pairing actor calls them).
    pairingEffects: {
      checkRelay: async () => (await load()).pairingEffects.checkRelay(),
      createPairing: async () => (await load()).pairingEffects.createPairing(),
      awaitApproval: async (uri) => (await load()).pairingEffects.awaitApproval(uri),
    },
    connect: async (input: ConnectWalletInput, signal: AbortSignal) => (await load()).connect(input, signal),
    restore: async (input) => (await load()).restore(input),
    disconnect: async (input) => (await load()).disconnect(input),
    watch: (namespace, emit) => watchWhenLoaded(load(), (loaded) => loaded.watch(namespace, emit)),
    switchChain: async (network) => (await load()).switchChain(network),
    addChain: async (network) => (await load()).addChain(network),
    provider: (namespace) => bridge?.provider(namespace),
    // Nothing to stop when it never loaded.
    stop: async () => bridge?.stop(),
  };
}
