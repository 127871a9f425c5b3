/** The connector id of the pairing connector (§3 Connector, type WALLET_CONNECT). Light on purpose: the UI imports it. */
export const WALLET_CONNECT_ID = 'walletConnect';
