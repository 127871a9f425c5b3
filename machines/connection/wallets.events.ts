/**
 * The multi-wallet machine's events (§4 Individual connection status). Dot-named by intent.
 */
import type { ReconnectAnswer } from '../vocabulary/reports.ts';
import type { WalletConnection } from './wallets.context.ts';

/** Every event the multi-wallet actor accepts. */
export type WalletsEvent =
  /** The root's current list of connections. */
  | { type: 'wallets.sync'; connections: WalletConnection[] }
  /** The multiWallet feature switch changed (remote configuration arrived). */
  | { type: 'wallets.features'; multiWallet: boolean }
  /**
   * Switch to a connection. `to` is the status to switch by (default: the connection's own); anything
   * but connected, active or disconnected is an error.
   */
  | { type: 'wallets.switch'; connectionId: string; to?: string }
  /** The root's answer to a reconnect this actor asked for. */
  | ReconnectAnswer;
