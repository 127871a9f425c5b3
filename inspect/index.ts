/**
 * `portico/inspect`: Stately's inspectors for a Portico modal, with secrets masked.
 *
 * ```ts
 * import { createModal } from 'portico';
 * import { statelyInspector } from 'portico/inspect';
 * const modal = createModal({ projectId, inspect: statelyInspector() });
 * ```
 *
 * This is the only entry that imports @statelyai/inspect, an optional peer dependency: a host that
 * imports it installs `@statelyai/inspect` itself, and every other host never needs it. Each event
 * goes through inspector/model/mask.ts before it leaves the page, so one-time codes, signatures and
 * tokens never do, and e-mail addresses only with `showPrivateData`.
 *
 * @module portico/inspect
 */
import {
  createBrowserInspector,
  createWebSocketInspector,
  type StatelyInspectionEvent,
} from '@statelyai/inspect';
import type { AnyEventObject, MachineContext } from 'xstate';
import type { PorticoInspector } from '../headless/inspect.ts';
import { maskSecrets } from '../inspector/model/mask.ts';

export type { PorticoInspector };

export interface StatelyInspectorOptions {
  /** The inspector page. Default Stately's, https://stately.ai/inspect (it needs the internet). */
  url?: string;
  /** Show the inspector in this frame instead of opening a window. */
  iframe?: HTMLIFrameElement;
  /** Send e-mail addresses as they are. One-time codes, signatures and tokens stay masked. */
  showPrivateData?: boolean;
}

export interface WebSocketInspectorOptions {
  /** The inspector server. Default `ws://localhost:8080`, where `npm run inspect` listens. */
  url?: string;
  /** Send e-mail addresses as they are. One-time codes, signatures and tokens stay masked. */
  showPrivateData?: boolean;
}

const DEFAULT_WEBSOCKET_URL = 'ws://localhost:8080';

/**
 * @statelyai/inspect's masking hooks. `sanitizeEvent` and `sanitizeContext` mask where Stately
 * documents it; `serialize` masks the rest of what leaves the page (a snapshot's output and error,
 * which may hold a signature) and gives both adapters the JSON copy they send (masking is
 * idempotent, so an event serialized twice on a reconnect reads the same).
 */
function masking(showPrivateData = false) {
  const options = { showPrivateData };
  return {
    // maskSecrets keeps the shape of what it masks: an event stays an event, a context an object.
    sanitizeEvent: (event: AnyEventObject) => maskSecrets(event, options) as AnyEventObject,
    sanitizeContext: (context: MachineContext) => maskSecrets(context, options) as MachineContext,
    serialize: (event: StatelyInspectionEvent) => maskSecrets(event, options) as StatelyInspectionEvent,
  };
}

/**
 * Stately's browser inspector: opens Stately's inspector page in a window (or shows it in `iframe`)
 * and sends it the modal's actors, events and snapshots. Call it in the browser when the modal is
 * created; on the server it returns an inspector that does nothing.
 */
export function statelyInspector(options: StatelyInspectorOptions = {}): PorticoInspector {
  // createBrowserInspector returns a bare adapter with no `inspect` when there is no window.
  if (typeof window === 'undefined') return { inspect: () => {}, stop: () => {} };
  return createBrowserInspector({
    ...(options.url === undefined ? {} : { url: options.url }),
    ...(options.iframe === undefined ? {} : { iframe: options.iframe }),
    ...masking(options.showPrivateData),
  });
}

/**
 * Stately's WebSocket inspector: sends the modal's actors, events and snapshots to an inspector
 * server, such as the page `npm run inspect` serves, so another browser (or a test run) can watch the
 * modal live. Works offline against a local server; it reconnects while the server is down.
 */
export function webSocketInspector(options: WebSocketInspectorOptions = {}): PorticoInspector {
  return createWebSocketInspector({
    url: options.url ?? DEFAULT_WEBSOCKET_URL,
    ...masking(options.showPrivateData),
  });
}
