import type { PorticoModal } from '../createModal.ts';
import { setPreferredAccountType } from './accountType.ts';

/**
 * What `switchConnection` takes: the connection to switch to (a `WalletConnection`'s id); or, for the
 * embedded wallet's (auth) eip155 connection, the account type to switch it to (§4).
 */
export type SwitchConnectionParameters =
  | { connectionId: string; accountType?: undefined }
  | { connectionId: string; accountType: 'eoa' | 'smartAccount' };

/** What `switchConnection` returns: nothing; the outcome shows in the connections. */
export type SwitchConnectionReturnType = void;

/**
 * Switch to another of the visitor's wallets (§4 multi-wallet, individual connection status): an
 * active or connected one is reconnected as the active one; a disconnected one starts its email,
 * social or pairing flow again. With the multiWallet feature off, the info alert 'Multi-Wallet Not
 * Enabled' shows and nothing else happens. The outcome shows in the connections (`useConnections`,
 * `getAccount`). Before the first connection there is no wallet to switch to: nothing happens.
 */
export function switchConnection(
  modal: PorticoModal,
  parameters: SwitchConnectionParameters,
): SwitchConnectionReturnType {
  // §4 "Auth connections also switch between account types": the account type's statechart decides.
  if (parameters.accountType) setPreferredAccountType(modal, parameters.accountType, 'eip155');
  else modal.engine?.actor.send({ type: 'wallets.switch', connectionId: parameters.connectionId });
}
