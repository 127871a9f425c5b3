/**
 * The multi-wallet machine's events (§4 Individual connection status). Dot-named by intent.
 */
import type { AuthAccountType, RecentWallet, WalletConnection } from './wallets.context.ts';

/** Every event the multi-wallet actor accepts. */
export type WalletsEvent =
  /** The engine's current list of connections. */
  | { type: 'wallets.sync'; connections: WalletConnection[] }
  /** The multiWallet feature switch changed (remote configuration arrived). */
  | { type: 'wallets.features'; multiWallet: boolean }
  /**
   * Switch to a connection. `to` is the status to switch by (default: the connection's own); anything
   * but connected, active or disconnected is an error.
   */
  | { type: 'wallets.switch'; connectionId: string; to?: string }
  /** Switch an auth connection between smartAccount and eoa. */
  | { type: 'wallets.setAccountType'; connectionId: string; accountType: AuthAccountType }
  /** A wallet was used to connect: it becomes the most recent (2 kept). */
  | { type: 'wallets.recordRecent'; wallet: RecentWallet };
