/**
 * Which endpoints serve a network, in the order Portico tries them before fallback ranking reorders
 * them: the project's RPC proxy (§7), then the host's own URLs, then the network's default endpoints.
 */
import { MESSAGES, PorticoError } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import { rpcUrl } from './rpcUrl.ts';

/** Where a network's RPC calls may go. */
export interface RpcEndpointOptions {
  /** `endpoints.rpc`, the RPC proxy base (§7). Used only together with `projectId`. */
  rpcBase?: string | undefined;
  /** The project id the proxy bills and rate-limits by. */
  projectId?: string | undefined;
  /** The host's own RPC URLs for this network, tried after the proxy. */
  extraUrls?: readonly string[] | undefined;
}

/**
 * The endpoints of `network`, de-duplicated (the engine may already have pointed the network's
 * `default` at the proxy). Throws 'No RPC url provided for chainId' (§8) when there is none, because a
 * client without a URL would fail later with an error that does not say why.
 */
export function resolveRpcUrls(network: Network, options: RpcEndpointOptions = {}): string[] {
  const { rpcBase, projectId, extraUrls = [] } = options;
  const proxy = rpcBase && projectId ? [rpcUrl(rpcBase, network.caipNetworkId, projectId)] : [];
  const urls = [...new Set([...proxy, ...extraUrls, ...network.rpcUrls.default.http])];
  if (urls.length === 0)
    throw new PorticoError('noRpcUrlProvided', `${MESSAGES.noRpcUrlProvided} ${network.caipNetworkId}`);
  return urls;
}
