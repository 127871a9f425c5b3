/**
 * Opt-in inspection of Portico's actor system with @statelyai/inspect.
 *
 * `createInspect(option)` turns the host's `inspect` option into the callback for
 * `createActor(machine, { inspect })`:
 * - `false` (or absent): no inspection, nothing loaded.
 * - `'console'`: one line per inspection event through `settings.log` (default `console.debug`).
 *   Works with no internet: it is @statelyai/inspect's `createInspector` with a local adapter.
 * - `'websocket'`: @statelyai/inspect's `createWebSocketInspector`, sending to `settings.url`
 *   (default `ws://localhost:8080`). Offline it needs a local relay such as
 *   `createInspectorServer({ autoOpen: false })` from `@statelyai/inspect/server`; that server's page
 *   still embeds the hosted viewer (internet), but any local WebSocket client can read the events.
 * - a function: called with every XState inspection event; works offline, for custom tooling.
 * The hosted browser inspector (`createBrowserInspector`) needs internet and is not offered.
 *
 * SSR-safe and lazy: importing this module touches no `window`, and @statelyai/inspect is loaded by
 * dynamic import on the first event, so hosts that do not inspect never download it. Events that
 * arrive while it loads are kept (up to MAX_PENDING_EVENTS) and delivered in order.
 */
import type { InspectionEvent } from 'xstate';
import { loadOnDemand } from './loadOnDemand.ts';

/** The host's `inspect` option. */
export type InspectOption = false | 'console' | 'websocket' | ((event: InspectionEvent) => void);

/** Settings of the built-in modes. */
export interface InspectSettings {
  /** `'websocket'`: URL of the inspector server. Default `ws://localhost:8080`. */
  url?: string;
  /** `'console'`: where each line goes. Default `console.debug`. */
  log?: (line: string) => void;
}

/** The callback for `createActor(…, { inspect })`; `stop()` closes what the mode opened (a socket). */
export interface InspectCallback {
  (event: InspectionEvent): void;
  stop(): void;
}

/** Events kept while @statelyai/inspect loads; older ones are dropped first. */
export const MAX_PENDING_EVENTS = 200;

const DEFAULT_WEBSOCKET_URL = 'ws://localhost:8080';

/** A loaded inspector mode (headless/inspectors.ts). */
export interface LoadedInspector {
  send: (event: InspectionEvent) => void;
  stop: () => void;
}

/** A callback that loads its inspector on the first event and buffers events until it is ready. */
function lazyInspect(load: () => Promise<LoadedInspector>, log: (line: string) => void): InspectCallback {
  let loaded: LoadedInspector | undefined;
  let loadStarted = false;
  let stopped = false;
  const pending: InspectionEvent[] = [];
  const inspect = (event: InspectionEvent) => {
    if (stopped) return;
    if (loaded) {
      loaded.send(event);
      return;
    }
    pending.push(event);
    if (pending.length > MAX_PENDING_EVENTS) pending.shift();
    if (loadStarted) return;
    loadStarted = true;
    void load().then(
      (inspector) => {
        if (stopped) {
          inspector.stop();
          return;
        }
        loaded = inspector;
        for (const queued of pending.splice(0)) inspector.send(queued);
      },
      // Inspection is a debugging aid: failing to load it must not break the modal.
      (error: unknown) => log(`[portico] inspector unavailable: ${String(error)}`),
    );
  };
  return Object.assign(inspect, {
    stop: () => {
      stopped = true;
      pending.length = 0;
      loaded?.stop();
    },
  });
}

/**
 * The `inspect` callback for `createActor` from the host's option, or undefined when inspection is off.
 * See the module comment for which modes work offline.
 */
export function createInspect(
  option: InspectOption | undefined,
  settings: InspectSettings = {},
): InspectCallback | undefined {
  if (!option) return undefined;
  // Read at call time, not import time, so a host or test can redirect the console.
  const log = settings.log ?? ((line: string) => console.debug(line));
  // The modes' code (and @statelyai/inspect) is a chunk loaded with the first event.
  if (option === 'console')
    return lazyInspect(
      () => loadOnDemand((code) => code.inspectors()).then((modes) => modes.loadConsoleInspector(log)),
      log,
    );
  if (option === 'websocket') {
    const url = settings.url ?? DEFAULT_WEBSOCKET_URL;
    return lazyInspect(
      () => loadOnDemand((code) => code.inspectors()).then((modes) => modes.loadWebSocketInspector(url)),
      log,
    );
  }
  const custom = option;
  return Object.assign((event: InspectionEvent) => custom(event), { stop: () => {} });
}
