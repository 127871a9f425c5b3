/**
 * The connection machine's events (§4 Connection status, Cancellation). Dot-named by intent:
 * `connection.*` from the engine and the views, `modal.closed` from the router, `provider.*` from the
 * connected wallet (sent back by the `watchProvider` actor).
 */
import type { ConnectorType, ProviderEvent } from './connection.types.ts';

/** Every event a connection actor accepts. */
export type ConnectionEvent =
  /**
   * The namespace's adapter is ready: sync the existing connection (reconnect enabled) or disconnect
   * it. The engine sends it once; `reconnect` and `knownConnectorId` override the input when the
   * engine learnt them later (options updated, storage read after start).
   */
  | { type: 'connection.load'; reconnect?: boolean; knownConnectorId?: string }
  /** Connect with this connector; from `disconnected` this is also the retry after an error. */
  | { type: 'connection.connect'; connectorId: string; connectorType?: ConnectorType }
  /** Disconnect; the modal closes and the user is signed out unless told otherwise (both default true). */
  | { type: 'connection.disconnect'; closeModal?: boolean; signOut?: boolean }
  /** The embedded wallet's email changed (§4 Email update): the account's user shows the new one. */
  | { type: 'connection.emailChanged'; email: string }
  /** The modal was closed (§4: closing the modal rejects a waiting email or pairing connect). */
  | { type: 'modal.closed' }
  | ProviderEvent;
