import { useSelector } from '@xstate/react';
import {
  type ConnectionSnapshot,
  connectionActorOf,
  isEmbeddedConnectorType,
  type ModalSnapshot,
} from '../headless/index.ts';
import { useEngine } from './useEngine.ts';

const selectConnection = (root: ModalSnapshot | undefined) =>
  root ? connectionActorOf(root, 'eip155') : undefined;
const selectUser = (snapshot: ConnectionSnapshot | undefined) =>
  isEmbeddedConnectorType(snapshot?.context.connectorType) ? snapshot?.context.user : undefined;
const selectEmail = (snapshot: ConnectionSnapshot | undefined) => selectUser(snapshot)?.email ?? undefined;
const selectUserName = (snapshot: ConnectionSnapshot | undefined) => selectUser(snapshot)?.username;

/**
 * The embedded wallet's user (§3 account state `user`) while it is connected: its `email` (email
 * login) and `userName` (a Farcaster or social login); both undefined for any other wallet.
 */
export function useEmbeddedUser(): { email: string | undefined; userName: string | undefined } {
  const connection = useSelector(useEngine()?.actor, selectConnection);
  return {
    email: useSelector(connection, selectEmail),
    userName: useSelector(connection, selectUserName),
  };
}
