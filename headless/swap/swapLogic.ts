/**
 * The swap's code, a chunk of its own loaded when a swap starts (rule 5): the statechart with its
 * effects — the conversion API, the connected wallet and the chain's receipts.
 */
import { swapMachine } from '../../machines/swap/swap.machine.ts';
import { type SwapEnvironment, swapActors } from './swapActors.ts';

/** The swap statechart, each effect provided over `env`. */
export function createSwapLogic(env: SwapEnvironment): typeof swapMachine {
  return swapMachine.provide({ actors: swapActors(env) });
}
