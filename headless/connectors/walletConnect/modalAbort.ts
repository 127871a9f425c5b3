/**
 * Closing the modal while a pairing or a sign-in waits for the wallet (§4 Cancellation: "closing the
 * modal rejects a waiting … pairing connect"): the wait rejects with 'Modal closed'.
 */
import { PorticoError } from '../../../domain/errors.ts';

/** The 'Modal closed' error, with the abort reason as its cause. */
export function modalClosed(signal: AbortSignal): PorticoError {
  return PorticoError.of('modalClosed', { cause: signal.reason });
}

/** Rejects when `signal` aborts; never settles otherwise. Returns the rejection and its unsubscribe. */
export function abortion(signal: AbortSignal | undefined): { promise: Promise<never>; dispose: () => void } {
  if (!signal) return { promise: new Promise<never>(() => {}), dispose: () => {} };
  let onAbort = () => {};
  const promise = new Promise<never>((_, reject) => {
    onAbort = () => reject(modalClosed(signal));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => {});
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}
