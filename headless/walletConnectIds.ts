import type { Connector } from './connectors/types.ts';

/** The connector id of the pairing connector (§3 Connector, type WALLET_CONNECT). Light on purpose: the UI imports it. */
export const WALLET_CONNECT_ID = 'walletConnect';

/** The pairing connector as §3 describes it: one session carries every namespace pairing supports. */
export const PAIRING_CONNECTOR: Connector = {
  id: WALLET_CONNECT_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  namespaces: ['eip155', 'solana'],
};
