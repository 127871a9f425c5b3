/**
 * `watchOnRampPurchase`: BuyInProgress waits for the funds by asking the account's on-ramp history
 * (§7 history with `onramp`) every `pollMs`, as production's modal learns of a purchase, until the
 * provider reports one completed since the page opened (its credit's hash) or failed. A history call
 * that fails for a while (the network, a 5xx) is asked again at the next tick; an answer the API
 * refuses or cannot give in its shape ends the wait, as it would never change.
 */
import { parseCaipAddress } from '../../domain/caip.ts';
import type {
  WatchOnRampPurchaseInput,
  WatchOnRampPurchaseOutput,
} from '../../machines/onramp/onRamp.context.ts';
import { type OnRampApi, OnRampApiError, type OnRampHistoryEntry } from '../api/onRampApi.ts';

/** The provider reported the purchase failed: nothing was credited. */
export class OnRampPurchaseFailedError extends Error {
  override readonly name = 'OnRampPurchaseFailedError';

  constructor(
    readonly provider: string,
    readonly purchaseId: string,
  ) {
    super(`The ${provider} purchase ${purchaseId} failed: nothing was credited`);
  }
}

/** The newest purchase that ended since `since` (ms), if any. */
function endedSince(entries: readonly OnRampHistoryEntry[], since: number): OnRampHistoryEntry | undefined {
  return entries.find(
    ({ metadata }) =>
      Date.parse(metadata.minedAt) >= since &&
      ((metadata.status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS' && metadata.hash !== '') ||
        metadata.status === 'ONRAMP_TRANSACTION_STATUS_FAILED'),
  );
}

/** A failure the next poll may not see again: the network, or the server's own trouble. */
function isPassing(error: unknown): boolean {
  if (error instanceof OnRampApiError) return error.status >= 500;
  // fetch rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError;
}

/** Resolve after `ms`, or reject with the signal's reason once it aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export async function watchOnRampPurchase(
  api: OnRampApi,
  { provider, caipAddress, caipNetworkId, since }: WatchOnRampPurchaseInput,
  pollMs: number,
  signal?: AbortSignal,
): Promise<WatchOnRampPurchaseOutput> {
  const { address } = parseCaipAddress(caipAddress);
  for (;;) {
    signal?.throwIfAborted();
    const entries = await api
      .history({ provider, address, caipNetworkId }, signal)
      .catch((error: unknown) => {
        if (signal?.aborted || !isPassing(error)) throw error;
        return [];
      });
    const ended = endedSince(entries, since);
    if (ended?.metadata.status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS') return { hash: ended.metadata.hash };
    if (ended) throw new OnRampPurchaseFailedError(provider, ended.id);
    await pause(pollMs, signal);
  }
}
