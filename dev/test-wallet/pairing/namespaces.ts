/**
 * What the wallet supports and the namespaces it approves for a proposal: for each namespace it serves
 * (eip155, solana), the requested chains it has (required and optional, whether keyed `eip155` with a
 * `chains` list or keyed by chain `eip155:1`), its account on each, and all its methods and events.
 */
import type { Namespaces, Proposal, RequestedNamespaces } from './types.ts';

/** The EVM methods the pairing wallet answers. */
export const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const;
/** The EVM events the pairing wallet emits. */
export const EVM_EVENTS = ['chainChanged', 'accountsChanged'] as const;
/** The Solana methods the pairing wallet answers. */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const;

/** One namespace the wallet serves: its chains (CAIP-2), its address on them, methods and events. */
export interface SupportedNamespace {
  chains: string[];
  address: string;
  methods: readonly string[];
  events: readonly string[];
}

/** The wallet's namespaces, keyed `eip155` / `solana`. */
export type Supported = Record<string, SupportedNamespace>;

/** The chains a requested-namespaces map asks for, per namespace. */
export function requestedChains(requested: RequestedNamespaces | undefined): string[] {
  const chains: string[] = [];
  for (const [key, value] of Object.entries(requested ?? {})) {
    const list = key.includes(':') ? [key] : (value.chains ?? []);
    for (const chain of list) if (!chains.includes(chain)) chains.push(chain);
  }
  return chains;
}

/** The methods (or events) a requested-namespaces map asks for. */
export function requestedList(
  requested: RequestedNamespaces | undefined,
  field: 'methods' | 'events',
): string[] {
  const all = Object.values(requested ?? {}).flatMap((value) => value[field]);
  return [...new Set(all)];
}

/** Split a CAIP-2 id into its namespace and reference. */
export function splitChain(chain: string): { namespace: string; reference: string } {
  const at = chain.indexOf(':');
  return { namespace: chain.slice(0, at), reference: chain.slice(at + 1) };
}

/** What the wallet can approve of a proposal: the approvable chains and the required ones it lacks. */
export function planApproval(
  proposal: Pick<Proposal, 'requiredNamespaces' | 'optionalNamespaces'>,
  supported: Supported,
): { approvable: string[]; unsupportedRequired: string[] } {
  const has = (chain: string) => supported[splitChain(chain).namespace]?.chains.includes(chain) ?? false;
  const required = requestedChains(proposal.requiredNamespaces);
  const all = [...new Set([...required, ...requestedChains(proposal.optionalNamespaces)])];
  return { approvable: all.filter(has), unsupportedRequired: required.filter((chain) => !has(chain)) };
}

/** The session namespaces for the approvable chains: every namespace with at least one of them. */
export function buildNamespaces(approvable: readonly string[], supported: Supported): Namespaces {
  const namespaces: Namespaces = {};
  for (const chain of approvable) {
    const { namespace } = splitChain(chain);
    const own = supported[namespace];
    if (!own) continue;
    const entry = namespaces[namespace] ?? {
      chains: [],
      accounts: [],
      methods: [...own.methods],
      events: [...own.events],
    };
    namespaces[namespace] = entry;
    entry.chains?.push(chain);
    entry.accounts.push(`${chain}:${own.address}`);
  }
  return namespaces;
}

/** Add a chain (and the wallet's account on it) to an approved namespace, for a switch to a new chain. */
export function withChain(namespaces: Namespaces, chain: string, address: string): Namespaces {
  const { namespace } = splitChain(chain);
  const current = namespaces[namespace];
  if (!current) throw new Error(`the session has no ${namespace} namespace`);
  if (current.chains?.includes(chain)) return namespaces;
  return {
    ...namespaces,
    [namespace]: {
      ...current,
      chains: [...(current.chains ?? []), chain],
      accounts: [...current.accounts, `${chain}:${address}`],
    },
  };
}
