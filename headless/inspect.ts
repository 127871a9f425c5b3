/**
 * Opt-in inspection of Portico's actor system.
 *
 * `createInspect(option)` turns the host's `inspect` option into the inspector whose `inspect` goes to
 * `createActor(machine, { inspect })`:
 * - `false` (or absent): no inspection.
 * - `'console'`: one line per actor, event and snapshot through `settings.log` (default
 *   `console.debug`). Formatted here from XState's own inspection events: no library, no network.
 * - a function: called with every XState inspection event, for custom tooling.
 * - an inspector object `{ inspect, stop? }`: what `portico/inspect`'s `statelyInspector()` and
 *   `webSocketInspector()` return, and what @statelyai/inspect's `createBrowserInspector()` and
 *   `createWebSocketInspector()` return, so a host may pass those directly. `stop()` runs when the
 *   modal is destroyed.
 * The core never imports @statelyai/inspect: it is an optional peer that only `portico/inspect` (or
 * the host) imports, so a host that does not inspect with Stately's tools never installs it.
 *
 * SSR-safe: importing this module touches no `window`.
 */
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

/**
 * An inspector the host hands to `createModal({ inspect })`: a function or an XState observer of
 * inspection events, and what to close when the modal is destroyed.
 */
export interface PorticoInspector {
  inspect: ((event: InspectionEvent) => void) | Observer<InspectionEvent>;
  stop?: () => void;
}

/** The host's `inspect` option. */
export type InspectOption = false | 'console' | ((event: InspectionEvent) => void) | PorticoInspector;

/** Settings of the built-in console mode. */
export interface InspectSettings {
  /** Where each line goes. Default `console.debug`. */
  log?: (line: string) => void;
}

/** An actor's name as a reader knows it: its id in its parent, else its machine's id. */
function actorName(ref: InspectionEvent['actorRef']): string {
  // XState's inspection events carry the actor itself, typed only as ActorRefLike; a root actor's id
  // is its session id, and its `src` the machine (a string for an invoked actor: no `id` there).
  const { id, src } = ref as Partial<Pick<AnyActorRef, 'id' | 'src'>>;
  return (id !== ref.sessionId && id) || (src as { id?: string } | undefined)?.id || ref.sessionId;
}

/**
 * One console line for an inspection event, or undefined for XState's finer-grained events
 * (microsteps, actions, transitions), which would drown the log. Event payloads are left out on
 * purpose: they may hold one-time codes or signatures.
 */
export function formatInspectionLine(event: InspectionEvent): string | undefined {
  switch (event.type) {
    case '@xstate.actor':
      return `[portico] actor ${actorName(event.actorRef)}`;
    case '@xstate.event':
      return `[portico] event ${event.event.type}`;
    case '@xstate.snapshot': {
      const { snapshot } = event;
      const value = 'value' in snapshot ? snapshot.value : null;
      return `[portico] snapshot ${JSON.stringify(value ?? null)} (${snapshot.status})`;
    }
    default:
      return undefined;
  }
}

/**
 * The inspector for `createActor(…, { inspect: inspector.inspect })` from the host's option, or
 * undefined when inspection is off. A function or an inspector object is used as it is: XState takes
 * both; `stop()` is the host's own.
 */
export function createInspect(
  option: InspectOption | undefined,
  settings: InspectSettings = {},
): PorticoInspector | undefined {
  if (!option) return undefined;
  if (typeof option === 'function') return { inspect: option };
  if (option !== 'console') return option;
  // Read at call time, not import time, so a host or test can redirect the console.
  const log = settings.log ?? ((line: string) => console.debug(line));
  return {
    inspect: (event) => {
      const line = formatInspectionLine(event);
      if (line !== undefined) log(line);
    },
  };
}
