/**
 * The inspector's data, one shape for both sources: the live actor system in this page
 * (liveSource.ts, from XState's inspection events) and a remote page over the WebSocket mode
 * (webSocketSource.ts, from @statelyai/inspect's serialized events). Records are plain JSON with
 * secrets already masked (mask.ts), so nothing below ever holds a one-time code or a signature.
 */
import type { AnyStateMachine } from 'xstate';

/** A snapshot as JSON: what the panel shows of an actor at one moment. */
export interface JsonSnapshot {
  status?: string;
  value?: unknown;
  context?: unknown;
  error?: unknown;
  output?: unknown;
  /** The ids of the actor's running children (a machine's `snapshot.children` keys). */
  children?: string[];
}

/** An actor came to life (or was found running when the panel opened). */
export interface ActorRecord {
  type: '@xstate.actor';
  sessionId: string;
  parentId?: string;
  /** The actor's id in its parent (`accountSession`, `connection:eip155`…), or the machine id. */
  name: string;
  systemId?: string;
  /** JSON of the machine's config (as @statelyai/inspect sends it), for remote sources. */
  definition?: string;
  snapshot: JsonSnapshot;
  /** Epoch ms. */
  at: number;
}

/** An event was sent to an actor. */
export interface EventRecord {
  type: '@xstate.event';
  sessionId: string;
  sourceId?: string;
  event: { type: string } & Record<string, unknown>;
  at: number;
}

/** An actor's snapshot changed after an event. */
export interface SnapshotRecord {
  type: '@xstate.snapshot';
  sessionId: string;
  event: { type: string } & Record<string, unknown>;
  snapshot: JsonSnapshot;
  at: number;
}

export type InspectorRecord = ActorRecord | EventRecord | SnapshotRecord;

/** Where records come from. */
export interface InspectorSource {
  /** Calls `listener` with every record from now on; records of actors already running come first. */
  subscribe(listener: (record: InspectorRecord) => void): () => void;
  /** The machine behind an actor: the live logic in-page, rebuilt from its definition when remote. */
  machineOf(sessionId: string): AnyStateMachine | undefined;
  /** Stop listening (close a socket, unsubscribe from the system). */
  stop(): void;
}

/** Masking choices (mask.ts). One-time codes, signatures and tokens are always masked. */
export interface MaskOptions {
  /** Show e-mail addresses and other private data as they are. Default false. */
  showPrivateData?: boolean;
}

export type ActorStatus = 'active' | 'done' | 'error' | 'stopped';

/** One recorded snapshot of an actor, for the context view and time travel. */
export interface SnapshotEntry {
  seq: number;
  at: number;
  eventType: string;
  status: ActorStatus;
  value: unknown;
  context: unknown;
}

export interface ActorEntry {
  sessionId: string;
  name: string;
  systemId?: string;
  parentId?: string;
  status: ActorStatus;
  definition?: string;
  /** Oldest first, bounded (StoreOptions.maxSnapshots). */
  snapshots: SnapshotEntry[];
}

export interface TreeNode {
  actor: ActorEntry;
  children: TreeNode[];
}

/** One line of the event log. */
export interface LogEntry {
  seq: number;
  at: number;
  sourceId?: string;
  targetId: string;
  eventType: string;
  /** The event without its `type`, masked. */
  payload: Record<string, unknown>;
}

export interface LogFilter {
  /** Only events sent to or by this actor. */
  actorId?: string;
  /** Only event types containing this text. */
  type?: string;
}

export interface StoreOptions {
  /** Log lines kept, oldest dropped first. Default 5000. */
  maxLog?: number;
  /** Snapshots kept per actor. Default 200. */
  maxSnapshots?: number;
}
