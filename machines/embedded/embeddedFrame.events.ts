/**
 * The embedded frame machine's events. `frame.*` from the engine's frame transport (which owns
 * postMessage, ids and origin checks) and from whoever needs the frame; `frame.requestTimedOut` is the
 * machine's own delayed event.
 */
import type { FrameTheme } from '../../domain/embedded/frameTheme.ts';
import type { MessageKey } from '../../domain/errors.ts';
import type { FrameRequestKind } from '../../domain/frameRequests.ts';

/** Ask the frame something; the engine settles the caller's promise when `settleRequest` says how it ended. */
export interface FrameRequestEvent {
  type: 'frame.request';
  id: string;
  kind: FrameRequestKind;
  /** The JSON-RPC method, for an `rpcRequest`. */
  method?: string | undefined;
  /** An `rpcRequest`'s parameters and CAIP-2 network: the approval actor shows them (§4). */
  params?: unknown;
  caipNetworkId?: string | undefined;
  payload?: unknown;
}

/** Every event the frame actor accepts. */
export type EmbeddedFrameEvent =
  /** The frame is needed now (email or social login shown): create it if it is not there yet, or again after a failed load. */
  | { type: 'frame.create' }
  /** The frame posted its ready event. */
  | { type: 'frame.readyReceived' }
  | FrameRequestEvent
  /** The frame answered request `id` with its success event. */
  | { type: 'frame.reply'; id: string; ok: true; result?: unknown }
  /** The frame answered request `id` with its error event; `message` is the frame's own text, if any. */
  | { type: 'frame.reply'; id: string; ok: false; message?: string | undefined }
  /**
   * §4: abort the open RPC requests, safe reads excepted; they are rejected with the text of `code`,
   * by default 'Request was aborted' (§8).
   */
  | { type: 'frame.abort'; code?: MessageKey | undefined }
  /**
   * The host's theme changed (its options, or the visitor's colour scheme while the options name no
   * mode): the frame is told when what it shows would change (§3 theme sync).
   */
  | { type: 'frame.themeChanged'; theme: FrameTheme }
  /** The wait for request `id` is over (120 s, or the 3 s sign-out cap): raised by the machine itself. */
  | { type: 'frame.requestTimedOut'; id: string };
