/**
 * The network machine's context (active network per namespace and the switch in progress), its input,
 * and the facts it needs from the rest of the modal.
 */
import type { CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import type { PorticoFailure } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import type { ConnectorType } from '../connection/connection.types.ts';

/** The views a switch may show (§2 SwitchNetwork, SwitchActiveChain). */
export type SwitchView = 'SwitchNetwork' | 'SwitchActiveChain';

/** What the network actor must know about connections; the engine reports it with 'network.facts'. */
export interface NetworkFacts {
  /** The connector type of the active namespace's connection; undefined when not connected. */
  connectorType: ConnectorType | undefined;
  /** The connector of the active namespace's connection; undefined when not connected. */
  connectorId: string | undefined;
  /** The connected address per namespace (§4 "the user has an address on the active chain"). */
  addressesByNamespace: Partial<Record<string, string>>;
  /** The connector connected on each namespace: the wallet a switch to that namespace's network asks. */
  connectorsByNamespace: Partial<Record<string, string>>;
  /** The namespaces with an adapter (§5 "Adding a network requires an existing adapter"). */
  adapters: readonly string[];
}

/** Facts before the engine reports any: nothing connected, no adapters. */
export const NO_FACTS: NetworkFacts = {
  connectorType: undefined,
  connectorId: undefined,
  addressesByNamespace: {},
  connectorsByNamespace: {},
  adapters: [],
};

/** What the network actor knows. */
export interface NetworkContext {
  /** The app's networks (plus those added with 'network.add'). */
  networks: Network[];
  /** The active network per namespace; a wallet may put an unknown id here (unsupported chain). */
  active: Partial<Record<string, CaipNetworkId>>;
  /** The active chain namespace. */
  activeNamespace: ChainNamespace;
  /** Host option: an unsupported network shows no unsupported-chain UI. */
  allowUnsupportedChain: boolean;
  /** Host option: switch without waiting for the user's confirmation (except on the embedded wallet). */
  skipConfirm: boolean;
  facts: NetworkFacts;
  /** The network a switch is confirming, switching or adding; undefined when idle. */
  target: Network | undefined;
  /** The view the switch showed, if any (left again when the switch ends). */
  view: SwitchView | undefined;
  /** The §8 failure of the last switch (its code and text); kept in `failed`. */
  error: PorticoFailure | undefined;
  /** 'Adapter not found' after a refused 'network.add'; undefined after an accepted one. */
  addNetworkError: string | undefined;
  /**
   * The last-used chain as storage kept it when the modal started: the visitor's storage, so it may
   * name a network the app no longer has; the statechart takes it at start only when it is one.
   */
  storedChain: string | undefined;
}

/** Input of the network actor. */
export interface NetworkInput {
  networks: readonly Network[];
  /** The stored last-used chain, if any: active in its namespace at start while it is one of `networks`. */
  storedChain?: string | undefined;
  /** Default: the namespace of `defaultNetwork`, else of the first network. */
  activeNamespace?: ChainNamespace;
  /**
   * The host's `defaultNetwork`, one of `networks`: active in its namespace, and its namespace active;
   * in its namespace the stored last-used chain comes first.
   */
  defaultNetwork?: CaipNetworkId;
  allowUnsupportedChain: boolean;
  skipConfirm?: boolean;
  facts?: Partial<NetworkFacts>;
}

/** The namespace of a CAIP-2 id ('eip155:1' → 'eip155'). */
export function namespaceOf(caipNetworkId: string): string {
  return caipNetworkId.split(':')[0] ?? '';
}

/** The context a network actor starts with. */
export function initialContext(input: NetworkInput): NetworkContext {
  const networks = [...input.networks];
  const active: Partial<Record<string, CaipNetworkId>> = {};
  for (const network of networks) active[network.chainNamespace] ??= network.caipNetworkId;
  const preferred = networks.find((network) => network.caipNetworkId === input.defaultNetwork);
  if (preferred) active[preferred.chainNamespace] = preferred.caipNetworkId;
  const first = preferred ?? networks[0];
  return {
    networks,
    active,
    activeNamespace: input.activeNamespace ?? first?.chainNamespace ?? 'eip155',
    allowUnsupportedChain: input.allowUnsupportedChain,
    skipConfirm: input.skipConfirm ?? false,
    facts: { ...NO_FACTS, ...input.facts },
    target: undefined,
    view: undefined,
    error: undefined,
    addNetworkError: undefined,
    storedChain: input.storedChain,
  };
}
