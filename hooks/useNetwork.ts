import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { CaipNetworkId, ChainNamespace } from '../domain/caip.ts';
import type { Network } from '../domain/networks.ts';
import type { PorticoEngine } from '../headless/engine.ts';
import type { networkMachine } from '../machines/network/network.machine.ts';
import {
  selectActiveCaipNetworkId,
  selectActiveNetwork,
  selectIsSwitching,
  selectIsUnsupportedChain,
  selectSwitchError,
  selectSwitchTarget,
} from '../machines/network/network.selectors.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngineSelector } from './useEngineSelector.ts';

type NetworkSnapshot = SnapshotFrom<typeof networkMachine>;

const NO_NETWORKS: readonly Network[] = [];

const pickNetwork = (engine: PorticoEngine) => engine.network;
const selectNetworks = (snapshot: NetworkSnapshot): readonly Network[] => snapshot.context.networks;
const selectActiveNamespace = (snapshot: NetworkSnapshot): ChainNamespace | undefined =>
  snapshot.context.activeNamespace;
const selectActiveId = (snapshot: NetworkSnapshot): CaipNetworkId | undefined =>
  selectActiveCaipNetworkId(snapshot);
const selectErrorOrNull = (snapshot: NetworkSnapshot) => selectSwitchError(snapshot) ?? null;

/**
 * The active network and the switch flow (§4): `network` is the active network of the active chain
 * namespace (undefined on an unsupported chain, where `isUnsupported` shows the unsupported-chain UI
 * unless the host allows such chains), `networks` the app's networks. `switchNetwork` applies the §4
 * rules: nothing when already active, else SwitchNetwork or SwitchActiveChain, or the wallet's own
 * switch (adding the chain when the wallet does not know it; 'Chain is not supported' when it fails).
 */
export function useNetwork() {
  const modal = usePortico();
  const network = useEngineSelector(pickNetwork, selectActiveNetwork, undefined);
  const caipNetworkId = useEngineSelector(pickNetwork, selectActiveId, undefined);
  const activeNamespace = useEngineSelector(pickNetwork, selectActiveNamespace, undefined);
  const networks = useEngineSelector(pickNetwork, selectNetworks, NO_NETWORKS);
  const isUnsupported = useEngineSelector(pickNetwork, selectIsUnsupportedChain, false);
  const isSwitching = useEngineSelector(pickNetwork, selectIsSwitching, false);
  const target = useEngineSelector(pickNetwork, selectSwitchTarget, undefined);
  const error = useEngineSelector(pickNetwork, selectErrorOrNull, null);

  const actions = useMemo(() => {
    const send = (event: Parameters<PorticoEngine['network']['send']>[0]) => {
      if (modal.engine) modal.engine.network.send(event);
      else
        void modal.load().then(
          (engine) => engine.network.send(event),
          () => {},
        );
    };
    return {
      switchNetwork: (id: CaipNetworkId) => send({ type: 'network.switch', caipNetworkId: id }),
      confirmSwitch: () => send({ type: 'network.confirm' }),
      cancelSwitch: () => send({ type: 'network.cancel' }),
    };
  }, [modal]);

  return {
    network,
    caipNetworkId,
    activeNamespace,
    networks,
    isUnsupported,
    isSwitching,
    target,
    error,
    ...actions,
  };
}
