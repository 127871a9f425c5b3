/**
 * A stand-in for an actor that starts later (its code is a chunk loaded on first use): the engine and
 * the hooks hold it from the start. Until the actor is attached its snapshot is undefined (the hooks'
 * fallback) and events are dropped (the glue re-sends what matters once it is attached); then it
 * forwards both, and tells its subscribers.
 */
interface ActorLike<TSnapshot, TEvent> {
  getSnapshot(): TSnapshot;
  subscribe(listener: () => void): { unsubscribe(): void };
  send(event: TEvent): void;
}

/** The stand-in's handle. */
export interface LateActor<TSnapshot, TEvent> {
  getSnapshot(): TSnapshot | undefined;
  subscribe(listener: () => void): { unsubscribe(): void };
  send(event: TEvent): void;
  /** The actor, once attached. */
  readonly current: ActorLike<TSnapshot, TEvent> | undefined;
  /** Attach the started actor (once). */
  attach(actor: ActorLike<TSnapshot, TEvent>): void;
}

/** A stand-in with nothing attached yet. */
export function createLateActor<TSnapshot, TEvent>(): LateActor<TSnapshot, TEvent> {
  let actor: ActorLike<TSnapshot, TEvent> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => actor?.getSnapshot(),
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    send: (event) => actor?.send(event),
    get current() {
      return actor;
    },
    attach(started) {
      if (actor) return;
      actor = started;
      started.subscribe(notify);
      notify();
    },
  };
}
