/**
 * XState's inspection events (what `system.inspect` reports of the actor system in this page) as the
 * inspector's records: plain JSON, secrets masked, each stamped with the time it was seen. Only what
 * the panel shows is kept: actors, events and snapshots; microsteps, actions and transitions are not.
 *
 * XState sends `@xstate.actor` from the actor's constructor, before its snapshot exists and before
 * its `systemId` is registered: the snapshot is then read as empty (its first `@xstate.snapshot`,
 * for `xstate.init`, follows when it starts), and the system id is read from the actor's options.
 */
import type { ActorRefLike, AnyActorRef, InspectionEvent } from 'xstate';
import { maskSecrets } from './mask.ts';
import { toJson } from './toJson.ts';
import type { ActorRecord, EventRecord, InspectorRecord, JsonSnapshot, MaskOptions } from './types.ts';

/**
 * How deep a context, event or output is kept: the same as @statelyai/inspect's default, so an
 * actor reads the same in this page and over the WebSocket.
 */
export const RECORD_DEPTH = 10;

/** What the inspector reads of an actor ref (XState's `ActorRefLike` types only `sessionId` and `send`). */
interface InspectedActorRef {
  id?: unknown;
  sessionId: string;
  systemId?: unknown;
  _parent?: { sessionId?: unknown } | undefined;
  options?: { systemId?: unknown } | undefined;
  logic?: unknown;
  getSnapshot?: () => unknown;
}

export function recordFromXState(event: InspectionEvent, options?: MaskOptions): InspectorRecord | undefined {
  const actorRef = event.actorRef as InspectedActorRef;
  const at = Date.now();
  switch (event.type) {
    case '@xstate.actor':
      return actorRecord(event.actorRef, options, at);
    case '@xstate.event': {
      const record: EventRecord = {
        type: '@xstate.event',
        sessionId: actorRef.sessionId,
        event: eventJson(event.event, options),
        at,
      };
      const sourceId = event.sourceRef?.sessionId;
      if (sourceId !== undefined) record.sourceId = sourceId;
      return record;
    }
    case '@xstate.snapshot':
      return {
        type: '@xstate.snapshot',
        sessionId: actorRef.sessionId,
        event: eventJson(event.event, options),
        snapshot: snapshotJson(event.snapshot, options),
        at,
      };
    default:
      return undefined;
  }
}

/**
 * The record of an actor found running (liveSource's first walk) or just created: its name, place in
 * the tree and current snapshot.
 */
export function actorRecord(
  ref: ActorRefLike | AnyActorRef,
  options?: MaskOptions,
  at = Date.now(),
): ActorRecord {
  const actorRef = ref as InspectedActorRef;
  const parentId = actorRef._parent?.sessionId;
  const systemId = actorRef.systemId ?? actorRef.options?.systemId;
  return {
    type: '@xstate.actor' as const,
    sessionId: actorRef.sessionId,
    ...(typeof parentId === 'string' ? { parentId } : {}),
    name: actorName(actorRef),
    ...(typeof systemId === 'string' ? { systemId } : {}),
    snapshot: snapshotJson(readSnapshot(actorRef), options),
    at,
  };
}

/**
 * The actor's id in its parent; a root actor created without an id has its session id there
 * (`x:0`), so it is named after its machine instead, as @statelyai/inspect does.
 */
function actorName(actorRef: InspectedActorRef): string {
  const id = typeof actorRef.id === 'string' ? actorRef.id : actorRef.sessionId;
  if (id !== actorRef.sessionId || actorRef._parent) return id;
  const machineId = machineIdOf(actorRef.logic);
  return machineId ?? id;
}

function machineIdOf(logic: unknown): string | undefined {
  if (typeof logic !== 'object' || logic === null || !('id' in logic) || !('root' in logic)) return undefined;
  return typeof logic.id === 'string' ? logic.id : undefined;
}

/** The actor's snapshot, or undefined while it initializes (XState's development build throws then). */
function readSnapshot(actorRef: InspectedActorRef): unknown {
  try {
    return actorRef.getSnapshot?.();
  } catch {
    return undefined;
  }
}

/** A snapshot of any actor logic as JSON; a machine's children become the list of their ids. */
export function snapshotJson(snapshot: unknown, options?: MaskOptions): JsonSnapshot {
  if (typeof snapshot !== 'object' || snapshot === null) return {};
  const source = snapshot as Record<string, unknown>;
  const json: JsonSnapshot = {};
  if (typeof source.status === 'string') json.status = source.status;
  if ('value' in source) json.value = toJson(source.value, RECORD_DEPTH);
  if ('context' in source) json.context = masked(source.context, options);
  if (source.error !== undefined) json.error = masked(source.error, options);
  if (source.output !== undefined) json.output = masked(source.output, options);
  if (typeof source.children === 'object' && source.children !== null) {
    json.children = Object.keys(source.children);
  }
  return json;
}

/** An event as JSON, masked; its `type` is kept whatever it was (XState always sets one). */
export function eventJson(event: unknown, options?: MaskOptions): EventRecord['event'] {
  const json = masked(event, options);
  const fields = typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {};
  const type = (event as { type?: unknown } | undefined)?.type;
  return { ...fields, type: typeof type === 'string' ? type : String(type) };
}

function masked(value: unknown, options?: MaskOptions): unknown {
  return maskSecrets(toJson(value, RECORD_DEPTH), options);
}
