import type { ChainNamespace } from '../domain/caip.ts';
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
