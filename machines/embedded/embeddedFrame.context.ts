/**
 * The embedded frame machine's context (§4 "Embedded wallet frame"): the requests it tracks by id, and
 * the contracts of the effects the engine provides (the frame transport posts, the callers' promises
 * settle).
 */
import {
  DEFAULT_FRAME_THEME,
  type FrameTheme,
  type SyncDappDataPayload,
  type SyncThemePayload,
} from '../../domain/embedded/frameTheme.ts';
import type { MessageKey, PorticoFailure } from '../../domain/errors.ts';
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
  /** `failure`: the code and §8 text of the PorticoError the caller's promise is rejected with. */
  | { id: string; ok: false; failure: PorticoFailure };

/**
 * What the approval actor hears of a request's end (§4 Embedded-wallet requests): every settlement is
 * told, and the approval actor minds only the requests it waits on.
 */
export function approvalOutcomeOf(settlement: FrameSettlement) {
  return settlement.ok
    ? ({ type: 'approval.success', id: settlement.id } as const)
    : ({ type: 'approval.error', id: settlement.id } as const);
}

/**
 * §7 "sync theme" / "sync dapp data": what `postSync` posts to the frame. No caller waits on them, so
 * they are not tracked as requests; the frame's reply settles nothing.
 */
export type FrameSync =
  | { event: 'SYNC_THEME'; payload: SyncThemePayload }
  | { event: 'SYNC_DAPP_DATA'; payload: SyncDappDataPayload };

/** What the frame actor knows. */
export interface EmbeddedFrameContext {
  /** Whether email login was used before (the stored flag): the frame is then created at once. */
  emailLoginUsed: boolean;
  /** Every request not settled yet, oldest first. */
  requests: FrameRequest[];
  /** 'iframeLoadFailed' (text 'iframe_load_failed') after the frame failed to load, until it is created again. */
  error: MessageKey | undefined;
  /** The host's theme now: the frame is told it when ready, and again when it changes (§3, §7). */
  theme: FrameTheme;
  /** §3 dapp data, told to the frame when it is ready; none when the engine gave none. */
  dappData: SyncDappDataPayload | undefined;
}

/** What the frame actor starts from. */
export interface EmbeddedFrameInput {
  /** §4 "created lazily if email login was used before": the stored email-login-used flag. */
  emailLoginUsed?: boolean;
  /** The host's theme at start (default: no options, a light colour scheme). */
  theme?: FrameTheme | undefined;
  /** §3 dapp data: metadata, sdkVersion, sdkType, projectId. */
  dappData?: SyncDappDataPayload | undefined;
}

/** The context the actor starts with. */
export function initialContext(input: EmbeddedFrameInput): EmbeddedFrameContext {
  return {
    emailLoginUsed: input.emailLoginUsed ?? false,
    requests: [],
    error: undefined,
    theme: input.theme ?? DEFAULT_FRAME_THEME,
    dappData: input.dappData,
  };
}

/** The id of the delayed event that ends the wait for a request's answer. */
export function requestTimerId(id: string): string {
  return `frame.timer.${id}`;
}

/** The tracked request with this id, if any. */
export function requestOf(context: EmbeddedFrameContext, id: string): FrameRequest | undefined {
  return context.requests.find((request) => request.id === id);
}
