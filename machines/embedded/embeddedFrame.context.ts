/**
 * The embedded frame machine's context (§4 "Embedded wallet frame"): the requests it tracks by id, and
 * the contracts of the effects the engine provides (the frame transport posts, the callers' promises
 * settle).
 */
import type { FrameRequestKind } from '../../domain/frameRequests.ts';

/** One request to the frame, tracked from the moment it is asked until it is settled. */
export interface FrameRequest {
  /** The engine's id of the request; the frame's reply carries it back. */
  id: string;
  kind: FrameRequestKind;
  /** The JSON-RPC method of an `rpcRequest` (§6: safe reads are never aborted). */
  method?: string | undefined;
  /** What the frame transport posts with the app event; the machine does not read it. */
  payload?: unknown;
  /** Whether it was posted to the frame (requests asked before the frame is ready wait for it). */
  posted: boolean;
}

/** How a request ends, as `settleRequest` hands it to the engine (which resolves or rejects the caller). */
export type FrameSettlement =
  | { id: string; ok: true; result: unknown }
  /** `error`: the §8 text the caller's promise is rejected with. */
  | { id: string; ok: false; error: string };

/** What the frame actor knows. */
export interface EmbeddedFrameContext {
  /** Whether email login was used before (the stored flag): the frame is then created at once. */
  emailLoginUsed: boolean;
  /** Every request not settled yet, oldest first. */
  requests: FrameRequest[];
  /** 'iframe_load_failed' after the frame failed to load, until it is created again. */
  error: string | undefined;
}

/** What the frame actor starts from. */
export interface EmbeddedFrameInput {
  /** §4 "created lazily if email login was used before": the stored email-login-used flag. */
  emailLoginUsed?: boolean;
}

/** The context the actor starts with. */
export function initialContext(input: EmbeddedFrameInput): EmbeddedFrameContext {
  return { emailLoginUsed: input.emailLoginUsed ?? false, requests: [], error: undefined };
}

/** The id of the delayed event that ends the wait for a request's answer. */
export function requestTimerId(id: string): string {
  return `frame.timer.${id}`;
}

/** The tracked request with this id, if any. */
export function requestOf(context: EmbeddedFrameContext, id: string): FrameRequest | undefined {
  return context.requests.find((request) => request.id === id);
}
