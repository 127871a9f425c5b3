import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type CaipNetworkId,
  cancelNetworkSwitch,
  confirmNetworkSwitch,
  type Network,
  type NetworkSnapshot,
  selectActiveCaipNetworkId,
  selectActiveNetwork,
  selectIsSwitching,
  selectIsUnsupportedChain,
  selectSwitchError,
  selectSwitchTarget,
  switchNetwork,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

const NO_NETWORKS: readonly Network[] = [];

type Snapshot = NetworkSnapshot | undefined;
const selectNetwork = (snapshot: Snapshot) => (snapshot ? selectActiveNetwork(snapshot) : undefined);
const selectNetworks = (snapshot: Snapshot): readonly Network[] => snapshot?.context.networks ?? NO_NETWORKS;
const selectActiveNamespace = (snapshot: Snapshot) => snapshot?.context.activeNamespace;
const selectActiveId = (snapshot: Snapshot) => (snapshot ? selectActiveCaipNetworkId(snapshot) : undefined);
const selectUnsupported = (snapshot: Snapshot) => (snapshot ? selectIsUnsupportedChain(snapshot) : false);
const selectSwitching = (snapshot: Snapshot) => (snapshot ? selectIsSwitching(snapshot) : false);
const selectTarget = (snapshot: Snapshot) => (snapshot ? selectSwitchTarget(snapshot) : undefined);
const selectErrorOrNull = (snapshot: Snapshot) => (snapshot ? (selectSwitchError(snapshot) ?? null) : null);

/**
 * The active network and the switch flow (§4): `network` is the active network of the active chain
 * namespace (undefined on an unsupported chain, where `isUnsupported` shows the unsupported-chain UI
 * unless the host allows such chains), `networks` the app's networks. `switchNetwork` applies the §4
 * rules: nothing when already active, else SwitchNetwork or SwitchActiveChain, or the wallet's own
 * switch (adding the chain when the wallet does not know it; 'Chain is not supported' when it fails).
 */
export function useNetwork() {
  const modal = usePortico();
  const network = useEngine()?.network;
  const active = useSelector(network, selectNetwork);
  const caipNetworkId = useSelector(network, selectActiveId);
  const activeNamespace = useSelector(network, selectActiveNamespace);
  const networks = useSelector(network, selectNetworks);
  const isUnsupported = useSelector(network, selectUnsupported);
  const isSwitching = useSelector(network, selectSwitching);
  const target = useSelector(network, selectTarget);
  const error = useSelector(network, selectErrorOrNull);

  const actions = useMemo(
    () => ({
      // The outcome shows in `error` and the views: the promise's rejection is not the UI's to handle.
      switchNetwork: (id: CaipNetworkId) => void switchNetwork(modal, { caipNetworkId: id }).catch(() => {}),
      confirmSwitch: () => void confirmNetworkSwitch(modal).catch(() => {}),
      cancelSwitch: () => cancelNetworkSwitch(modal),
    }),
    [modal],
  );

  return {
    network: active,
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
