/**
 * §3 Connector type, and what each type is: how the visitor reaches the wallet, and whether one
 * connector offers several namespaces. The table is over every type, so a new type does not compile
 * until it says what it is; every rule that depends on the type asks the table, never a literal.
 */

/** §3 Connector type. */
export type ConnectorType = 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN';

/** What a connector type is. */
export interface ConnectorTypeTraits {
  /**
   * How the visitor reaches the wallet (§1): `inPage` a wallet in the page that opens its own prompt
   * (injected, EIP-6963 announced); `pairing` a remote wallet over the signing protocol; `embedded`
   * the embedded wallet behind the secure site (email, social, Farcaster).
   */
  reach: 'inPage' | 'pairing' | 'embedded';
  /** One connector for several namespaces (§1 the "Multi-chain" wallet). */
  severalNamespaces: boolean;
}

/** Every connector type's traits. */
export const CONNECTOR_TYPE_TRAITS = {
  INJECTED: { reach: 'inPage', severalNamespaces: false },
  ANNOUNCED: { reach: 'inPage', severalNamespaces: false },
  MULTI_CHAIN: { reach: 'inPage', severalNamespaces: true },
  WALLET_CONNECT: { reach: 'pairing', severalNamespaces: false },
  AUTH: { reach: 'embedded', severalNamespaces: false },
} as const satisfies Record<ConnectorType, ConnectorTypeTraits>;

/**
 * §1: a wallet in the page (injected, EIP-6963 announced, or one offering several namespaces); pairing
 * and the embedded wallet have entries of their own. Such a wallet opens its own prompt when asked.
 */
export function isInPageConnectorType(type: ConnectorType | undefined): boolean {
  return type !== undefined && CONNECTOR_TYPE_TRAITS[type].reach === 'inPage';
}

/** §1 the embedded wallet (email, social, Farcaster): its own networks, user, names and sign-in. */
export function isEmbeddedConnectorType(type: ConnectorType | undefined): boolean {
  return type !== undefined && CONNECTOR_TYPE_TRAITS[type].reach === 'embedded';
}

/** §1 one wallet for several namespaces, tagged "Multi-chain". */
export function offersSeveralNamespaces(type: ConnectorType | undefined): boolean {
  return type !== undefined && CONNECTOR_TYPE_TRAITS[type].severalNamespaces;
}

/**
 * §4 connect: the namespaces a connect asks of a connector, the app's that the connector offers, in
 * the app's order (a wallet offering a chain the app does not use is never asked for it).
 */
export function namespacesToOffer<TNamespace extends string>(
  appNamespaces: readonly TNamespace[],
  connectorNamespaces: readonly string[],
): TNamespace[] {
  return appNamespaces.filter((namespace) => connectorNamespaces.includes(namespace));
}
