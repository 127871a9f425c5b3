import { usePortico } from './PorticoProvider.tsx';
import { useAccount } from './useAccount.ts';

/**
 * The connected wallet's provider on a chain namespace (the active one by default), so the host can
 * send its own requests: an EIP-1193 provider for eip155 (use it with viem's `custom` transport), the
 * Wallet Standard wallet for solana. Undefined while no wallet is connected there.
 */
export function useProvider(namespace?: string) {
  const modal = usePortico();
  const account = useAccount(namespace);
  const target = account.namespace;
  const provider =
    account.isConnected && target && account.connectorId
      ? modal.engine?.provider(target, account.connectorId)
      : undefined;
  return { provider, namespace: target };
}
