/**
 * Selectors of a connection's snapshot: what the Connect, Connecting and Account views read. Stable
 * functions, so hooks can pass them to `useSelector` as they are.
 */
import type { SnapshotFrom } from 'xstate';
import type { connectionMachine } from './connection.machine.ts';
import type { ConnectionStatus } from './connection.types.ts';

/** A snapshot of a connection. */
export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** §4 status: disconnected, connecting or connected. */
export function selectStatus(snapshot: ConnectionSnapshot): ConnectionStatus {
  return snapshot.context.status;
}

/** Whether an address is connected on this namespace. */
export function selectIsConnected(snapshot: ConnectionSnapshot): boolean {
  return snapshot.context.status === 'connected' && snapshot.context.address !== undefined;
}

/** The §8 text of the last failure ('Connection rejected', 'Failed to connect', 'Modal closed', …). */
export function selectConnectionError(snapshot: ConnectionSnapshot): string | undefined {
  return snapshot.context.error?.message;
}

/** The CAIP-10 address of the connected account. */
export function selectCaipAddress(snapshot: ConnectionSnapshot): string | undefined {
  return snapshot.context.caipAddress;
}
