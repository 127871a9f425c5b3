import type { CaipNetworkId, ChainNamespace } from '../domain/caip.ts';
import { getNetwork, type Network } from '../domain/networks.ts';
import { InvalidOptionsError, type NetworkOption } from './options.ts';

/**
 * The app's networks as full Network objects: CAIP-2 ids are looked up in the built-in registry, and
 * network objects the host gave are taken as they are. An id the registry does not know is a
 * configuration error naming it (the host must pass the whole network for such a chain).
 */
export function resolveNetworks(options: readonly NetworkOption[]): Network[] {
  return options.map((option, index) => {
    if (typeof option !== 'string') {
      return {
        ...option,
        rpcUrls: {
          default: option.rpcUrls.default,
          chainDefault: option.rpcUrls.chainDefault ?? option.rpcUrls.default,
        },
      } as Network;
    }
    const network = getNetwork(option);
    if (!network) {
      throw new InvalidOptionsError(
        `Invalid Portico options: networks.${index}: '${option}' is not a built-in network; pass the whole network object`,
      );
    }
    return network;
  });
}

/** The chain namespaces of the app's networks, in the order they first appear. */
export function namespacesOf(networks: readonly Network[]): ChainNamespace[] {
  return [...new Set(networks.map((network) => network.chainNamespace))];
}

/**
 * The app's networks as createModal resolves them (a bad id fails there, at once), and which of them
 * are built-in ones (served by the project's RPC proxy; a network the host gave whole uses its own
 * URLs). The engine gets this ready-made, so the registry of built-in networks stays on the first load.
 */
export interface AppNetworks {
  networks: readonly Network[];
  namespaces: readonly ChainNamespace[];
  builtIn: ReadonlySet<string>;
  /** The `defaultNetwork` option, checked to be one of `networks`. */
  defaultNetwork: CaipNetworkId | undefined;
}

/**
 * Resolve the `networks` option (see `resolveNetworks`) and the `defaultNetwork` one, which must name one
 * of them: a default the app does not support would start the modal on a network it cannot use.
 */
export function resolveAppNetworks(options: readonly NetworkOption[], defaultNetwork?: string): AppNetworks {
  const networks = resolveNetworks(options);
  const preferred = networks.find((network) => network.caipNetworkId === defaultNetwork);
  if (defaultNetwork !== undefined && !preferred)
    throw new InvalidOptionsError(
      `Invalid Portico options: defaultNetwork: '${defaultNetwork}' is not one of networks (${networks.map((network) => network.caipNetworkId).join(', ')})`,
    );
  return {
    networks,
    defaultNetwork: preferred?.caipNetworkId,
    namespaces: namespacesOf(networks),
    builtIn: new Set(
      networks.flatMap((network) => (getNetwork(network.caipNetworkId) ? [network.caipNetworkId] : [])),
    ),
  };
}
