/**
 * The networks registry (§3): every supported network as a typed `Network`, the eip155 ones converted
 * from viem's chain list and the three Solana clusters written out, plus look-ups by CAIP-2 id.
 *
 * The eip155 networks are generated from viem's chain list (scripts/generate-networks.ts) into plain
 * data: importing viem's chain objects here would pull their formatters into the engine's first load.
 */
import type { Chain } from 'viem';
import { type CaipNetworkId, type ChainNamespace, formatCaipNetworkId } from './caip.ts';
import { DEFAULT_CAIP_NETWORK_ID } from './constants.ts';
import { MESSAGES } from './errors.ts';
import { GENERATED_EVM_NETWORK_ROWS } from './evmNetworks.generated.ts';

/** A list of RPC endpoints over HTTP. */
export interface RpcUrls {
  readonly http: readonly string[];
}

/** A block explorer. */
export interface BlockExplorer {
  readonly name: string;
  readonly url: string;
}

/** §3 Network. */
export interface Network {
  /** The chain id within its namespace: a number for eip155, the genesis-hash prefix for Solana. */
  readonly id: number | string;
  readonly caipNetworkId: CaipNetworkId;
  readonly chainNamespace: ChainNamespace;
  readonly name: string;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number };
  /**
   * `default` is what Portico calls; `chainDefault` is the chain's own public endpoint. The registry
   * sets both to the public endpoint; the engine may point `default` at the project's RPC proxy
   * (§7 `/v1/?chainId=…&projectId=…`) once it knows the project id.
   */
  readonly rpcUrls: { readonly default: RpcUrls; readonly chainDefault: RpcUrls };
  readonly testnet: boolean;
  readonly blockExplorers?: { readonly default: BlockExplorer };
  /** Image of the network: an id in the wallet directory (§7 getAssetImage) or a direct URL. */
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string };
}

/**
 * Converts a viem chain to a Network: eip155 namespace, CAIP-2 id `eip155:<id>`, viem's default HTTP
 * endpoints for both `default` and `chainDefault`, and `testnet` false when viem leaves it unset.
 */
export function fromViemChain(chain: Chain): Network {
  const http = chain.rpcUrls.default.http;
  const explorer = chain.blockExplorers?.default;
  return {
    id: chain.id,
    caipNetworkId: formatCaipNetworkId('eip155', chain.id),
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet: chain.testnet ?? false,
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
  };
}

/**
 * A generated eip155 network as a compact row: id, name, currency name, currency symbol, decimals,
 * RPC URL, testnet, and the explorer's name and URL (empty when it has none).
 */
export type EvmNetworkRow = readonly [
  number,
  string,
  string,
  string,
  number,
  string,
  boolean,
  string,
  string,
];

/** The row of an eip155 network with one public endpoint (what the generator writes). */
export function evmNetworkRow(network: Network): EvmNetworkRow {
  const explorer = network.blockExplorers?.default;
  const { name, symbol, decimals } = network.nativeCurrency;
  const [rpc = ''] = network.rpcUrls.default.http;
  return [
    Number(network.id),
    network.name,
    name,
    symbol,
    decimals,
    rpc,
    network.testnet,
    explorer?.name ?? '',
    explorer?.url ?? '',
  ];
}

/** The eip155 network of a generated row. */
export function fromEvmNetworkRow(row: EvmNetworkRow): Network {
  const [id, name, currencyName, symbol, decimals, rpc, testnet, explorerName, explorerUrl] = row;
  const http = [rpc];
  return {
    id,
    caipNetworkId: formatCaipNetworkId('eip155', id),
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: currencyName, symbol, decimals },
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet,
    ...(explorerUrl ? { blockExplorers: { default: { name: explorerName, url: explorerUrl } } } : {}),
  };
}

/** Builds one Solana cluster; they differ only in id, name, endpoint and explorer cluster. */
function solanaCluster(
  id: string,
  name: string,
  rpcUrl: string,
  testnet: boolean,
  cluster?: string,
): Network {
  const http = [rpcUrl];
  return {
    id,
    caipNetworkId: formatCaipNetworkId('solana', id),
    chainNamespace: 'solana',
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet,
    blockExplorers: {
      default: {
        name: 'Solana Explorer',
        url: cluster ? `https://explorer.solana.com/?cluster=${cluster}` : 'https://explorer.solana.com',
      },
    },
  };
}

/** Solana mainnet (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp). */
export const solana = solanaCluster(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'https://api.mainnet-beta.solana.com',
  false,
);
/** Solana testnet (solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z). */
export const solanaTestnet = solanaCluster(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'https://api.testnet.solana.com',
  true,
  'testnet',
);
/** Solana devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1). */
export const solanaDevnet = solanaCluster(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'https://api.devnet.solana.com',
  true,
  'devnet',
);

/** §3 supported eip155 networks, in the spec's order (generated from viem's chain list). */
export const EVM_NETWORKS: readonly Network[] = GENERATED_EVM_NETWORK_ROWS.map(fromEvmNetworkRow);

/** §3 the three Solana networks. */
export const SOLANA_NETWORKS: readonly Network[] = [solana, solanaTestnet, solanaDevnet];

/** Every network Portico supports out of the box. */
export const SUPPORTED_NETWORKS: readonly Network[] = [...EVM_NETWORKS, ...SOLANA_NETWORKS];

const BY_CAIP_NETWORK_ID: ReadonlyMap<string, Network> = new Map(
  SUPPORTED_NETWORKS.map((network) => [network.caipNetworkId, network]),
);

/** The supported network with this CAIP-2 id, or `undefined`. */
export function getNetwork(caipNetworkId: string): Network | undefined {
  return BY_CAIP_NETWORK_ID.get(caipNetworkId);
}

/** Whether the CAIP-2 id is a supported network. */
export function isSupportedNetwork(caipNetworkId: string): boolean {
  return BY_CAIP_NETWORK_ID.has(caipNetworkId);
}

/** §3: the name of a network by CAIP-2 id, or 'Unknown Network' when it is not supported. */
export function networkName(caipNetworkId: string): string {
  return getNetwork(caipNetworkId)?.name ?? MESSAGES.unknownNetwork;
}

/**
 * §9: the default network (eip155:1). Resolved once from the registry; the registry holds mainnet,
 * so the look-up cannot miss (a test checks it).
 */
// The registry lists eip155:1 first; the fallback only satisfies the type of the look-up.
export const DEFAULT_NETWORK: Network =
  getNetwork(DEFAULT_CAIP_NETWORK_ID) ?? SUPPORTED_NETWORKS[0] ?? solana;

/**
 * The active network's id of a choice per namespace (the network statechart's context): the §9
 * default chain when nothing is active. Here rather than beside that context: the engine and the
 * hooks' selectors both read it, and this module is on the host's first load already, so neither
 * the engine's chunk nor the UI's needs a chunk of its own for it.
 */
export function activeCaipNetworkId(choice: {
  active: Partial<Record<string, CaipNetworkId>>;
  activeNamespace: string;
}): CaipNetworkId {
  return choice.active[choice.activeNamespace] ?? DEFAULT_CAIP_NETWORK_ID;
}

/** The network with this id among `networks` (the app's, in the network statechart's context), if any. */
export function findNetwork(
  from: { networks: readonly Network[] },
  caipNetworkId: string,
): Network | undefined {
  return from.networks.find((network) => network.caipNetworkId === caipNetworkId);
}
