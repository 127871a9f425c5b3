import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { PorticoEngine } from '../headless/engine.ts';
import { usePortico } from './PorticoProvider.tsx';

/** An actor of the engine, as far as a selector needs it. */
interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * Select a value from one actor of the modal's engine, re-rendering only when the selected value
 * changes (by `compare`). Until the engine has loaded, the hook returns `fallback`. The one React call
 * into the engine is `useSyncExternalStore`; the selected value is cached per snapshot, so selectors
 * may build new arrays or objects without looping.
 *
 * `pick` and `selector` should be stable (module-level functions): a new function each render
 * re-subscribes.
 */
export function useEngineSelector<TSnapshot, T>(
  pick: (engine: PorticoEngine) => Observable<TSnapshot>,
  selector: (snapshot: TSnapshot) => T,
  fallback: T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const modal = usePortico();
  const cache = useRef<{ snapshot: TSnapshot | undefined; value: T } | null>(null);

  const subscribe = useCallback(
    (onChange: () => void) => {
      let subscription: { unsubscribe(): void } | undefined;
      const stopWaiting = modal.onReady((engine) => {
        subscription = pick(engine).subscribe(onChange);
        onChange();
      });
      return () => {
        stopWaiting();
        subscription?.unsubscribe();
      };
    },
    [modal, pick],
  );

  const getValue = (): T => {
    const snapshot = modal.engine ? pick(modal.engine).getSnapshot() : undefined;
    const cached = cache.current;
    if (cached && cached.snapshot === snapshot) return cached.value;
    const next = snapshot === undefined ? fallback : selector(snapshot);
    const value = cached && compare(cached.value, next) ? cached.value : next;
    cache.current = { snapshot, value };
    return value;
  };

  return useSyncExternalStore(subscribe, getValue, getValue);
}

/** Compare two lists item by item: rebuilt lists with the same items count as unchanged. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
