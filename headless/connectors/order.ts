/**
 * The Connect view's connectors in §9 connector order (walletConnect, recent, injected, featured,
 * custom, external, recommended), through the wallet list's `orderConnectItems`: this only sorts the
 * registry's connectors into its sections.
 */
import type { WalletListing } from '../../domain/schemas/walletDirectory.ts';
import {
  type ConnectItem,
  type ConnectSection,
  type CustomWallet,
  orderConnectItems,
} from '../../domain/walletList/connectOrder.ts';
import type { Connector } from './types.ts';

/** The listings and host connectors that share the Connect view with the registry's connectors. */
export interface OrderConnectorsParameters {
  recent?: readonly WalletListing[];
  featured?: readonly WalletListing[];
  custom?: readonly CustomWallet[];
  recommended?: readonly WalletListing[];
  /** Connectors the host adds itself (§9 "external"). */
  external?: readonly Connector[];
  excludeWalletIds?: readonly string[];
  /** A permutation of §9's order; §9's by default. */
  order?: readonly ConnectSection[];
}

/**
 * The rows of the Connect view: the first WALLET_CONNECT connector in the walletConnect section; the
 * wallets in the page (INJECTED, ANNOUNCED, MULTI_CHAIN) in the injected section, in the registry's
 * order; the host's connectors in external. AUTH connectors are not rows: email and social are their
 * own connect methods (§2 Connect).
 */
export function orderConnectors(
  connectors: readonly Connector[],
  parameters: OrderConnectorsParameters = {},
): ConnectItem<Connector>[] {
  return orderConnectItems(
    {
      walletConnect: connectors.find((connector) => connector.type === 'WALLET_CONNECT'),
      recent: parameters.recent ?? [],
      injected: connectors.filter(
        (connector) =>
          connector.type === 'INJECTED' || connector.type === 'ANNOUNCED' || connector.type === 'MULTI_CHAIN',
      ),
      featured: parameters.featured ?? [],
      custom: parameters.custom ?? [],
      external: parameters.external ?? [],
      recommended: parameters.recommended ?? [],
      excludeWalletIds: parameters.excludeWalletIds ?? [],
    },
    parameters.order,
  );
}
