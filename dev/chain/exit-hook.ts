/**
 * One process-wide hook that runs synchronous cleanups (killing child processes) when this process ends:
 * normal exit, uncaught error (Node emits 'exit'), or SIGINT/SIGTERM/SIGHUP. A signal nobody else handles
 * is re-raised after the cleanups, so the process still dies of it; if the host handles the signal itself
 * (like main.ts does), the cleanups run and the host decides what happens next. Hosts should handle
 * signals with `process.on`: a `process.once` listener is gone by the time this hook counts listeners.
 */

type Cleanup = () => void;

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const cleanups = new Set<Cleanup>();
const signalListeners = new Map<NodeJS.Signals, () => void>();

function runCleanups(): void {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // A cleanup must not stop the others.
    }
  }
}

function install(): void {
  process.on('exit', runCleanups);
  for (const signal of SIGNALS) {
    const listener = () => {
      const alone = process.listenerCount(signal) === 1;
      runCleanups();
      if (alone) {
        uninstall();
        process.kill(process.pid, signal);
      }
    };
    signalListeners.set(signal, listener);
    process.on(signal, listener);
  }
}

function uninstall(): void {
  process.off('exit', runCleanups);
  for (const [signal, listener] of signalListeners) process.off(signal, listener);
  signalListeners.clear();
}

/**
 * Runs `cleanup` (synchronously) when the process exits or gets SIGINT/SIGTERM/SIGHUP. Returns the function
 * that unregisters it; the process listeners go away with the last cleanup.
 */
export function onProcessExit(cleanup: Cleanup): () => void {
  if (cleanups.size === 0 && signalListeners.size === 0) install();
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0) uninstall();
  };
}
