/**
 * The session's events. Requests from the peer carry their JSON-RPC `id`, which the machine answers
 * through the `respond` action; times are the engine's clock in ms.
 */
import type { PorticoError } from '../../domain/errors.ts';
import type { Namespaces } from '../../domain/protocol/schemas.ts';

/** Every event the session machine accepts. */
export type SessionEvent =
  /** The settle response: positive acknowledges the session; an error deletes it. */
  | { type: 'session.settleResponse'; ok: true }
  | { type: 'session.settleResponse'; ok: false; error: PorticoError }
  /** Extend the session to `expiry` (Unix seconds), at `now`. */
  | { type: 'session.extend'; id: number; expiry: number; now: number }
  /** Update the session's namespaces; older update ids are out of sync. */
  | { type: 'session.update'; id: number; namespaces: Namespaces }
  /** A ping: answered after PING_RESPONSE_DELAY_MS. */
  | { type: 'session.ping'; id: number }
  /** Disconnect (either peer): the session is deleted. */
  | { type: 'session.disconnect' };
