/**
 * The inspector's source for a remote page (another tab, a phone, a test browser) that inspects its
 * actors with @statelyai/inspect's `createWebSocketInspector`, through a WebSocket server that relays
 * them. The socket reconnects a second after it closes, so the panel survives a server restart.
 *
 * Each text frame is one message or a JSON array of them (a server's replay buffer, sent to each
 * client that connects). A reconnect replays what was already seen, so a message identical to one
 * seen before is dropped. Each subscriber first gets the actors known to be running (with their
 * newest snapshot), then every record from then on.
 *
 * The machines are rebuilt from the actors' definitions (statechart.ts), once per definition; a
 * promise or callback actor has none.
 */
import type { AnyStateMachine } from 'xstate';
import { machineFromDefinition } from './statechart.ts';
import { parseStatelyMessage } from './statelyRecords.ts';
import type { ActorRecord, InspectorRecord, InspectorSource, MaskOptions } from './types.ts';

/** How long after a close the socket tries again. */
export const RECONNECT_DELAY_MS = 1000;

/** How many distinct messages are remembered to recognise a replay. */
const REMEMBERED_MESSAGES = 20_000;

type Listener = (record: InspectorRecord) => void;

export interface WebSocketSourceOptions extends MaskOptions {
  /** The WebSocket constructor; the page's own by default (tests pass the `ws` package's). */
  WebSocket?: typeof WebSocket;
}

export function webSocketSource(url: string, options?: WebSocketSourceOptions): InspectorSource {
  const { WebSocket: Socket = globalThis.WebSocket, ...maskOptions } = options ?? {};
  const listeners = new Set<Listener>();
  /** The newest record of each actor still running, its snapshot kept current, for late subscribers. */
  const running = new Map<string, ActorRecord>();
  const definitions = new Map<string, string>();
  const machines = new Map<string, AnyStateMachine | undefined>();
  const seen = new Set<string>();
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const receive = (message: unknown) => {
    const key = JSON.stringify(message);
    if (seen.has(key)) return;
    seen.add(key);
    if (seen.size > REMEMBERED_MESSAGES) {
      const oldest = seen.values().next();
      if (!oldest.done) seen.delete(oldest.value);
    }
    const record = parseStatelyMessage(message, maskOptions);
    if (!record) return;
    track(record);
    for (const listener of [...listeners]) deliver(listener, record);
  };

  const track = (record: InspectorRecord) => {
    if (record.type === '@xstate.actor') {
      if (record.definition !== undefined) definitions.set(record.sessionId, record.definition);
      running.set(record.sessionId, record);
    } else if (record.type === '@xstate.snapshot') {
      const actor = running.get(record.sessionId);
      if (actor) running.set(record.sessionId, { ...actor, snapshot: record.snapshot, at: record.at });
    } else {
      return;
    }
    const { status, children } = record.snapshot;
    if (status !== undefined && status !== 'active') forget(record.sessionId);
    else if (children) {
      // The children it no longer lists were stopped (XState reports no snapshot for them).
      const listed = new Set(children);
      for (const actor of [...running.values()]) {
        const gone = !listed.has(actor.name) && !listed.has(actor.sessionId);
        if (actor.parentId === record.sessionId && gone) forget(actor.sessionId);
      }
    }
  };

  /** An actor that ended, and its descendants: a late subscriber will not hear of them. */
  const forget = (sessionId: string) => {
    running.delete(sessionId);
    for (const actor of [...running.values()]) if (actor.parentId === sessionId) forget(actor.sessionId);
  };

  const onMessage = (event: MessageEvent) => {
    const text = textOf(event.data);
    if (text === undefined) return;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return;
    }
    if (Array.isArray(data)) for (const message of data) receive(message);
    else receive(data);
  };

  const connect = () => {
    retry = undefined;
    if (stopped) return;
    try {
      socket = new Socket(url);
    } catch {
      // A malformed URL, or a page that forbids the connection: try again as after a close.
      retry = setTimeout(connect, RECONNECT_DELAY_MS);
      return;
    }
    socket.addEventListener('message', onMessage);
    // A failed connection is followed by a close, which retries; `ws` throws an error nobody listens to.
    socket.addEventListener('error', () => {});
    socket.addEventListener('close', () => {
      if (!stopped && retry === undefined) retry = setTimeout(connect, RECONNECT_DELAY_MS);
    });
  };
  connect();

  return {
    subscribe(listener) {
      for (const record of running.values()) deliver(listener, record);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    machineOf(sessionId) {
      const definition = definitions.get(sessionId);
      if (definition === undefined) return undefined;
      if (!machines.has(definition)) {
        machines.set(
          definition,
          isStatechartDefinition(definition) ? machineFromDefinition(definition) : undefined,
        );
      }
      return machines.get(definition);
    },
    stop() {
      stopped = true;
      if (retry !== undefined) clearTimeout(retry);
      retry = undefined;
      socket?.close();
      listeners.clear();
    },
  };
}

/**
 * Whether a definition describes a state machine: @statelyai/inspect sends `{"id": name}` for every
 * other actor (a promise, a callback), which would otherwise read as a machine of one empty state.
 */
function isStatechartDefinition(definition: string): boolean {
  try {
    const config: unknown = JSON.parse(definition);
    return typeof config === 'object' && config !== null && Object.keys(config).some((key) => key !== 'id');
  } catch {
    return false;
  }
}

/** A text frame's text (a browser gives a string; a binary frame is read as UTF-8 too). */
function textOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    try {
      return new TextDecoder().decode(data);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function deliver(listener: Listener, record: InspectorRecord) {
  try {
    listener(record);
  } catch (error) {
    // One panel's failure must not stop the others, nor the socket's handling of the next message.
    setTimeout(() => {
      throw error;
    });
  }
}
