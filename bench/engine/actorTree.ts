/**
 * Counts over a running actor tree, to tell a leak's kind when the heap grows: live actors (walked
 * from the root through each snapshot's children) and the subscriptions held on them. The observer
 * set is xstate's private field: read only here, for the diagnosis, never by the engine.
 */
import type { AnyActorRef } from 'xstate';

interface TreeCounts {
  actors: number;
  subscriptions: number;
}

const childrenOf = (actor: AnyActorRef) =>
  Object.values(
    (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children ?? {},
  );

const observersOf = (actor: AnyActorRef) =>
  (actor as unknown as { observers?: Set<unknown> }).observers?.size ?? 0;

export function countActorTree(root: AnyActorRef): TreeCounts {
  const counts: TreeCounts = { actors: 1, subscriptions: observersOf(root) };
  for (const child of childrenOf(root)) {
    if (!child) continue;
    const below = countActorTree(child);
    counts.actors += below.actors;
    counts.subscriptions += below.subscriptions;
  }
  return counts;
}
