/**
 * The inspector's source for the actor system running in this page. The panel is usually opened
 * while the modal already runs, when XState's inspection has long announced the actors that exist:
 * so each subscriber first gets a record of every actor running now (found by walking the root's
 * children, parents before children), then every record the system's inspection reports.
 *
 * The machines behind the actors are the live logic itself (no definition to rebuild), remembered
 * by session id as actors are seen.
 */
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { actorRecord, recordFromXState } from './fromXState.ts';
import type { ActorRecord, InspectorRecord, InspectorSource, MaskOptions } from './types.ts';

type Listener = (record: InspectorRecord) => void;

export function liveSource(root: AnyActorRef, options?: MaskOptions): InspectorSource {
  const listeners = new Set<Listener>();
  const machines = new Map<string, AnyStateMachine>();

  const remember = (actorRef: unknown) => {
    const ref = actorRef as { sessionId?: unknown; logic?: unknown } | undefined;
    if (typeof ref?.sessionId === 'string' && isStateMachine(ref.logic))
      machines.set(ref.sessionId, ref.logic);
  };

  const subscription = root.system.inspect((event: InspectionEvent) => {
    // XState calls inspection observers inside the actors' own processing: nothing may throw here.
    try {
      remember(event.actorRef);
      const record = recordFromXState(event, options);
      if (record) for (const listener of [...listeners]) deliver(listener, record);
    } catch (error) {
      reportLater(error);
    }
  });
  for (const ref of runningActors(root)) remember(ref);

  return {
    subscribe(listener) {
      for (const ref of runningActors(root)) {
        remember(ref);
        deliver(listener, actorRecord(ref, options) satisfies ActorRecord);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    machineOf(sessionId) {
      if (!machines.has(sessionId)) for (const ref of runningActors(root)) remember(ref);
      return machines.get(sessionId);
    },
    stop() {
      subscription.unsubscribe();
      listeners.clear();
    },
  };
}

/** The actors running now, the root first, each parent before its children (in their order). */
function runningActors(root: AnyActorRef): AnyActorRef[] {
  const found: AnyActorRef[] = [];
  const seen = new Set<string>();
  const visit = (ref: AnyActorRef) => {
    if (seen.has(ref.sessionId)) return;
    seen.add(ref.sessionId);
    const snapshot = readSnapshot(ref);
    if (snapshot?.status === 'stopped') return;
    found.push(ref);
    const children = snapshot?.children;
    if (typeof children !== 'object' || children === null) return;
    for (const child of Object.values(children)) if (isActorRef(child)) visit(child);
  };
  visit(root);
  return found;
}

function readSnapshot(ref: AnyActorRef): { status?: unknown; children?: unknown } | undefined {
  try {
    const snapshot: unknown = ref.getSnapshot();
    return typeof snapshot === 'object' && snapshot !== null ? snapshot : undefined;
  } catch {
    return undefined;
  }
}

function isActorRef(value: unknown): value is AnyActorRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { sessionId?: unknown }).sessionId === 'string' &&
    typeof (value as { getSnapshot?: unknown }).getSnapshot === 'function'
  );
}

/** A state machine (as opposed to promise, callback, observable or transition logic). */
function isStateMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;
}

function deliver(listener: Listener, record: InspectorRecord) {
  try {
    listener(record);
  } catch (error) {
    reportLater(error);
  }
}

/** A listener's error surfaces as an uncaught error, outside the actor that was inspected. */
function reportLater(error: unknown) {
  setTimeout(() => {
    throw error;
  });
}
