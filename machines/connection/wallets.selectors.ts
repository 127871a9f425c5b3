/**
 * Selectors of the multi-wallet snapshot: what the ProfileWallets view reads.
 */
import type { SnapshotFrom } from 'xstate';
import type { WalletConnection } from './wallets.context.ts';
import type { walletsMachine } from './wallets.machine.ts';

/** A snapshot of the multi-wallet actor. */
export type WalletsSnapshot = SnapshotFrom<typeof walletsMachine>;

/** The user's connections. */
export function selectConnections(snapshot: WalletsSnapshot): WalletConnection[] {
  return snapshot.context.connections;
}

/** The active connection, if any. */
export function selectActiveConnection(snapshot: WalletsSnapshot): WalletConnection | undefined {
  return snapshot.context.connections.find((connection) => connection.status === 'active');
}

/** A switch is running. */
export function selectIsBusy(snapshot: WalletsSnapshot): boolean {
  return !snapshot.matches('idle');
}

/** The §8 text of the last refused or failed request. */
export function selectWalletsError(snapshot: WalletsSnapshot): string | undefined {
  return snapshot.context.error;
}
