/**
 * The request queue's context, input and the types of what the engine provides (§3 Pending request;
 * §4 "Pending requests are queued one at a time; after a response the queue goes idle and resumes
 * after a delay").
 */
import type { PorticoError } from '../../domain/errors.ts';
import type { PendingRequest } from '../../domain/protocol/schemas.ts';

/** The answer to a request: a result, or an error for the peer. */
export type RequestResponse = { readonly result: unknown } | { readonly error: PorticoError };

/** What a request queue starts from. */
export interface RequestQueueInput {
  /** The engine's clock at start (ms). */
  readonly now: number;
}

/** What the request queue knows. */
export interface RequestQueueContext {
  /** Requests waiting their turn, oldest first. */
  readonly queue: readonly PendingRequest[];
  /** The request being handled, while processing. */
  readonly current: PendingRequest | undefined;
  /**
   * The latest time the machine knows (ms): from the last event that carried one, plus the spacing it
   * waited since. The default REQUEST_EXPIRY delay counts from it; the engine provides one that reads
   * its clock.
   */
  readonly now: number;
  /** The last request answered and how, for the UI. */
  readonly lastResponse: { readonly id: number; readonly response: RequestResponse } | undefined;
  /** Why the last 'queue.respond' could not be used (no such pending request). */
  readonly error: PorticoError | undefined;
}

/** Input of the `handleRequest` actor: the request to present (with its verify context, §6). */
export interface HandleRequestInput {
  readonly request: PendingRequest;
}

/** Output of the `handleRequest` actor: the result to send back. A rejection is sent as the error. */
export interface HandleRequestOutput {
  readonly result: unknown;
}

/** Params of the `respond` action: answer request `id` on `topic`. */
export interface RequestRespondParams {
  readonly topic: string;
  readonly id: number;
  readonly response: RequestResponse;
}

/** The context a request queue starts with. */
export function initialRequestQueueContext(input: RequestQueueInput | undefined): RequestQueueContext {
  return { queue: [], current: undefined, now: input?.now ?? 0, lastResponse: undefined, error: undefined };
}
