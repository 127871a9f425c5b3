/**
 * What Portico asks a pairing wallet for (§3 Namespace): per namespace the app's chains, the methods
 * Portico calls and the events it listens to. Only eip155 and solana are requested over pairing.
 */
import type { Network } from '../../../domain/networks.ts';

/** The EVM methods a session is asked for. */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const;

/** The EVM events a session is asked for. */
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const;

/** The Solana methods a session is asked for. */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const;

/** The namespaces a pairing connector requests. */
export type PairingNamespace = 'eip155' | 'solana';

/** One requested namespace: chains (CAIP-2), methods, events. */
export interface RequestedNamespace {
  chains: string[];
  methods: string[];
  events: string[];
}

/** The requested namespaces by name (the sign-client's `optionalNamespaces`). */
export type RequestedNamespaces = Partial<Record<PairingNamespace, RequestedNamespace>>;

/**
 * The namespaces to request for the app's networks: every eip155 network with {@link EIP155_METHODS}
 * and {@link EIP155_EVENTS}, every Solana network with {@link SOLANA_METHODS}; networks of other
 * namespaces are left out. Chains keep the app's order (its first is the one it prefers) without
 * duplicates; a namespace with no network is absent.
 */
export function requestedNamespaces(networks: readonly Network[]): RequestedNamespaces {
  const chainsOf = (namespace: PairingNamespace) => [
    ...new Set(networks.filter((n) => n.chainNamespace === namespace).map((n) => n.caipNetworkId)),
  ];
  const result: RequestedNamespaces = {};
  const eip155 = chainsOf('eip155');
  if (eip155.length > 0)
    result.eip155 = { chains: eip155, methods: [...EIP155_METHODS], events: [...EIP155_EVENTS] };
  const solana = chainsOf('solana');
  if (solana.length > 0) result.solana = { chains: solana, methods: [...SOLANA_METHODS], events: [] };
  return result;
}
