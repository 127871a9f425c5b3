/**
 * The on-ramp flow's actors (machines/onramp/onRamp.context.ts) with their side effects: the on-ramp
 * API (§7 `/v1/onramp/*`, `/v1/generators/onrampurl`, history with `onramp`) and the provider page's
 * window. Loaded with the on-ramp views, never on the open-the-modal path (ARCHITECTURE rule 5).
 */
import { fromPromise } from 'xstate';
import { ONRAMP_POLL_MS } from '../../domain/constants.ts';
import type { OnRampOptions, OnRampQuote } from '../../domain/onramp/onRampTypes.ts';
import type {
  FetchOnRampQuoteInput,
  StartOnRampPurchaseInput,
  StartOnRampPurchaseOutput,
  WatchOnRampPurchaseInput,
  WatchOnRampPurchaseOutput,
} from '../../machines/onramp/onRamp.context.ts';
import { createOnRampApi, type OnRampApiConfig } from '../api/onRampApi.ts';
import type { ProviderWindow } from './providerWindow.ts';
import { startOnRampPurchase } from './startOnRampPurchase.ts';
import { watchOnRampPurchase } from './watchOnRampPurchase.ts';

/** What the on-ramp actors need from the engine. */
export interface OnRampEnvironment {
  /** The on-ramp API (`endpoints.blockchainApi`, the project id, the engine's fetch). */
  api: OnRampApiConfig;
  /** How often the purchase's history is asked (default ONRAMP_POLL_MS); tests shorten it. */
  pollMs?: number | undefined;
  /** The clock a purchase's start is read on (default Date.now). */
  now?: (() => number) | undefined;
}

/** The four actors of the on-ramp statechart, for its `.provide({ actors })`. */
export function onRampActors(env: OnRampEnvironment, providerWindow: ProviderWindow) {
  const api = createOnRampApi(env.api);
  const pollMs = env.pollMs ?? ONRAMP_POLL_MS;
  const now = env.now ?? Date.now;
  return {
    fetchOnRampOptions: fromPromise<OnRampOptions, void>(({ signal }) => api.options(signal)),
    fetchOnRampQuote: fromPromise<OnRampQuote, FetchOnRampQuoteInput>(({ input, signal }) =>
      api.quote(input, signal),
    ),
    startOnRampPurchase: fromPromise<StartOnRampPurchaseOutput, StartOnRampPurchaseInput>(
      ({ input, signal }) => startOnRampPurchase(api, providerWindow, input, now, signal),
    ),
    watchOnRampPurchase: fromPromise<WatchOnRampPurchaseOutput, WatchOnRampPurchaseInput>(
      ({ input, signal }) => watchOnRampPurchase(api, input, pollMs, signal),
    ),
  };
}

/** The on-ramp actors' type, for the statechart's provider. */
export type OnRampActors = ReturnType<typeof onRampActors>;
