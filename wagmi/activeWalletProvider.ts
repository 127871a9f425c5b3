/**
 * The EIP-1193 provider wagmi talks to: one object for the page's lifetime that hands each request to
 * whichever eip155 wallet is active in Portico at that moment (injected, announced, pairing or the
 * embedded wallet). Wagmi keeps the provider it was given, so forwarding per request is what lets a
 * wallet switch in Portico's modal reach wagmi's hooks with no reconnect.
 */
import { ProviderDisconnectedError } from 'viem';
import { type Eip1193Provider, getAccount, PorticoError, type PorticoModal } from '../headless/index.ts';

/** EIP-1193's 4900 (disconnected): what wagmi gets while no eip155 wallet is connected in Portico. */
export function notConnectedError(): ProviderDisconnectedError {
  return new ProviderDisconnectedError(PorticoError.of('noActiveCaipAddress'));
}

/** The provider of the wallet connected on eip155 in Portico now, or undefined. */
export function activeEvmWallet(modal: PorticoModal): Eip1193Provider | undefined {
  const account = getAccount(modal, { namespace: 'eip155' });
  if (!account.isConnected || !account.connectorId) return undefined;
  const provider = modal.engine?.provider('eip155', account.connectorId);
  return provider && 'request' in provider ? provider : undefined;
}

/**
 * A provider that forwards every request to the active eip155 wallet. While none is connected a
 * request fails with EIP-1193's 4900 (disconnected), as a wallet's own provider would.
 */
export function activeWalletProvider(modal: PorticoModal): Eip1193Provider {
  return {
    request(args) {
      const wallet = activeEvmWallet(modal);
      if (!wallet) return Promise.reject(notConnectedError());
      return wallet.request(args);
    },
  };
}
