import { useAccount } from './useAccount.ts';

/**
 * The connected wallet's name, icon and rdns (§3 connectedWalletInfo) on a chain namespace, by
 * default the active one; undefined while no wallet is connected.
 */
export function useWalletInfo(namespace?: string) {
  const { connectedWalletInfo } = useAccount(namespace);
  return { walletInfo: connectedWalletInfo };
}
