import { useCallback, useSyncExternalStore } from 'react';
import type { PorticoEngine } from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';

/** A store the engine exposes: a snapshot and change notifications (useSyncExternalStore's shape). */
export interface EngineStore<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
}

/**
 * Reads one of the engine's stores, `fallback` until the engine has loaded (and on the server).
 * `pick` must be stable (a module-level function): it chooses the store, it is not a selector.
 */
export function useEngineStore<T>(pick: (engine: PorticoEngine) => EngineStore<T>, fallback: T): T {
  const modal = usePortico();
  const subscribe = useCallback(
    (onChange: () => void) => {
      let stop: (() => void) | undefined;
      const stopWaiting = modal.onReady((engine) => {
        stop = pick(engine).subscribe(onChange);
        onChange();
      });
      return () => {
        stopWaiting();
        stop?.();
      };
    },
    [modal, pick],
  );
  return useSyncExternalStore(
    subscribe,
    () => (modal.engine ? pick(modal.engine).getSnapshot() : fallback),
    () => fallback,
  );
}
