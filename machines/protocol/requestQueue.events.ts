/** The request queue's events: requests arriving from the peer and the answers to them. */
import type { PorticoError } from '../../domain/errors.ts';
import type { PendingRequest } from '../../domain/protocol/schemas.ts';

/** Every event the request queue accepts. */
export type RequestQueueEvent =
  /** A request arrived at `now` (ms); a redelivered id is ignored, an already expired one answered at once. */
  | { type: 'queue.enqueue'; request: PendingRequest; now: number }
  /** Answer request `id` with a result (`now` in ms, when known). */
  | { type: 'queue.respond'; id: number; result: unknown; now?: number }
  /** Answer request `id` with an error. */
  | { type: 'queue.respond'; id: number; error: PorticoError; now?: number };
