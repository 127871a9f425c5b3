import type { PorticoModal } from '../createModal.ts';
import type { PorticoEngine } from '../engine.types.ts';

/** The modal's engine, loading it first when needed (the actions work before the engine has loaded). */
export function engineOf(modal: PorticoModal): Promise<PorticoEngine> {
  return modal.engine ? Promise.resolve(modal.engine) : modal.load();
}

/**
 * Run `start` with the engine: at once (synchronously) when it runs, so a click's effect is visible in
 * the same tick, else once it has loaded. Resolves with what `start` returns.
 */
export function withEngine<T>(modal: PorticoModal, start: (engine: PorticoEngine) => T): Promise<Awaited<T>> {
  if (modal.engine) {
    try {
      return Promise.resolve(start(modal.engine)) as Promise<Awaited<T>>;
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return modal.load().then(start) as Promise<Awaited<T>>;
}

/** What `watchEngine` watches: an actor of the engine (the root by default). */
interface Watched {
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * Call `onChange` with `read(engine)` now (once the engine runs) and after every change of the watched
 * actor (`watched(engine)`, the root by default) that `equal` says is a change; returns the
 * unsubscribe function. Before the engine loads, nothing is called.
 */
export function watchEngine<T>(
  modal: PorticoModal,
  read: (engine: PorticoEngine) => T,
  onChange: (value: T, previous: T | undefined) => void,
  equal: (a: T, b: T) => boolean = Object.is,
  watched: (engine: PorticoEngine) => Watched = (engine) => engine.actor,
): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  const stopWaiting = modal.onReady((engine) => {
    if (stopped) return;
    let previous: T | undefined;
    let first = true;
    const emit = () => {
      const value = read(engine);
      if (!first && previous !== undefined && equal(value, previous)) return;
      first = false;
      const before = previous;
      previous = value;
      onChange(value, before);
    };
    const subscription = watched(engine).subscribe(emit);
    unsubscribe = () => subscription.unsubscribe();
    emit();
  });
  return () => {
    stopped = true;
    stopWaiting();
    unsubscribe();
  };
}
