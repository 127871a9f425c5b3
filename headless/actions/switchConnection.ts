import type { PorticoModal } from '../createModal.ts';

/** What `switchConnection` takes: the connection to switch to (a `WalletConnection`'s id). */
export type SwitchConnectionParameters = { connectionId: string };

/**
 * Switch to another of the visitor's wallets (§4 multi-wallet, individual connection status): an
 * active or connected one is reconnected as the active one; a disconnected one starts its email,
 * social or pairing flow again. With the multiWallet feature off, the info alert 'Multi-Wallet Not
 * Enabled' shows and nothing else happens. The outcome shows in the connections (`useConnections`,
 * `getAccount`). Before the first connection there is no wallet to switch to: nothing happens.
 */
export function switchConnection(modal: PorticoModal, parameters: SwitchConnectionParameters): void {
  modal.engine?.actor.send({ type: 'wallets.switch', connectionId: parameters.connectionId });
}
