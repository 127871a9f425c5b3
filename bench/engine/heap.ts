/**
 * Heap readings after a full collection. `global.gc` needs `--expose-gc`; the package script runs
 * plain `tsx`, so the flag is set at run time and V8's gc taken from a fresh context, which sees it.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MiB = 1024 * 1024;

function exposeGc(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const gc = exposeGc();

/** Let pending callbacks run (timers, I/O, promise jobs) so that what they free can be collected. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * heapUsed in bytes after collecting until it stops shrinking (at most 5 passes). Each pass yields
 * first: FinalizationRegistry callbacks (Node's fetch frees each request's abort listeners in one)
 * run only in a later task, so collections back to back would count what is already let go.
 */
export async function heapAfterGc(): Promise<number> {
  let last = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 5; pass++) {
    await settle();
    gc();
    const used = process.memoryUsage().heapUsed;
    if (used >= last * 0.999) return used;
    last = used;
  }
  return last;
}

/** Bytes as MiB with 1 decimal. */
export const mib = (bytes: number) => (bytes / MiB).toFixed(1);
