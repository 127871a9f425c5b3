/**
 * createModal's `networks` from a wagmi setup, so the app names its chains and RPC endpoints once.
 * Each wagmi chain becomes a whole Portico network (§3 Network) on the endpoints of the app's wagmi
 * transport for that chain, in wagmi's order (the first is the default network of both).
 */
import type { Chain } from 'viem';
import type { Config, Transport } from 'wagmi';
import type { ModalOptionsInput } from '../headless/index.ts';

/** A network of createModal's `networks` option given whole (not a CAIP-2 id of the registry). */
export type PorticoNetworkOption = Exclude<NonNullable<ModalOptionsInput['networks']>[number], string>;

/** What the networks are read from: wagmi's `createConfig` parameters (chains, transports) or its config. */
export type WagmiNetworksSource =
  | Pick<Config, 'chains' | '_internal'>
  | { readonly chains: readonly Chain[]; readonly transports?: Readonly<Record<number, Transport>> };

const HTTP_URL = /^https?:\/\//;

/** The HTTP endpoints of a made transport: an http one's URL, a fallback's of each of its transports. */
function urlsOf(value: unknown): string[] {
  const { url, transports } = Object(value) as { url?: unknown; transports?: unknown };
  if (typeof url === 'string') return HTTP_URL.test(url) ? [url] : [];
  if (!Array.isArray(transports)) return [];
  return transports.flatMap((made) => urlsOf((Object(made) as { value?: unknown }).value));
}

/**
 * The HTTP endpoints a transport calls for `chain`. Making a viem transport only describes its client
 * (sockets and requests wait for a first request), so reading them here calls nothing. A transport
 * that is not over HTTP (a custom one, a WebSocket) has none, and Portico uses the chain's own.
 */
function transportUrls(transport: Transport | undefined, chain: Chain): string[] {
  if (!transport) return [];
  try {
    return urlsOf(transport({ chain, retryCount: 0 }).value);
  } catch {
    return [];
  }
}

/**
 * One wagmi chain as a Portico network. Its endpoints are the transport's alone when it has any:
 * Portico ranks a network's endpoints by health, and a public default must not win over the app's own.
 */
function networkOf(chain: Chain, transport: Transport | undefined): PorticoNetworkOption {
  const chainDefault = [...chain.rpcUrls.default.http];
  const own = transportUrls(transport, chain);
  const explorer = chain.blockExplorers?.default;
  const { name, symbol, decimals } = chain.nativeCurrency;
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: {
      default: { http: own.length > 0 ? own : chainDefault },
      chainDefault: { http: chainDefault },
    },
    testnet: chain.testnet ?? false,
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
  };
}

/**
 * The `networks` option of createModal for the chains of a wagmi setup: pass the `chains` and
 * `transports` you give wagmi's `createConfig` (or the config itself). Each chain becomes a whole
 * network whose RPC endpoints are the HTTP URLs of its wagmi transport (the chain's defaults when it
 * has none), so Portico reads balances and adds networks with the endpoints the app chose, with wagmi's
 * first chain as the default network.
 */
export function porticoNetworksFromWagmi(source: WagmiNetworksSource): PorticoNetworkOption[] {
  const transports: Readonly<Record<number, Transport>> | undefined =
    '_internal' in source ? source._internal.transports : source.transports;
  return source.chains.map((chain) => networkOf(chain, transports?.[chain.id]));
}
