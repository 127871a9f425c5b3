import { useCallback, useSyncExternalStore } from 'react';
import type { InspectorStore } from '../model/store.ts';

type Scheduler = (callback: () => void) => () => void;

/** The next animation frame of `win`, or a frame's worth of time where there are none (jsdom). */
function frameScheduler(win: Window): Scheduler {
  if (typeof win.requestAnimationFrame === 'function') {
    return (callback) => {
      const frame = win.requestAnimationFrame(callback);
      return () => win.cancelAnimationFrame(frame);
    };
  }
  return (callback) => {
    const timer = win.setTimeout(callback, 16);
    return () => win.clearTimeout(timer);
  };
}

/**
 * The store's version, re-rendering at most once per animation frame of `win`: a busy actor system
 * sends hundreds of records a second, and the panel only needs to catch up as often as it is painted.
 * The panel's own window paces it, so an inspector window keeps updating while the page's tab is
 * in the background, and a hidden one costs nothing until shown.
 */
export function useStoreVersion(store: InspectorStore, win: Window): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      const schedule = frameScheduler(win);
      let cancel: (() => void) | undefined;
      const unsubscribe = store.subscribe(() => {
        cancel ??= schedule(() => {
          cancel = undefined;
          notify();
        });
      });
      return () => {
        unsubscribe();
        cancel?.();
      };
    },
    [store, win],
  );
  const version = useCallback(() => store.version(), [store]);
  return useSyncExternalStore(subscribe, version, version);
}
