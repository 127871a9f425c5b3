/**
 * One wallet, one row: a wallet that offers several namespaces (the same wallet on EIP-6963 and on the
 * Wallet Standard) becomes one MULTI_CHAIN connector that connects every namespace the app uses.
 *
 * The two protocols share no id: EIP-6963 gives an rdns, the Wallet Standard only a name. The halves
 * are matched by name (trimmed, case-insensitive), which is what wallets keep the same across both.
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import type { ConnectorEntry, Eip6963ProviderDetail, StandardWallet } from './types.ts';

/** The id of a Solana-only connector: the Wallet Standard has no rdns, so the name it registers. */
export function walletStandardConnectorId(wallet: StandardWallet): string {
  return `walletStandard:${wallet.name}`;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function announcedEntry(detail: Eip6963ProviderDetail): ConnectorEntry {
  return {
    connector: {
      id: detail.info.rdns,
      name: detail.info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      namespaces: ['eip155'],
      info: { rdns: detail.info.rdns },
      imageUrl: detail.info.icon,
    },
    evm: detail.provider,
  };
}

function solanaEntry(wallet: StandardWallet): ConnectorEntry {
  return {
    connector: {
      id: walletStandardConnectorId(wallet),
      name: wallet.name,
      // Discovered by a standard announcement protocol, like EIP-6963 wallets.
      type: 'ANNOUNCED',
      chain: 'solana',
      namespaces: ['solana'],
      imageUrl: wallet.icon,
    },
    solana: wallet,
  };
}

/**
 * The connectors of the announced EVM providers and the Solana wallets, for an app that uses
 * `namespaces`: halves of a namespace the app does not use are dropped; a wallet present on both
 * (by name) and used on both is one MULTI_CHAIN connector that keeps the EVM half's id (its rdns, so
 * a stored connector id survives the Solana half registering later or not at all). Order: the EVM
 * announcements, then the Solana-only wallets.
 */
export function mergeMultiChain(
  announced: readonly Eip6963ProviderDetail[],
  solanaWallets: readonly StandardWallet[],
  namespaces: readonly ChainNamespace[],
): ConnectorEntry[] {
  const usesEvm = namespaces.includes('eip155');
  const usesSolana = namespaces.includes('solana');
  const evm = usesEvm ? announced : [];
  const solana = usesSolana ? solanaWallets : [];
  const paired = new Set<StandardWallet>();
  const entries = evm.map((detail): ConnectorEntry => {
    const twin = solana.find((wallet) => !paired.has(wallet) && sameName(wallet.name, detail.info.name));
    const entry = announcedEntry(detail);
    if (!twin) return entry;
    paired.add(twin);
    return {
      connector: { ...entry.connector, type: 'MULTI_CHAIN', namespaces: ['eip155', 'solana'] },
      evm: detail.provider,
      solana: twin,
    };
  });
  return [...entries, ...solana.filter((wallet) => !paired.has(wallet)).map(solanaEntry)];
}
