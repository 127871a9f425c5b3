/**
 * The name of the network a request is asked on, for the approval (`Network: Ethereum`, never the
 * CAIP-2 id of a known chain). From the project's own registry (domain/networks.ts: generated plain
 * rows, no viem chain objects, so the secure site's frame bundle stays small), plus the local chains
 * that development uses, which no public registry lists: named as the demo's modal names them
 * (demo/networks.ts takes its names from here), so the frame and the modal say the same.
 *
 * Production's wire carries no network name (the RPC request wrapper has chainId, chainNamespace and
 * rpcUrl; dapp data has none), and the frame must not take one from the host page: a page could call
 * any chain 'Ethereum'. So a chain neither registry knows is shown by its CAIP-2 id.
 */
import { getNetwork } from '../../domain/networks.ts';

/**
 * Local development chains: anvil's and Hardhat's defaults, and dev/chain's second anvil and Solana
 * stand-in (its genesis hash is fixed in dev/chain/chains.ts; a test checks they agree).
 */
const LOCAL_NETWORK_NAMES: Readonly<Record<string, string>> = {
  'eip155:31337': 'Local Anvil 31337',
  'eip155:31338': 'Local Anvil 31338',
  'eip155:1337': 'Localhost',
  'solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq': 'Local Solana',
};

/** The CAIP-2 id of a chain given as a namespace and an id (`1`, `'0x1'`, `'eip155:1'`, a genesis prefix). */
function caipIdOf(chainNamespace: string, chainId: string | number): string {
  const raw = String(chainId);
  const reference = raw.startsWith(`${chainNamespace}:`) ? raw.slice(chainNamespace.length + 1) : raw;
  if (chainNamespace === 'eip155') {
    const numeric = Number(reference);
    if (Number.isSafeInteger(numeric) && numeric > 0) return `eip155:${numeric}`;
  }
  return `${chainNamespace}:${reference}`;
}

/** The name of a local development chain ('Local Anvil 31338'), or undefined for any other. */
export function localNetworkName(caipNetworkId: string): string | undefined {
  return Object.hasOwn(LOCAL_NETWORK_NAMES, caipNetworkId) ? LOCAL_NETWORK_NAMES[caipNetworkId] : undefined;
}

/** A network's name by CAIP-2 id: 'Ethereum', 'Local Anvil 31337', 'Solana Devnet', or 'Unknown network (eip155:123)'. */
export function networkNameOfCaipId(caipNetworkId: string): string {
  return (
    getNetwork(caipNetworkId)?.name ?? localNetworkName(caipNetworkId) ?? `Unknown network (${caipNetworkId})`
  );
}

/** A network's name by namespace and chain id, as the frame's RPC requests carry them. */
export function networkNameOf(chainNamespace: string, chainId: string | number): string {
  return networkNameOfCaipId(caipIdOf(chainNamespace, chainId));
}
