/**
 * The pairing connector's bridge, loaded on first use: the engine holds this facade from its start
 * (the session store for the hooks, the provider getter, the pairing actor's effects), and the
 * bridge's own code comes with the first pairing or restore, so a visitor who only opens the modal
 * downloads none of it.
 */
import { lazyConnector, onDemand } from './connectors/lazyConnector.ts';
import { loadOnDemand } from './loadOnDemand.ts';
import type { WalletConnectBridge, WalletConnectBridgeOptions } from './walletConnectBridge.ts';
import { PAIRING_CONNECTOR } from './walletConnectIds.ts';

/** A bridge with the same surface as `createWalletConnectBridge`'s, loading it on the first call. */
export function createLazyWalletConnectBridge(options: WalletConnectBridgeOptions): WalletConnectBridge {
  // Listeners of the session store from before the load; the loaded bridge's store tells them after.
  const listeners = new Set<() => void>();
  const bridge = onDemand(async () => {
    const loaded = (await loadOnDemand((code) => code.walletConnectBridge())).createWalletConnectBridge(
      options,
    );
    loaded.session.subscribe(() => {
      for (const listener of listeners) listener();
    });
    return loaded;
  });

  return {
    ...lazyConnector(PAIRING_CONNECTOR, bridge),
    session: {
      getSnapshot: () => bridge.loaded()?.session.getSnapshot() ?? null,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    // The pairing actor's effects load the bridge first.
    pairingEffects: {
      checkRelay: async () => (await bridge.load()).pairingEffects.checkRelay(),
      propose: async (signal) => (await bridge.load()).pairingEffects.propose(signal),
    },
    // Nothing to stop when it never loaded.
    stop: async () => bridge.loaded()?.stop(),
  };
}
