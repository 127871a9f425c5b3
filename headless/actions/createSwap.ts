/**
 * Start a swap (the Swap view or a custom UI's `useSwap`): the root holds it as its child `swap`
 * (holdFlow.ts), its code loaded on demand (rule 5); the root decides on what it reports (the review,
 * the success, the errors) and tells it the connected account it follows.
 */
import type { ActorRefFrom } from 'xstate';
import type { swapMachine } from '../../machines/swap/swap.machine.ts';
import type { PorticoModal } from '../createModal.ts';
import { holdFlow } from './holdFlow.ts';

/** A running swap: its actor, and `stop()` when its view leaves. */
export interface Swap {
  /** Send it the swap's events ('swap.setAmount', 'swap.review', …); read its snapshot with the swap selectors. */
  readonly actor: ActorRefFrom<typeof swapMachine>;
  /** Let go of the swap: it stops unless Swap stays in the modal's stack or another view holds it. */
  stop(): void;
}

/**
 * What `createSwap` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type CreateSwapParameters = Record<string, never>;

/** What `createSwap` resolves with: the running swap. */
export type CreateSwapReturnType = Swap;

/** Start (or take back) the modal's swap; resolves once it runs (its code loaded). Call `stop()` when its view leaves. */
export async function createSwap(
  modal: PorticoModal,
  _parameters: CreateSwapParameters = {},
): Promise<CreateSwapReturnType> {
  const { snapshot, stop } = await holdFlow(modal, 'swap');
  const actor = snapshot.children.swap;
  if (!actor) throw new Error('Portico: the swap could not start');
  return { actor, stop };
}
