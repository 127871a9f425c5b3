/**
 * A store of the engine that is not an actor (the wallets in the page, the pairing's state), in the
 * shape of an actor's read side, so the hooks read it through @xstate/react's `useSelector` like the
 * actors: one adapter for everything the UI reads.
 */
import type { AnyActorRef } from 'xstate';

/** A store as the engine keeps it: a snapshot and change notifications. */
export interface Store<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
}

/** A store read like an actor: `getSnapshot` and `subscribe` (a listener or an observer). */
export type Readable<T> = Pick<AnyActorRef, 'subscribe'> & { getSnapshot(): T };

/** The store, read like an actor. */
export function readable<T>(store: Store<T>): Readable<T> {
  const subscribe = (listener?: unknown) => {
    const next =
      typeof listener === 'function'
        ? (listener as (snapshot: T) => void)
        : (listener as { next?: (snapshot: T) => void } | undefined)?.next;
    return { unsubscribe: store.subscribe(() => next?.(store.getSnapshot())) };
  };
  // Both of an actor's `subscribe` forms are served by the one function above.
  return { getSnapshot: () => store.getSnapshot(), subscribe } as Readable<T>;
}
