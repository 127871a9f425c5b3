/**
 * Wait until an actor's snapshot satisfies `done` (now or after a change), with no time limit: the
 * actions wait for what the statecharts decide. xstate's own `waitFor` would bring xstate into the
 * host's first load, where the actions live; this is the same few lines.
 */
interface Watchable<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/** Resolves with the first snapshot for which `done` holds. */
export function waitUntil<TSnapshot>(
  actor: Watchable<TSnapshot>,
  done: (snapshot: TSnapshot) => boolean,
): Promise<TSnapshot> {
  return new Promise((resolve) => {
    const now = actor.getSnapshot();
    if (done(now)) {
      resolve(now);
      return;
    }
    const subscription = actor.subscribe((snapshot) => {
      if (!done(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}
