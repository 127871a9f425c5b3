/**
 * What the inspector knows, built from records of either source: the actors (their place in the
 * tree, status and recorded snapshots for time travel) and the event log. Framework-free; React
 * reads it through `subscribe` and `version` (useSyncExternalStore).
 *
 * Neither source reports a stopped child directly (XState sends no snapshot for an actor its parent
 * stops), so a parent's snapshot decides: its active children that it no longer lists are stopped.
 * An actor that ends (done, error, stopped) takes its still-active descendants with it.
 *
 * Reads are cached per version, so the same call returns the same array or object until the next
 * record: safe as a useSyncExternalStore snapshot and for memoized components. An actor's entry is
 * replaced, never changed in place, whenever something about it changes.
 */
import type {
  ActorEntry,
  ActorRecord,
  ActorStatus,
  EventRecord,
  InspectorRecord,
  JsonSnapshot,
  LogEntry,
  LogFilter,
  SnapshotEntry,
  SnapshotRecord,
  StoreOptions,
  TreeNode,
} from './types.ts';

export interface InspectorStore {
  ingest(record: InspectorRecord): void;
  /** The actors as a tree (children in the order they appeared); active ones only unless `includeStopped`. */
  tree(options?: { includeStopped?: boolean }): TreeNode[];
  actor(sessionId: string): ActorEntry | undefined;
  /** Every actor seen, in the order they appeared. */
  actors(): ActorEntry[];
  /** Log lines, oldest first; filtered by target or source actor and by text in the event type (any case). */
  log(filter?: LogFilter): LogEntry[];
  /** Every event type in the log, sorted. */
  eventTypes(): string[];
  /** Called after each record is ingested. */
  subscribe(listener: () => void): () => void;
  /** Grows by one with each record ingested. */
  version(): number;
}

export const DEFAULT_MAX_LOG = 5000;
export const DEFAULT_MAX_SNAPSHOTS = 200;

/**
 * The event type of a snapshot taken from an actor record: the actor's state when it was first seen
 * (found running, or just created), not after any event.
 */
export const ACTOR_SEEN = '@xstate.actor';

export function createInspectorStore(options?: StoreOptions): InspectorStore {
  const maxLog = Math.max(1, options?.maxLog ?? DEFAULT_MAX_LOG);
  const maxSnapshots = Math.max(1, options?.maxSnapshots ?? DEFAULT_MAX_SNAPSHOTS);
  const entries = new Map<string, ActorEntry>();
  /** Session ids of each parent's children, in the order they appeared. */
  const childrenOf = new Map<string, Set<string>>();
  const logLines: LogEntry[] = [];
  const listeners = new Set<() => void>();
  let seq = 0;
  let currentVersion = 0;
  let cache = new Map<string, unknown>();

  const cached = <T>(key: string, compute: () => T): T => {
    if (!cache.has(key)) cache.set(key, compute());
    return cache.get(key) as T;
  };

  const update = (sessionId: string, change: Partial<ActorEntry>) => {
    const entry = entries.get(sessionId);
    if (entry) entries.set(sessionId, { ...entry, ...change });
  };

  const setStatus = (sessionId: string, status: ActorStatus) => {
    const entry = entries.get(sessionId);
    if (!entry || entry.status === status) return;
    update(sessionId, { status });
    if (status !== 'active') stopChildren(sessionId, () => true);
  };

  /** Marks active children of `parentId` that `gone` picks as stopped (and theirs, through setStatus). */
  const stopChildren = (parentId: string, gone: (child: ActorEntry) => boolean) => {
    for (const childId of childrenOf.get(parentId) ?? []) {
      const child = entries.get(childId);
      if (child?.status === 'active' && gone(child)) setStatus(childId, 'stopped');
    }
  };

  const applySnapshot = (sessionId: string, snapshot: JsonSnapshot) => {
    const { children } = snapshot;
    if (children) {
      const listed = new Set(children);
      // Listed by its id in the parent; @statelyai/inspect names a child spawned without an id after
      // its machine, while the parent lists it by session id.
      stopChildren(sessionId, (child) => !listed.has(child.name) && !listed.has(child.sessionId));
    }
    setStatus(sessionId, statusOf(snapshot.status));
  };

  const appendSnapshot = (sessionId: string, snapshot: JsonSnapshot, eventType: string, at: number) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    const next: SnapshotEntry = {
      seq: ++seq,
      at,
      eventType,
      status: statusOf(snapshot.status),
      value: snapshot.value,
      context: snapshot.context,
    };
    const last = entry.snapshots.at(-1);
    // The state an actor was first seen in is usually repeated by its first snapshot: keep one.
    const repeatsFirstSight = last?.eventType === ACTOR_SEEN && sameState(last, next);
    const kept = repeatsFirstSight ? entry.snapshots.slice(0, -1) : entry.snapshots;
    update(sessionId, { snapshots: [...kept, next].slice(-maxSnapshots) });
  };

  const ingestActor = (record: ActorRecord) => {
    const existing = entries.get(record.sessionId);
    const entry: ActorEntry = {
      sessionId: record.sessionId,
      name: record.name,
      status: existing?.status ?? 'active',
      snapshots: existing?.snapshots ?? [],
    };
    const systemId = record.systemId ?? existing?.systemId;
    if (systemId !== undefined) entry.systemId = systemId;
    const parentId = record.parentId ?? existing?.parentId;
    if (parentId !== undefined) {
      entry.parentId = parentId;
      childrenOf.set(parentId, (childrenOf.get(parentId) ?? new Set()).add(record.sessionId));
    }
    const definition = record.definition ?? existing?.definition;
    if (definition !== undefined) entry.definition = definition;
    entries.set(record.sessionId, entry);
    if (hasState(record.snapshot) && entry.snapshots.length === 0) {
      appendSnapshot(record.sessionId, record.snapshot, ACTOR_SEEN, record.at);
    }
    // Found again (a socket replaying, a page reloaded): what it says now is what it is.
    applySnapshot(record.sessionId, record.snapshot);
  };

  const ingestSnapshot = (record: SnapshotRecord) => {
    // A snapshot of an actor never announced (a source joined late): it is known by its session id.
    if (!entries.has(record.sessionId)) {
      entries.set(record.sessionId, {
        sessionId: record.sessionId,
        name: record.sessionId,
        status: 'active',
        snapshots: [],
      });
    }
    appendSnapshot(record.sessionId, record.snapshot, record.event.type, record.at);
    applySnapshot(record.sessionId, record.snapshot);
  };

  const ingestEvent = (record: EventRecord) => {
    const { type, ...payload } = record.event;
    const line: LogEntry = {
      seq: ++seq,
      at: record.at,
      targetId: record.sessionId,
      eventType: type,
      payload,
    };
    if (record.sourceId !== undefined) line.sourceId = record.sourceId;
    logLines.push(line);
    if (logLines.length > maxLog) logLines.splice(0, logLines.length - maxLog);
  };

  return {
    ingest(record) {
      if (record.type === '@xstate.actor') ingestActor(record);
      else if (record.type === '@xstate.snapshot') ingestSnapshot(record);
      else if (record.type === '@xstate.event') ingestEvent(record);
      else return;
      currentVersion += 1;
      cache = new Map();
      for (const listener of [...listeners]) listener();
    },
    tree(treeOptions) {
      const includeStopped = treeOptions?.includeStopped === true;
      return cached(`tree:${includeStopped}`, () => buildTree([...entries.values()], includeStopped));
    },
    actor: (sessionId) => entries.get(sessionId),
    actors: () => cached('actors', () => [...entries.values()]),
    log(filter) {
      const actorId = filter?.actorId || undefined;
      const text = filter?.type?.toLowerCase() || undefined;
      return cached(`log:${actorId ?? ''}:${text ?? ''}`, () =>
        logLines.filter(
          (line) =>
            (actorId === undefined || line.targetId === actorId || line.sourceId === actorId) &&
            (text === undefined || line.eventType.toLowerCase().includes(text)),
        ),
      );
    },
    eventTypes: () => cached('eventTypes', () => [...new Set(logLines.map((line) => line.eventType))].sort()),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => currentVersion,
  };
}

/** Roots are actors with no parent, or a parent never seen; a hidden actor hides its subtree. */
function buildTree(all: ActorEntry[], includeStopped: boolean): TreeNode[] {
  const shown = includeStopped ? all : all.filter((entry) => entry.status === 'active');
  const known = new Set(all.map((entry) => entry.sessionId));
  const byParent = new Map<string | undefined, ActorEntry[]>();
  for (const entry of shown) {
    const parentKey = entry.parentId !== undefined && known.has(entry.parentId) ? entry.parentId : undefined;
    const siblings = byParent.get(parentKey);
    if (siblings) siblings.push(entry);
    else byParent.set(parentKey, [entry]);
  }
  const nodes = (parentKey: string | undefined, ancestors: Set<string>): TreeNode[] =>
    (byParent.get(parentKey) ?? [])
      .filter((entry) => !ancestors.has(entry.sessionId))
      .map((actor) => ({
        actor,
        children: nodes(actor.sessionId, new Set([...ancestors, actor.sessionId])),
      }));
  return nodes(undefined, new Set());
}

function statusOf(status: string | undefined): ActorStatus {
  return status === 'done' || status === 'error' || status === 'stopped' ? status : 'active';
}

/** Whether a snapshot says more than a status: something to show and travel back to. */
function hasState(snapshot: JsonSnapshot): boolean {
  return (
    snapshot.value !== undefined ||
    snapshot.context !== undefined ||
    snapshot.output !== undefined ||
    snapshot.error !== undefined
  );
}

function sameState(a: SnapshotEntry, b: SnapshotEntry): boolean {
  return (
    a.status === b.status &&
    JSON.stringify(a.value) === JSON.stringify(b.value) &&
    JSON.stringify(a.context) === JSON.stringify(b.context)
  );
}
